import XCTest
import ScreenSupport
@testable import ScreenKitCLI

/// `screenkit rename` on files on disk: what it writes, what it leaves, what it prints.
final class RenameCommandTests: XCTestCase {
    private var folder = ""

    override func setUpWithError() throws {
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("screenkit-rename-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: folder + "/細節", withIntermediateDirectories: true)
    }

    override func tearDownWithError() throws {
        try? FileManager.default.removeItem(atPath: folder)
    }

    private let inbox = "// Inbox: 收件匣 😀\nscreen Inbox {\n    Label \"Inbox 😀\"\n    TabBar { Tab \"郵件\" { screen: Inbox } }\n    /* pushes: Inbox */\n}\n"
    private let detail = "screen Detail {\r\n    Button \"返回\" { pushes: Inbox }\r\n}"

    @discardableResult
    private func write(_ name: String, _ text: String) -> String {
        let path = folder + "/" + name
        _ = FileManager.default.createFile(atPath: path, contents: Data(text.utf8))
        return path
    }

    private func read(_ name: String) -> String {
        String(decoding: FileManager.default.contents(atPath: folder + "/" + name) ?? Data(), as: UTF8.self)
    }

    private func run(_ arguments: [String], environment: [String: String] = [:]) -> (code: Int32, output: String, error: String) {
        var output = ""
        var error = ""
        let io = CommandIO(writeOutput: { output += $0 }, writeError: { error += $0 }, environment: environment)
        return (ScreenKitCommand.run(arguments, io: io), output, error)
    }

    func testRenameWritesEveryUseAndKeepsModeLinksLineEndingsAndComments() throws {
        write("inbox.screen", inbox)
        let target = write("細節/detail.screen", detail)
        try FileManager.default.setAttributes([.posixPermissions: 0o640], ofItemAtPath: target)
        try FileManager.default.createSymbolicLink(atPath: folder + "/detail-link.screen", withDestinationPath: "細節/detail.screen")
        let result = run(["rename", "Inbox", "Mailbox", folder])
        XCTAssertEqual(result.code, 0, result.error)
        XCTAssertEqual(result.output, "\(folder)/detail-link.screen: 1 place\n\(folder)/inbox.screen: 2 places\nRenamed Inbox to Mailbox: 3 places in 2 files.\n")
        XCTAssertEqual(read("inbox.screen"), inbox.replacingOccurrences(of: "screen Inbox", with: "screen Mailbox").replacingOccurrences(of: "screen: Inbox", with: "screen: Mailbox"))
        XCTAssertEqual(read("細節/detail.screen"), detail.replacingOccurrences(of: "pushes: Inbox", with: "pushes: Mailbox"))
        XCTAssertEqual(try FileManager.default.destinationOfSymbolicLink(atPath: folder + "/detail-link.screen"), "細節/detail.screen")
        XCTAssertEqual(try FileManager.default.attributesOfItem(atPath: target)[.posixPermissions] as? Int, 0o640)
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: folder + "/細節"), ["detail.screen"], "no temporary file is left")
    }

    func testDryRunPrintsADiffAndWritesNothing() {
        write("inbox.screen", inbox)
        let result = run(["rename", "Inbox", "Mailbox", "--dry-run", folder + "/inbox.screen"])
        XCTAssertEqual(result.code, 0)
        XCTAssertEqual(result.output, """
            --- \(folder)/inbox.screen
            +++ \(folder)/inbox.screen
            @@ -1,6 +1,6 @@
             // Inbox: 收件匣 😀
            -screen Inbox {
            +screen Mailbox {
                 Label "Inbox 😀"
            -    TabBar { Tab "郵件" { screen: Inbox } }
            +    TabBar { Tab "郵件" { screen: Mailbox } }
                 /* pushes: Inbox */
             }

            """)
        XCTAssertEqual(read("inbox.screen"), inbox)
    }

    func testRefusalsChangeNothing() {
        write("inbox.screen", inbox)
        write("細節/detail.screen", detail)
        let taken = run(["rename", "Inbox", "Detail", folder])
        XCTAssertEqual(taken.code, 1)
        XCTAssertEqual(taken.error, "screenkit rename: A screen named Detail already exists in the workspace; two screens cannot share a name.\n")
        let chinese = run(["rename", "Nope", "Other", folder], environment: ["LANG": "zh_CN.UTF-8"])
        XCTAssertEqual(chinese.code, 1)
        XCTAssertEqual(chinese.error, "screenkit rename: 工作区中没有名为 Nope 的页面，无从重命名；请先声明它。\n")
        XCTAssertEqual(run(["rename", "Inbox", "true", folder]).code, 1)
        XCTAssertEqual(run(["rename", "Inbox", "收件匣", folder]).code, 1)
        // A path that cannot be read might hold a use: nothing is renamed.
        let missing = run(["rename", "Inbox", "Mailbox", folder, folder + "/nope"])
        XCTAssertEqual(missing.code, 2)
        XCTAssertTrue(missing.error.contains("nothing renamed"), missing.error)
        XCTAssertEqual(run(["rename", "Inbox"]).code, 2)
        XCTAssertEqual(read("inbox.screen"), inbox)
        XCTAssertEqual(read("細節/detail.screen"), detail)
    }
}
