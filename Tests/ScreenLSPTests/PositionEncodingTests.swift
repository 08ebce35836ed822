import JSONRPC
import ScreenFileSystem
import ScreenSyntax
import ScreenTestSupport
import XCTest

/// Negotiation of `positionEncoding`, and diagnostic ranges that are exact in each encoding
/// when Chinese text and emoji stand before the error.
final class PositionEncodingTests: XCTestCase {
    private func negotiated(_ offered: JSONValue?) throws -> JSONValue? {
        let client = TestClient()
        let capabilities: JSONValue = offered.map { ["general": ["positionEncodings": $0]] } ?? [:]
        return try client.initialize(capabilities: capabilities)["capabilities"]?["positionEncoding"]
    }

    func testNegotiation() throws {
        XCTAssertEqual(try negotiated(nil), "utf-16", "nothing said: UTF-16")
        XCTAssertEqual(try negotiated([]), "utf-16")
        XCTAssertEqual(try negotiated(["utf-16"]), "utf-16")
        XCTAssertEqual(try negotiated(["utf-16", "utf-8"]), "utf-8", "UTF-8 wins wherever it is in the list")
        XCTAssertEqual(try negotiated(["utf-32", "utf-16"]), "utf-32")
        XCTAssertEqual(try negotiated(["utf-16", "utf-32", "utf-8"]), "utf-8")
        XCTAssertEqual(try negotiated(["latin-1", "ebcdic"]), "utf-16", "unknown encodings: UTF-16")
    }

    /// Opens `text` in a client using `encoding` and returns the syntax errors published.
    private func diagnostics(of text: String, encoding: PositionEncoding, locale: String? = nil) throws -> [DiagnosticSummary] {
        let client = TestClient()
        var extra: JSONObject = [:]
        if let locale { extra["locale"] = .string(locale) }
        try client.initialize(capabilities: ["general": ["positionEncodings": [.string(encoding.rawValue)]]], extra)
        client.open("file:///tmp/%E4%B8%AD%20file.screen", text)
        return DiagnosticSummary.syntaxErrors(try client.publishedDiagnostics("file:///tmp/%E4%B8%AD%20file.screen", version: 1)["diagnostics"])
    }

    func testRangesAfterChineseAndEmojiAreExactInEveryEncoding() throws {
        // 18 ASCII bytes, then 前 (3 bytes, 1 UTF-16 unit) and 😀 (4 bytes, 2 units), then \q.
        let text = "screen A { Label \"前😀\\q\" }"
        let message = "Unknown escape '\\q'; use \\\", \\\\, \\n, \\t or \\u{…}."
        let expected: [(PositionEncoding, Int)] = [(.utf8, 25), (.utf16, 21), (.utf32, 20)]
        for (encoding, start) in expected {
            XCTAssertEqual(try diagnostics(of: text, encoding: encoding), [
                DiagnosticSummary(start: LinePosition(line: 0, character: start), end: LinePosition(line: 0, character: start + 2), message: message),
            ], encoding.rawValue)
        }
    }

    func testMarkedRangesOverSeveralLinesInEveryEncoding() throws {
        let marked = MarkedSource("""
            // 收件匣 📬 with 👨‍👩‍👧 and 🇹🇼
            screen Inbox {
                Label "週五午餐？😀" { size: 1️⃣12px2️⃣ }
                NavigationBar { title: "郵件 ✉️" tint: 3️⃣#12344️⃣ }
                5️⃣@@6️⃣ Label "尾"
            }
            """)
        for encoding in PositionEncoding.allCases {
            let published = try diagnostics(of: marked.text, encoding: encoding)
            let ranges = [("1️⃣", "2️⃣"), ("3️⃣", "4️⃣"), ("5️⃣", "6️⃣")].map { marked.positions($0.0, $0.1, in: encoding) }
            XCTAssertEqual(published.map(\.start), ranges.map(\.start), encoding.rawValue)
            XCTAssertEqual(published.map(\.end), ranges.map(\.end), encoding.rawValue)
            XCTAssertEqual(published, DiagnosticSummary.expected(for: marked.text, in: encoding), encoding.rawValue)
        }
        // The emoji line in UTF-16 really counts surrogate pairs: 😀 is two units.
        XCTAssertEqual(marked.position("1️⃣", in: .utf16).character - marked.position("1️⃣", in: .utf32).character, 1)
    }

    func testMessagesFollowTheClientLocale() throws {
        let text = "screen A { Label \"open\n}"
        XCTAssertEqual(try diagnostics(of: text, encoding: .utf16, locale: "zh-CN").first?.message, "字符串缺少结尾的引号；请在同一行用 \" 结束它。")
        XCTAssertEqual(try diagnostics(of: text, encoding: .utf16, locale: "zh-TW").first?.message, "字串缺少結尾的引號；請在同一行用 \" 結束它。")
        XCTAssertEqual(try diagnostics(of: text, encoding: .utf16, locale: "fr").first?.message, "This string has no closing quote; end it with \" on the same line.")
        // initializationOptions.locale overrides the editor's UI locale.
        let client = TestClient()
        try client.initialize(capabilities: [:], ["locale": "en-US", "initializationOptions": ["locale": "zh-Hant"]])
        client.open("untitled:1", text)
        XCTAssertEqual(DiagnosticSummary.syntaxErrors(try client.publishedDiagnostics("untitled:1")["diagnostics"]).first?.message, "字串缺少結尾的引號；請在同一行用 \" 結束它。")
    }

    func testPublishedDiagnosticCarriesCodeSourceAndLink() throws {
        let client = TestClient()
        try client.initialize()
        client.open("untitled:1", "screen A { @@ }")
        let diagnostic = try XCTUnwrap(client.publishedDiagnostics("untitled:1")["diagnostics"]?[0])
        XCTAssertEqual(diagnostic["severity"], 1)
        XCTAssertEqual(diagnostic["code"], "syntax-error")
        XCTAssertEqual(diagnostic["source"], "screenkit")
        // The link points at the rules page found beside the executable; without one, none.
        if let link = DocumentationLocation.link(for: "syntax-error") {
            XCTAssertEqual(diagnostic["codeDescription"], ["href": .string(link)])
            XCTAssertTrue(link.hasPrefix("file:///") && link.hasSuffix("/rules.md#syntax-error"), link)
        } else {
            XCTAssertNil(diagnostic["codeDescription"])
        }
    }
}
