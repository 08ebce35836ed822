import JSONRPC
import ScreenSyntax
import ScreenTestSupport
import XCTest

/// `textDocument/hover`: Markdown from the latest analysis, in the client's language, with a
/// range exact in every encoding behind Chinese text and emoji.
final class HoverTests: XCTestCase {
    private let uri = "file:///tmp/%E6%94%B6%E4%BB%B6.screen"
    private let markdown: JSONValue = ["hover": ["contentFormat": ["markdown", "plaintext"]]]
    private let source = MarkedSource("""
        // 收件匣 📬 with 👨‍👩‍👧
        screen 1️⃣In2️⃣box3️⃣ {
            NavigationBar { title: "收件匣 😀" }
            /* 😀 週五 */ 4️⃣Tab5️⃣Bar6️⃣ { Tab "📬" { 7️⃣bad8️⃣ge9️⃣: 3 } }
            Label "Tab🔟Bar"
        }
        """)

    func testHoverOnScreenElementAndPropertyInEveryEncoding() throws {
        for encoding in PositionEncoding.allCases {
            let client = try TestClient.started(encoding, textDocument: markdown)
            try client.openAndWait(uri, source.text)
            let cases: [(at: String, range: (String, String), text: String)] = [
                ("2️⃣", ("1️⃣", "3️⃣"), "A root screen"),
                ("5️⃣", ("4️⃣", "6️⃣"), "A tab bar appears at the bottom of the screen, 49 pt high"),
                ("8️⃣", ("7️⃣", "9️⃣"), "Type: `string or int`"),
            ]
            for (at, range, text) in cases {
                let hover = try client.result("textDocument/hover", uri, at: source.lspPosition(at, in: encoding))
                XCTAssertEqual(hover["range"], source.lspRange(range.0, range.1, in: encoding), "\(encoding.rawValue) \(at)")
                XCTAssertEqual(hover["contents"]?["kind"], "markdown")
                XCTAssertTrue(hover["contents"]?["value"]?.stringValue?.contains(text) == true, "\(encoding.rawValue) \(at): \(hover)")
            }
        }
    }

    func testHoverFollowsTheClientLanguage() throws {
        for (locale, text) in [("zh-TW", "標籤列出現在螢幕的底部"), ("zh-CN", "标签栏出现在屏幕的底部"), ("en-GB", "A tab bar appears")] {
            let client = try TestClient.started(.utf16, ["locale": .string(locale)])
            try client.openAndWait(uri, source.text)
            let hover = try client.result("textDocument/hover", uri, at: source.lspPosition("5️⃣", in: .utf16))
            XCTAssertTrue(hover["contents"]?["value"]?.stringValue?.contains(text) == true, "\(locale): \(hover)")
        }
    }

    func testNoHoverInStringsOrUnknownDocuments() throws {
        let client = try TestClient.started(.utf16)
        try client.openAndWait(uri, source.text)
        XCTAssertEqual(try client.result("textDocument/hover", uri, at: source.lspPosition("🔟", in: .utf16)), .null)
        XCTAssertEqual(try client.result("textDocument/hover", "untitled:none", at: ["line": 0, "character": 0]), .null)
        // Positions beyond the text are clamped, not an error.
        XCTAssertEqual(try client.result("textDocument/hover", uri, at: ["line": 999, "character": 999]), .null)
        XCTAssertEqual(try client.errorCode("textDocument/hover", ["textDocument": ["uri": .string(uri)]]), ResponseError.invalidParams)
    }

    func testHoverSeesTheLatestEdit() throws {
        let client = try TestClient.started(.utf16)
        try client.openAndWait(uri, source.text)
        var document = LocalDocument(source.text, encoding: .utf16)
        client.change(uri, version: 2, [document.replace("TabBar", with: "Toolbar")])
        let hover = try client.result("textDocument/hover", uri, at: source.lspPosition("5️⃣", in: .utf16))
        XCTAssertTrue(hover["contents"]?["value"]?.stringValue?.hasPrefix("## Toolbar") == true, "\(hover)")
    }

    func testPlainTextForClientsWithoutMarkdown() throws {
        for textDocument: JSONValue in [["hover": ["contentFormat": ["plaintext"]]], [:]] {
            let client = try TestClient.started(.utf16, textDocument: textDocument)
            try client.openAndWait(uri, source.text)
            let hover = try client.result("textDocument/hover", uri, at: source.lspPosition("5️⃣", in: .utf16))
            XCTAssertEqual(hover["contents"]?["kind"], "plaintext", "\(textDocument)")
        }
    }
}
