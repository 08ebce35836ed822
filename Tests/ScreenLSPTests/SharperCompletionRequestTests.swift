import JSONRPC
import ScreenSyntax
import ScreenTestSupport
import XCTest

/// The edge of the workspace-aware completion: sortText in the IDE layer's order, color and
/// rule kinds, the deprecated tag, and ranges over what is half typed.
final class SharperCompletionRequestTests: XCTestCase {
    private let uri = "file:///tmp/sharp.screen"
    private let capabilities: JSONValue = ["completion": ["completionItem": ["snippetSupport": true, "tagSupport": ["valueSet": [1]]]]]

    func testSortTextFollowsTheOrderAndColorsAreColors() throws {
        let source = MarkedSource("screen A {\n    NavigationBar { title: \"😀\" tint: 1️⃣#0A2️⃣ barTint: #FF9500 }\n    Toolbar { Label \"a\" Label \"b\" 3️⃣ }\n}")
        for encoding in PositionEncoding.allCases {
            let client = try TestClient.started(encoding, textDocument: capabilities)
            try client.openAndWait(uri, source.text)
            let colors = try XCTUnwrap(client.result("textDocument/completion", uri, at: source.lspPosition("2️⃣", in: encoding))["items"]?.arrayValue)
            XCTAssertEqual(colors.first?["label"], "#FF9500")
            XCTAssertEqual(colors.first?["kind"], 16)
            XCTAssertEqual(colors.first?["textEdit"], ["range": source.lspRange("1️⃣", "2️⃣", in: encoding), "newText": "#FF9500"], encoding.rawValue)
            let sortTexts = colors.compactMap { $0["sortText"]?.stringValue }
            XCTAssertEqual(sortTexts.count, colors.count)
            XCTAssertEqual(sortTexts, sortTexts.sorted())
            let members = try XCTUnwrap(client.result("textDocument/completion", uri, at: source.lspPosition("3️⃣", in: encoding))["items"]?.arrayValue)
            let byClientOrder = members.sorted { ($0["sortText"]?.stringValue ?? "") < ($1["sortText"]?.stringValue ?? "") }
            XCTAssertEqual(byClientOrder.first { $0["kind"] == 7 }?["label"], "Label", "the most used in a toolbar first")
        }
    }

    func testRuleIDsAndDeprecatedElements() throws {
        let source = MarkedSource("screen A {\n    // screenkit-ignore: 1️⃣\n    RoundedRectButton \"x\"\n    2️⃣\n}")
        let client = try TestClient.started(.utf16, textDocument: capabilities)
        try client.openAndWait(uri, source.text)
        let rules = try XCTUnwrap(client.result("textDocument/completion", uri, at: source.lspPosition("1️⃣", in: .utf16))["items"]?.arrayValue)
        XCTAssertTrue(rules.contains { $0["label"] == "unknown-component" && $0["kind"] == 21 })
        let members = try XCTUnwrap(client.result("textDocument/completion", uri, at: source.lspPosition("2️⃣", in: .utf16))["items"]?.arrayValue)
        XCTAssertEqual(members.first { $0["label"] == "RoundedRectButton" }?["tags"], [1])
        XCTAssertEqual(members.first { $0["label"] == "Button" }?["textEdit"]?["newText"], "Button \"${1:Title}\" {\n\t$0\n}")
    }
}
