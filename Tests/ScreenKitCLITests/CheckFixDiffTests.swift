import ScreenSupport
import XCTest
@testable import ScreenKitCLI

/// `check --fix --diff`: what the fixes would change, as a unified diff; nothing written.
final class CheckFixDiffTests: XCTestCase {
    private var folder = ""

    override func setUpWithError() throws {
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("screenkit-fix-diff-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    }

    override func tearDownWithError() throws {
        try? FileManager.default.removeItem(atPath: folder)
    }

    private func write(_ name: String, _ text: String) -> String {
        let path = folder + "/" + name
        FileManager.default.createFile(atPath: path, contents: Data(text.utf8))
        return path
    }

    private func read(_ path: String) -> String {
        String(decoding: FileManager.default.contents(atPath: path) ?? Data(), as: UTF8.self)
    }

    private func run(_ arguments: [String]) -> (code: Int32, output: String, error: String) {
        var output = ""
        var error = ""
        let code = ScreenKitCommand.run(arguments, io: CommandIO(writeOutput: { output += $0 }, writeError: { error += $0 }, environment: [:]))
        return (code, output, error)
    }

    /// Two passes (a repeat removed, then two titles cased) far apart in the file: one diff
    /// with a hunk for each place, of the text the user wrote.
    func testTheDiffShowsEveryPassAndNothingIsWritten() {
        let text = "screen A {\n  NavigationBar { title: \"A\" title: \"A\" }\n  Label \"one\"\n  Label \"two\"\n  Label \"three\"\n  Label \"four\"\n  Label \"five\"\n  Label \"six\"\n  Label \"seven\"\n  Button \"sign in\" { }\n}\n"
        let path = write("a.screen", text)
        let result = run(["check", path, "--fix", "--diff"])
        XCTAssertEqual(read(path), text)
        XCTAssertEqual(result.output, """
            --- \(path)
            +++ \(path)
            @@ -1,5 +1,5 @@
             screen A {
            -  NavigationBar { title: "A" title: "A" }
            +  NavigationBar { title: "A" }
               Label "one"
               Label "two"
               Label "three"
            @@ -7,5 +7,5 @@
               Label "five"
               Label "six"
               Label "seven"
            -  Button "sign in" { }
            +  Button "Sign In" { }
             }

            """)
        XCTAssertEqual(result.error, "Would fix 2 findings in \(path) (button-title-case, duplicate-property)\n")
        XCTAssertEqual(result.code, 1)
        // The findings are not reported, and the fixes are not applied.
        XCTAssertEqual(run(["check", path, "--fix", "--diff"]).output, result.output)
    }

    /// As Ruff's: 1 when a fix would change a file, 0 when none would, whatever findings are
    /// left (`check` reports those).
    func testTheExitStatusSaysWhetherAFixWouldChangeAFile() {
        let path = write("a.screen", "screen A {\n  Label { font: body font: title }\n  Stac\n}\n")
        let nothingSafe = run(["check", path, "--fix", "--diff"])
        XCTAssertEqual(nothingSafe.code, 0)
        XCTAssertEqual(nothingSafe.output, "")
        XCTAssertEqual(nothingSafe.error, "2 fixes are unsafe (they change what the screen shows); use --unsafe-fixes to apply them.\n")
        XCTAssertEqual(run(["check", path]).code, 1)

        let unsafe = run(["check", path, "--fix", "--unsafe-fixes", "--diff"])
        XCTAssertEqual(unsafe.code, 1)
        XCTAssertTrue(unsafe.output.hasPrefix("--- \(path)\n+++ \(path)\n@@ -1,4 +1,"), unsafe.output)
        XCTAssertTrue(unsafe.output.contains("\n-  Stac\n"), unsafe.output)
        XCTAssertTrue(unsafe.error.hasPrefix("Would fix 2 findings in \(path)"), unsafe.error)
        XCTAssertEqual(read(path), "screen A {\n  Label { font: body font: title }\n  Stac\n}\n")
    }

    func testDiffNeedsFixAndPrintsNoReport() {
        let path = write("a.screen", "screen A { }\n")
        let alone = run(["check", path, "--diff"])
        XCTAssertEqual(alone.code, 2)
        XCTAssertTrue(alone.error.hasPrefix("screenkit check: --diff needs --fix\n"), alone.error)
        let json = run(["check", path, "--fix", "--diff", "--format", "json"])
        XCTAssertEqual(json.code, 2)
        XCTAssertEqual(json.error, "screenkit check: --diff prints a diff, not a report; leave out --format\n")
    }

    /// A CRLF file with a byte-order mark and Chinese text: the diff's lines are the file's,
    /// line endings included.
    func testTheDiffKeepsTheFilesLineEndingsAndMark() {
        let text = "\u{FEFF}screen A {\r\n  NavigationBar { title: \"设置\" title: \"设置\" } // 😀\r\n}\r\n"
        let path = write("a.screen", text)
        let result = run(["check", path, "--fix", "--diff"])
        XCTAssertEqual(result.output, "--- \(path)\n+++ \(path)\n@@ -1,3 +1,3 @@\n \u{FEFF}screen A {\r\n-  NavigationBar { title: \"设置\" title: \"设置\" } // 😀\r\n+  NavigationBar { title: \"设置\" } // 😀\r\n }\r\n")
        XCTAssertEqual(read(path), text)
    }
}
