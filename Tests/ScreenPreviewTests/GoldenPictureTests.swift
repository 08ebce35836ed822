import XCTest
import ScreenSyntax
import ScreenRules
import ScreenPreview

/// The committed pictures of the examples (Docs/previews) must be what the renderer draws
/// now: a change to the drawing shows in review as a change to these files. Run
/// `make generate` (SCREENKIT_REGENERATE=1) to rewrite them.
final class GoldenPictureTests: XCTestCase {
    private let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// One screen of each example, the notes example's with its findings.
    static let goldens = [
        ("mail.screen", "Mailboxes"), ("music.screen", "MusicLibrary"), ("photos.screen", "PhotosLibrary"),
        ("settings.screen", "SettingsRoot"), ("notes.screen", "NotesList"),
    ]

    func testTheExamplePicturesAreFresh() throws {
        let folder = root.appendingPathComponent("Docs/examples")
        let names = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.hasSuffix(".screen") }.sorted()
        let files = try names.map { FileAnalysis(path: $0, source: Array(try Data(contentsOf: folder.appendingPathComponent($0)))) }
        let index = WorkspaceIndex(files.map(\.summary))
        for (fileName, screenName) in Self.goldens {
            let file = try XCTUnwrap(files.first { $0.path == fileName })
            let screen = try XCTUnwrap(file.makeScreenModels().first { $0.name == screenName })
            let svg = Wireframe(screen, lines: file.lines, findings: RuleEngine.check(file, workspace: index), language: .english).svg + "\n"
            let url = root.appendingPathComponent("Docs/previews/\(screenName).svg")
            if ProcessInfo.processInfo.environment["SCREENKIT_REGENERATE"] == "1" {
                try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
                try svg.write(to: url, atomically: true, encoding: .utf8)
                continue
            }
            let committed = try String(contentsOf: url, encoding: .utf8)
            XCTAssertTrue(committed == svg, "Docs/previews/\(screenName).svg is stale: run `make generate`")
        }
    }
}
