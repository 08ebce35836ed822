import XCTest
import ScreenKitGenerate

/// The generated files must match what the generators make now. Run `make generate` (which
/// sets SCREENKIT_REGENERATE=1) to rewrite them.
final class GeneratedFilesTests: XCTestCase {
    private let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    private func assertFresh(_ relativePath: String, _ expected: String, file: StaticString = #filePath, line: UInt = #line) throws {
        let url = root.appendingPathComponent(relativePath)
        if ProcessInfo.processInfo.environment["SCREENKIT_REGENERATE"] == "1" {
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try expected.write(to: url, atomically: true, encoding: .utf8)
            return
        }
        let actual = try String(contentsOf: url, encoding: .utf8)
        XCTAssertTrue(actual == expected, "\(relativePath) is stale: run `make generate`", file: file, line: line)
    }

    func testEmbeddedGuidelinesAreFresh() throws {
        let folder = root.appendingPathComponent(EmbeddedGuidelines.inputFolder)
        let names = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter(EmbeddedGuidelines.isEntryFile)
        let files = try names.map { ($0, try String(contentsOf: folder.appendingPathComponent($0), encoding: .utf8)) }
        try assertFresh(EmbeddedGuidelines.outputPath, EmbeddedGuidelines.source(files: files))
    }

    func testRuleRegistryIsFresh() throws {
        let folder = root.appendingPathComponent(RuleRegistry.inputFolder)
        let names = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.hasSuffix(".swift") }
        let files = try names.map { ($0, try String(contentsOf: folder.appendingPathComponent($0), encoding: .utf8)) }
        for (name, text) in files {
            XCTAssertEqual(RuleRegistry.ruleNames(in: text).count, 1, "\(name) declares one rule")
        }
        try assertFresh(RuleRegistry.outputPath, RuleRegistry.source(files: files))
    }

    func testRulesDocumentIsFresh() throws {
        try assertFresh(RulesDocument.outputPath, RulesDocument.markdown())
    }

    func testComponentsDocumentIsFresh() throws {
        try assertFresh(ComponentsDocument.outputPath, ComponentsDocument.markdown())
    }
}
