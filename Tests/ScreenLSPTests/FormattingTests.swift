import JSONRPC
import ScreenSyntax
import ScreenTestSupport
import XCTest
import ScreenLSP

/// `textDocument/formatting`, `rangeFormatting` and `onTypeFormatting` through the server:
/// minimal white-space edits, exact in every encoding behind Chinese text and emoji.
final class FormattingTests: XCTestCase {
    private let uri = "file:///tmp/%E6%94%B6%E4%BB%B6.screen"
    private let messy = """
        // 收件匣 📬 with 👨‍👩‍👧
        screen Inbox{
          NavigationBar {title:"收件匣 😀"}
            /* 😀 週五 */ TabBar { Tab "📬" {badge : 3} }
        Label "Tab Bar"
        }
        """
    private let tidy = """
        // 收件匣 📬 with 👨‍👩‍👧
        screen Inbox {
            NavigationBar { title: "收件匣 😀" }
            /* 😀 週五 */ TabBar { Tab "📬" { badge: 3 } }
            Label "Tab Bar"
        }

        """

    private func params(_ options: JSONValue = ["tabSize": 4, "insertSpaces": true], _ extra: JSONObject = [:]) -> JSONValue {
        var object: JSONObject = ["textDocument": ["uri": .string(uri)], "options": options]
        for (key, value) in extra { object[key] = value }
        return .object(object)
    }

    func testFormattingGivesMinimalEditsInEveryEncoding() throws {
        for encoding in PositionEncoding.allCases {
            let client = try TestClient.started(encoding)
            try client.openAndWait(uri, messy)
            let edits = try XCTUnwrap(client.result("textDocument/formatting", params()).arrayValue)
            XCTAssertEqual(applying(edits, to: messy, in: encoding), tidy, encoding.rawValue)
            // One edit per run of white space that changes, never the whole document.
            XCTAssertEqual(edits.count, 10, encoding.rawValue)
            XCTAssertTrue(edits.allSatisfy { $0["newText"]?.stringValue?.allSatisfy { $0 == " " || $0 == "\n" } == true })
        }
    }

    func testTheEditorsTabSizeAppliesUnlessTheProjectSetsTheStyle() throws {
        let client = try TestClient.started(.utf16)
        try client.openAndWait(uri, "screen A {\ntitle: \"x\"\n}\n")
        let tabs = try XCTUnwrap(client.result("textDocument/formatting", params(["tabSize": 8, "insertSpaces": false])).arrayValue)
        XCTAssertEqual(applying(tabs, to: "screen A {\ntitle: \"x\"\n}\n", in: .utf16), "screen A {\n\ttitle: \"x\"\n}\n")
        // initializationOptions take screenkit.json's shape; a "format" object there wins.
        let project = try TestClient.started(.utf16, ["initializationOptions": ["format": ["indentWidth": 2]]])
        try project.openAndWait(uri, "screen A {\ntitle: \"x\"\n}\n")
        let two = try XCTUnwrap(project.result("textDocument/formatting", params(["tabSize": 8, "insertSpaces": false])).arrayValue)
        XCTAssertEqual(applying(two, to: "screen A {\ntitle: \"x\"\n}\n", in: .utf16), "screen A {\n  title: \"x\"\n}\n")
    }

    func testADocumentWithSyntaxErrorsGetsNoEditsAndALogLine() throws {
        let client = TestClient(options: ScreenLSP.ServerOptions(logLevel: .warning, logsToStandardError: false, pollInterval: 0.1))
        try client.initialize()
        try client.openAndWait(uri, "screen A {\n  title: \n")
        XCTAssertEqual(try client.result("textDocument/formatting", params()), [])
        let log = try client.notification("window/logMessage") { $0["message"]?.stringValue?.contains("not formatting") == true }
        XCTAssertTrue(log["message"]?.stringValue?.contains("2 syntax errors, the first at line 2; fix them first") == true, "\(log)")
        XCTAssertEqual(try client.result("textDocument/formatting", ["textDocument": ["uri": "file:///unknown.screen"], "options": ["tabSize": 4, "insertSpaces": true]]), [])
        XCTAssertEqual(try client.errorCode("textDocument/formatting", ["textDocument": ["uri": .string(uri)]]), ResponseError.invalidParams)
    }

    func testRangeFormattingTouchesOnlyTheMembersInTheRange() throws {
        let source = MarkedSource("""
            screen A {
              Label "一"{font:body}
              Cell "😀" { 1️⃣subtitle:"x"   accessory:none }
              Label "三"{font:body}
            }
            """)
        for encoding in PositionEncoding.allCases {
            let client = try TestClient.started(encoding)
            try client.openAndWait(uri, source.text)
            let range = source.lspRange("1️⃣", "1️⃣", in: encoding)
            let edits = try XCTUnwrap(client.result("textDocument/rangeFormatting", params(extra: ["range": range])).arrayValue)
            XCTAssertEqual(applying(edits, to: source.text, in: encoding), """
                screen A {
                  Label "一"{font:body}
                  Cell "😀" { subtitle: "x"   accessory:none }
                  Label "三"{font:body}
                }
                """, encoding.rawValue)
        }
    }

    private func params(extra: JSONObject) -> JSONValue {
        params(["tabSize": 4, "insertSpaces": true], extra)
    }

    func testOnTypeFormattingReindentsTheLine() throws {
        let source = MarkedSource("screen A {\n    Cell \"😀\" {\n        Label \"x\"\n            }1️⃣\n2️⃣\n}\n")
        let client = try TestClient.started(.utf16)
        try client.openAndWait(uri, source.text)
        let brace = try XCTUnwrap(client.result("textDocument/onTypeFormatting", params(extra: ["position": source.lspPosition("1️⃣", in: .utf16), "ch": "}"])).arrayValue)
        XCTAssertEqual(applying(brace, to: source.text, in: .utf16), "screen A {\n    Cell \"😀\" {\n        Label \"x\"\n    }\n\n}\n")
        let newline = try XCTUnwrap(client.result("textDocument/onTypeFormatting", params(extra: ["position": source.lspPosition("2️⃣", in: .utf16), "ch": "\n"])).arrayValue)
        XCTAssertEqual(applying(newline, to: source.text, in: .utf16), "screen A {\n    Cell \"😀\" {\n        Label \"x\"\n            }\n    \n}\n")
        XCTAssertEqual(try client.result("textDocument/onTypeFormatting", params(extra: ["position": source.lspPosition("2️⃣", in: .utf16), "ch": "x"])), [])
    }

    func testTheCapabilitiesAreAdvertised() throws {
        let client = TestClient()
        let result = try client.initialize()
        let capabilities = result["capabilities"]
        XCTAssertEqual(capabilities?["documentFormattingProvider"], true)
        XCTAssertEqual(capabilities?["documentRangeFormattingProvider"], true)
        XCTAssertEqual(capabilities?["documentOnTypeFormattingProvider"], ["firstTriggerCharacter": "}", "moreTriggerCharacter": ["\n"]])
    }
}
