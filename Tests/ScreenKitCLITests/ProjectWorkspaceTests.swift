import ScreenSupport
import XCTest
@testable import ScreenKitCLI

/// `check` and `preview` of some files read their whole project for facts: the nearest folder
/// upward with a screenkit.json, else the file's folder. Only the files named are reported
/// and written.
final class ProjectWorkspaceTests: XCTestCase {
    private var folder = ""

    override func setUpWithError() throws {
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("screenkit-project-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    }

    override func tearDownWithError() throws {
        try? FileManager.default.removeItem(atPath: folder)
    }

    @discardableResult
    private func write(_ name: String, _ text: String) -> String {
        let path = folder + "/" + name
        try? FileManager.default.createDirectory(atPath: (path as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
        FileManager.default.createFile(atPath: path, contents: Data(text.utf8))
        return path
    }

    private func read(_ name: String) -> String {
        String(decoding: FileManager.default.contents(atPath: folder + "/" + name) ?? Data(), as: UTF8.self)
    }

    private func run(_ arguments: [String]) -> (code: Int32, output: String, error: String) {
        var output = ""
        var error = ""
        let io = CommandIO(writeOutput: { output += $0 }, writeError: { error += $0 }, environment: [:])
        let code = ScreenKitCommand.run(arguments, io: io)
        return (code, output, error)
    }

    /// A chat screen that pushes a screen its sibling declares; the sibling has a mistake of its own.
    private func writeChatWorkspace(in subfolder: String) -> String {
        write("\(subfolder)/inbox.screen", """
            screen Inbox {
                NavigationBar { title: "Inbox" }
                TableView { Cell "Alice" { pushes: Chat } }
                Button "send now"
            }

            """)
        return write("\(subfolder)/chat.screen", """
            screen Chat {
                NavigationBar { title: "Alice" BackButton "Inbox" }
                TableView { Cell "Photos" { pushes: SharedPhotos } }
            }

            screen SharedPhotos {
                NavigationBar { title: "Photos" BackButton "Alice" }
                TableView {
                    Cell "Profile" { pushes: Profile }
                    Cell "All Chats" { pushes: Inbox }
                }
            }

            """)
    }

    /// The lines of a text report that report a finding in `path`.
    private func reportedLines(_ output: String, in path: String) -> [Substring] {
        output.split(separator: "\n").filter { $0.hasPrefix(path + ":") }
    }

    func testAFileNamedAloneKnowsTheScreensOfItsSiblings() {
        let chat = writeChatWorkspace(in: "ws")
        // Without a screenkit.json the project is the file's folder alone, not its subfolders.
        write("ws/drafts/profile.screen", "screen Profile {\n    Label \"Alice Chen\"\n}\n")
        let result = run(["check", chat])
        // Profile is declared nowhere: that one is still reported; Inbox, in the sibling, is known.
        XCTAssertTrue(result.output.contains("unknown-screen"), result.output)
        XCTAssertTrue(result.output.contains("Profile"), result.output)
        XCTAssertFalse(result.output.contains("No screen named Inbox"), result.output)
        XCTAssertFalse(result.output.contains("back-button-on-root"), "Chat is pushed by Inbox in the sibling:\n\(result.output)")
        // The sibling is read for facts, not reported.
        XCTAssertEqual(reportedLines(result.output, in: folder + "/ws/inbox.screen"), [], result.output)
        XCTAssertFalse(reportedLines(result.output, in: chat).isEmpty, result.output)
        XCTAssertFalse(result.output.contains("button-title-case"), result.output)
        XCTAssertEqual(result.error, "")
    }

    func testTheProjectIsTheNearestFolderUpwardWithAScreenkitJSON() {
        write("app/screenkit.json", "{}\n")
        write("app/settings/profile.screen", """
            screen Profile {
                NavigationBar { title: "Profile" BackButton "Photos" }
                Label "Alice Chen"
            }

            """)
        let chat = writeChatWorkspace(in: "app/chat")
        let result = run(["check", chat])
        XCTAssertEqual(result.code, 0, "no finding is an error\n\(result.output)")
        XCTAssertFalse(result.output.contains("unknown-screen"), "Profile is declared in another folder of the project:\n\(result.output)")
        XCTAssertEqual(reportedLines(result.output, in: folder + "/app/settings/profile.screen"), [], "only the file named is reported:\n\(result.output)")
        // Without the settings file the project is the file's folder, where Profile is unknown.
        XCTAssertNoThrow(try FileManager.default.removeItem(atPath: folder + "/app/screenkit.json"))
        let alone = run(["check", chat])
        XCTAssertEqual(alone.code, 1, alone.output)
        XCTAssertTrue(alone.output.contains("unknown-screen"), alone.output)
    }

    func testAFolderNamedInsideAProjectReadsTheRestForFacts() {
        write("app/screenkit.json", "{}\n")
        write("app/settings/profile.screen", "screen Profile {\n    NavigationBar { title: \"Profile\" BackButton \"Photos\" }\n}\n")
        _ = writeChatWorkspace(in: "app/chat")
        let result = run(["check", folder + "/app/chat"])
        XCTAssertFalse(result.output.contains("unknown-screen"), result.output)
        XCTAssertTrue(result.output.contains("button-title-case"), "the files of the folder named are reported:\n\(result.output)")
        XCTAssertEqual(reportedLines(result.output, in: folder + "/app/settings/profile.screen"), [], result.output)
        XCTAssertFalse(reportedLines(result.output, in: folder + "/app/chat/inbox.screen").isEmpty, result.output)
    }

    func testTheProjectsSettingsApplyToAFileNamedInIt() {
        write("app/screenkit.json", #"{ "rules": { "button-title-case": "off" } }"#)
        write("app/inbox.screen", "screen Inbox {\n    Button \"send now\"\n}\n")
        let result = run(["check", folder + "/app/inbox.screen"])
        XCTAssertFalse(result.output.contains("button-title-case"), result.output)
        XCTAssertNoThrow(try FileManager.default.removeItem(atPath: folder + "/app/screenkit.json"))
        XCTAssertTrue(run(["check", folder + "/app/inbox.screen"]).output.contains("button-title-case"))
    }

    func testFixWritesOnlyTheFilesNamed() {
        let chat = writeChatWorkspace(in: "ws")
        write("ws/chat.screen", read("ws/chat.screen") + "screen Extra {\n    Button \"tap here\"\n}\n")
        let sibling = read("ws/inbox.screen")
        let result = run(["check", chat, "--fix", "--unsafe-fixes"])
        XCTAssertTrue(read("ws/chat.screen").contains("\"Tap Here\""), result.output + result.error)
        XCTAssertEqual(read("ws/inbox.screen"), sibling, "a file read for facts is never written")
    }

    func testAFileNamedTwiceOrFoundAgainInItsProjectIsReportedOnce() {
        let chat = writeChatWorkspace(in: "ws")
        let result = run(["check", chat, folder + "/ws/./chat.screen", "--format", "json"])
        let findings = result.output.components(separatedBy: "\"unknown-screen\"").count - 1
        XCTAssertEqual(findings, 1, result.output)
        XCTAssertFalse(result.output.contains("duplicate-screen"), "the file is read once:\n\(result.output)")
    }

    func testPreviewOfOneFileKnowsItsSiblings() {
        let chat = writeChatWorkspace(in: "ws")
        let result = run(["preview", chat, "--format", "html"])
        XCTAssertEqual(result.code, 1, "Profile is declared nowhere: an error\n\(result.error)")
        XCTAssertTrue(result.output.contains("No screen named Profile"), "the storyboard shows the findings' messages")
        XCTAssertFalse(result.output.contains("No screen pushes Chat"), "the sibling's links are known")
        XCTAssertFalse(result.output.contains("No screen named Inbox"), "the sibling's screens are known")
    }
}
