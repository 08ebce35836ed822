import JSONRPC
import ScreenSyntax
import ScreenTestSupport
import XCTest

/// `textDocument/completion`: items by context, each a text edit over the word being typed;
/// snippets, Markdown and deprecation as the client supports them.
final class CompletionTests: XCTestCase {
    private let uri = "file:///tmp/c.screen"
    private let snippets: JSONValue = ["completion": ["completionItem": ["snippetSupport": true, "tagSupport": ["valueSet": [1]], "documentationFormat": ["markdown", "plaintext"]]]]

    private func items(_ list: JSONValue) -> [JSONValue] {
        list["items"]?.arrayValue ?? []
    }

    private func item(_ label: String, in list: JSONValue, file: StaticString = #filePath, line: UInt = #line) throws -> JSONValue {
        try XCTUnwrap(items(list).first { $0["label"]?.stringValue == label }, "no \(label) in \(items(list).map { $0["label"] })", file: file, line: line)
    }

    func testElementsAndPropertiesWithSnippetsInEveryEncoding() throws {
        let source = MarkedSource("// 😀 週五\nscreen A {\n    /* 📬 收件 */ TabBar {\n        translucent: false\n        /* 👨‍👩‍👧 */ 1️⃣\n    }\n}")
        for encoding in PositionEncoding.allCases {
            let client = try TestClient.started(encoding, textDocument: snippets)
            try client.openAndWait(uri, source.text)
            let list = try client.result("textDocument/completion", uri, at: source.lspPosition("1️⃣", in: encoding))
            XCTAssertEqual(list["isIncomplete"], false)
            XCTAssertEqual(items(list).filter { $0["kind"] == 10 }.map { $0["label"] }, ["tint", "barTint", "width", "height", "hidden"])
            XCTAssertEqual(items(list).filter { $0["kind"] == 7 }.map { $0["label"] }, ["Tab"])
            let tab = try item("Tab", in: list)
            XCTAssertEqual(tab["textEdit"], ["range": source.lspRange("1️⃣", "1️⃣", in: encoding), "newText": "Tab \"${1:Tab}\" {\n\t$0\n}"], encoding.rawValue)
            XCTAssertEqual(tab["insertTextFormat"], 2)
            XCTAssertEqual(tab["documentation"]?["kind"], "markdown")
            XCTAssertTrue(tab["documentation"]?["value"]?.stringValue?.hasPrefix("## Tab") == true)
            XCTAssertEqual(try item("tint", in: list)["textEdit"]?["newText"], "tint: $1")
        }
    }

    func testPlainTextWithoutSnippetSupport() throws {
        let source = MarkedSource("screen A {\n    TabBar {\n        1️⃣\n    }\n}")
        let client = try TestClient.started(.utf16)
        try client.openAndWait(uri, source.text)
        let list = try client.result("textDocument/completion", uri, at: source.lspPosition("1️⃣", in: .utf16))
        let tab = try item("Tab", in: list)
        XCTAssertEqual(tab["textEdit"]?["newText"], "Tab")
        XCTAssertEqual(tab["insertTextFormat"], 1)
        XCTAssertEqual(try item("hidden", in: list)["textEdit"]?["newText"], "hidden: ")
        XCTAssertFalse(items(list).contains { $0["insertTextFormat"] == 2 })
    }

    func testAPartlyTypedWordIsReplacedInEveryEncoding() throws {
        let source = MarkedSource("screen A {\n    /* 😀 週五 */ 1️⃣Navi2️⃣\n}")
        for encoding in PositionEncoding.allCases {
            let client = try TestClient.started(encoding, textDocument: snippets)
            try client.openAndWait(uri, source.text)
            let list = try client.result("textDocument/completion", uri, at: source.lspPosition("2️⃣", in: encoding))
            let navigationBar = try item("NavigationBar", in: list)
            XCTAssertEqual(navigationBar["textEdit"]?["range"], source.lspRange("1️⃣", "2️⃣", in: encoding), encoding.rawValue)
            XCTAssertEqual(navigationBar["kind"], 7)
        }
    }

    func testValuesAndScreenNames() throws {
        let source = MarkedSource("screen A {\n    StatusBar { style: 1️⃣ }\n    Button \"Go\" { pushes: 2️⃣Se3️⃣ }\n}\nscreen Settings { }")
        let client = try TestClient.started(.utf16, textDocument: snippets)
        try client.openAndWait(uri, source.text)
        let styles = try client.result("textDocument/completion", uri, at: source.lspPosition("1️⃣", in: .utf16))
        XCTAssertEqual(items(styles).map { $0["label"] }, ["default", "darkContent", "lightContent"])
        XCTAssertEqual(items(styles).map { $0["kind"] }, [20, 20, 20])
        XCTAssertEqual(try item("default", in: styles)["detail"], "This is the default.")
        let screens = try client.result("textDocument/completion", uri, at: source.lspPosition("3️⃣", in: .utf16))
        XCTAssertEqual(items(screens).map { $0["label"] }, ["A", "Settings"])
        XCTAssertEqual(try item("Settings", in: screens)["textEdit"], ["range": source.lspRange("2️⃣", "3️⃣", in: .utf16), "newText": "Settings"])
        XCTAssertEqual(try item("Settings", in: screens)["kind"], 18)
    }

    func testDeprecatedItemsAreMarkedAsTheClientSupports() throws {
        let source = MarkedSource("screen A {\n    Round1️⃣\n}")
        let capabilities: [(JSONValue, JSONValue?, JSONValue?)] = [
            (snippets, [1], nil),
            (["completion": ["completionItem": ["deprecatedSupport": true]]], nil, true),
            ([:], nil, nil),
        ]
        for (textDocument, tags, deprecated) in capabilities {
            let client = try TestClient.started(.utf16, textDocument: textDocument)
            try client.openAndWait(uri, source.text)
            let list = try client.result("textDocument/completion", uri, at: source.lspPosition("1️⃣", in: .utf16))
            let button = try item("RoundedRectButton", in: list)
            XCTAssertEqual(button["tags"], tags, "\(textDocument)")
            XCTAssertEqual(button["deprecated"], deprecated, "\(textDocument)")
            XCTAssertNil(try item("Label", in: list)["tags"])
        }
    }

    func testDocumentationInTheClientLanguageAndFormat() throws {
        let source = MarkedSource("screen A {\n    1️⃣\n}")
        let client = try TestClient.started(.utf16, textDocument: ["completion": ["completionItem": ["documentationFormat": ["plaintext"]]]], ["locale": "zh-Hant"])
        try client.openAndWait(uri, source.text)
        let list = try client.result("textDocument/completion", uri, at: source.lspPosition("1️⃣", in: .utf16))
        let tabBar = try item("TabBar", in: list)
        XCTAssertEqual(tabBar["documentation"]?["kind"], "plaintext")
        XCTAssertTrue(tabBar["documentation"]?["value"]?.stringValue?.contains("標籤欄") == true)
    }

    func testNothingInCommentsAndUnknownDocuments() throws {
        let source = MarkedSource("// a 1️⃣comment\nscreen A { Label \"te2️⃣xt\" }")
        let client = try TestClient.started(.utf16)
        try client.openAndWait(uri, source.text)
        XCTAssertEqual(try client.result("textDocument/completion", uri, at: source.lspPosition("1️⃣", in: .utf16)), .null)
        XCTAssertEqual(try client.result("textDocument/completion", uri, at: source.lspPosition("2️⃣", in: .utf16)), .null)
        XCTAssertEqual(try client.result("textDocument/completion", "untitled:none", at: ["line": 0, "character": 0]), .null)
    }
}
