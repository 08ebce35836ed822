import XCTest
import Glibc
@testable import ScreenKitCLI
import ScreenSupport

/// `screenkit format` as a user and an editor run it.
final class FormatCommandTests: XCTestCase {
    private var folder = ""
    private let messy = "screen A{\n  title:\"收件匣 📬\"\n}"
    private let tidy = "screen A {\n    title: \"收件匣 📬\"\n}\n"

    override func setUpWithError() throws {
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("screenkit-format-\(UUID().uuidString)").path
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

    private func run(_ arguments: [String], input: [UInt8]? = nil) -> (code: Int32, output: String, error: String) {
        var output = ""
        var error = ""
        let io = CommandIO(writeOutput: { output += $0 }, writeError: { error += $0 }, environment: [:], readInput: { input })
        let code = ScreenKitCommand.run(["format"] + arguments, io: io)
        return (code, output, error)
    }

    func testFormatsFilesInPlaceAndKeepsTheirMode() {
        let path = write("a.screen", messy)
        chmod(path, 0o640)
        let clean = write("b.screen", tidy)
        let result = run([folder])
        XCTAssertEqual(result.code, 0, result.error)
        XCTAssertEqual(read(path), tidy)
        XCTAssertEqual(read(clean), tidy)
        XCTAssertEqual(result.error, "1 file reformatted, 1 file already formatted.\n")
        var info = stat()
        stat(path, &info)
        XCTAssertEqual(info.st_mode & 0o777, 0o640)
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: folder).sorted(), ["a.screen", "b.screen"])
    }

    func testCheckListsTheFilesThatWouldChangeAndWritesNothing() {
        let path = write("a.screen", messy)
        _ = write("b.screen", tidy)
        let result = run(["--check", folder])
        XCTAssertEqual(result.code, 1)
        XCTAssertEqual(result.output, "Would reformat \(path)\n")
        XCTAssertEqual(read(path), messy)
        XCTAssertEqual(run(["--check", folder + "/b.screen"]).code, 0)
    }

    func testDiffPrintsAUnifiedDiff() {
        let path = write("a.screen", messy)
        let result = run(["--diff", path])
        XCTAssertEqual(result.code, 1)
        XCTAssertEqual(result.output, """
            --- \(path)
            +++ \(path)
            @@ -1,3 +1,3 @@
            -screen A{
            -  title:"收件匣 📬"
            -}
            \\ No newline at end of file
            +screen A {
            +    title: "收件匣 📬"
            +}

            """)
        XCTAssertEqual(read(path), messy)
    }

    func testStandardInputToStandardOutput() {
        let result = run(["-"], input: Array(messy.utf8))
        XCTAssertEqual(result.code, 0)
        XCTAssertEqual(result.output, tidy)
        // A text with syntax errors comes back whole, and the errors are named.
        let broken = "screen A {\n  title: \n"
        let refused = run(["-"], input: Array(broken.utf8))
        XCTAssertEqual(refused.code, 1)
        XCTAssertEqual(refused.output, broken)
        XCTAssertTrue(refused.error.contains("-:2:9: error: Expected a value after"), refused.error)
    }

    func testAFileWithSyntaxErrorsIsReportedAndLeftAlone() {
        let broken = write("broken.screen", "screen A {\n  Label \"x\" { font: }\n}\n")
        let good = write("good.screen", messy)
        let result = run([folder])
        XCTAssertEqual(result.code, 1)
        XCTAssertEqual(read(broken), "screen A {\n  Label \"x\" { font: }\n}\n")
        XCTAssertEqual(read(good), tidy)
        XCTAssertTrue(result.error.contains("\(broken) has syntax errors; not formatted"), result.error)
    }

    func testASymbolicLinkIsKeptAndItsTargetFormattedOnce() throws {
        let target = write("t.screen", messy)
        XCTAssertEqual(symlink("t.screen", folder + "/l.screen"), 0)
        let result = run([folder + "/l.screen", folder])
        XCTAssertEqual(result.code, 0, result.error)
        XCTAssertEqual(result.error, "1 file reformatted, 0 files already formatted.\n")
        XCTAssertEqual(read(target), tidy)
        XCTAssertEqual(try FileManager.default.destinationOfSymbolicLink(atPath: folder + "/l.screen"), "t.screen")
    }

    func testIOAndUsageErrorsExitTwoNamingTheFile() {
        let missing = run([folder + "/missing.screen"])
        XCTAssertEqual(missing.code, 2)
        XCTAssertTrue(missing.error.contains("\(folder)/missing.screen: no such file or folder"), missing.error)
        let readOnly = write("r.screen", messy)
        chmod(readOnly, 0o444)
        let refused = run([readOnly])
        XCTAssertEqual(refused.code, 2)
        XCTAssertTrue(refused.error.contains("\(readOnly): the file's mode does not allow writing it"), refused.error)
        XCTAssertEqual(read(readOnly), messy)
        XCTAssertEqual(run(["--tabs"]).code, 2)
        XCTAssertEqual(run(["-", folder]).code, 2)
    }

    func testMessagesFollowTheLocale() {
        let path = write("a.screen", messy)
        _ = write("screenkit.json", #"{"locale": "zh-Hant"}"#)
        let result = run(["--check", folder])
        XCTAssertEqual(result.output, "將重新格式化 \(path)\n")
        XCTAssertEqual(result.error, "1 個檔案將重新格式化，0 個檔案已是格式化好的。\n")
    }

    func testTheStyleComesFromScreenkitJSON() {
        _ = write("screenkit.json", #"{"format": {"indentWidth": 2}}"#)
        let path = write("a.screen", messy)
        XCTAssertEqual(run([folder]).code, 0)
        XCTAssertEqual(read(path), "screen A {\n  title: \"收件匣 📬\"\n}\n")
    }
}
