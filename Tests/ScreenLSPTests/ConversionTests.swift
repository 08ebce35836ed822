import JSONRPC
import ScreenFileSystem
import ScreenJSON
import ScreenRules
import ScreenSyntax
import XCTest
@testable import ScreenLSP

/// IDE diagnostics to LSP ones, protocol types from JSON, and the helpers the server uses.
final class ConversionTests: XCTestCase {
    private let message = LocalizedText(en: "Tab bars hold 2 to 5 tabs.", zhHans: "标签栏应有 2 到 5 个标签。", zhHant: "標籤列應有 2 到 5 個標籤。")

    func testSeverityTagsRelatedInformationAndLanguage() {
        let text = Array("screen 主 { TabBar { } }\nscreen B { }".utf8)
        let other = Array("// 😀\nscreen C { }".utf8)
        let related = RelatedLocation(file: "file:///w/c.screen", range: 8..<14, message: message)
        let lost = RelatedLocation(file: "file:///w/unknown.screen", range: 0..<1, message: message)
        let diagnostic = Diagnostic(ruleID: "tab-bar-count", severity: .warning, range: 13..<19, message: message, tags: [.deprecated, .unnecessary], related: [related, lost])
        let converted = ToProtocol(encoding: .utf16, language: .traditionalChinese).diagnostic(
            diagnostic, in: LineIndex(text),
            linesOf: { $0 == "file:///w/c.screen" ? LineIndex(other) : nil }, uriOf: { $0 + "?client" })
        var expected: JSONObject = [
            "range": ["start": ["line": 0, "character": 11], "end": ["line": 0, "character": 17]],
            "severity": 2,
            "code": "tab-bar-count",
            "source": "screenkit",
            "message": "標籤列應有 2 到 5 個標籤。",
        ]
        // A link to the rule's section when the rules page is found beside the executable.
        if let link = DocumentationLocation.link(for: "tab-bar-count") {
            expected["codeDescription"] = ["href": .string(link)]
        }
        expected["tags"] = [2, 1]
        expected["relatedInformation"] = [[
            "location": ["uri": "file:///w/c.screen?client", "range": ["start": ["line": 1, "character": 0], "end": ["line": 1, "character": 6]]],
            "message": "標籤列應有 2 到 5 個標籤。",
        ]]
        XCTAssertEqual(converted.json, .object(expected))
        // The list the server publishes is written as bytes straight from the findings: it
        // must read as the same JSON.
        let written = DiagnosticsJSON([diagnostic], of: "file:///a.screen", in: LineIndex(text), convert: ToProtocol(encoding: .utf16, language: .traditionalChinese), reusing: nil,
                                      linesOf: { $0 == "file:///w/c.screen" ? LineIndex(other) : nil }, uriOf: { $0 + "?client" })
        XCTAssertEqual(try JSONValue.parse(written.text.bytes), .array([.object(expected)]))
        XCTAssertEqual([Severity.error, .warning, .information, .hint].map(ToProtocol.severity), [1, 2, 3, 4])
    }

    func testFormattingEditsWrittenAsTextAreTheirJSON() throws {
        let texts = ["", "  ", "\r\n\t", "\"quoted\" \\ back", "\u{01}\u{1F}", "新郵件 😀", "\u{2028}"]
        let edits = texts.enumerated().map { index, text in
            LSPTextEdit(range: LSPRange(start: LSPPosition(line: index, character: 0), end: LSPPosition(line: index * 1_000_003, character: 12)), newText: text)
        }
        for list in [LSPTextEditList(edits: []), LSPTextEditList(edits: edits)] {
            guard case .text(let text) = list.resultJSON else { return XCTFail("formatting edits are written as text") }
            XCTAssertEqual(try JSONValue.parse(text.bytes), .array(list.edits.map(\.json)))
        }
    }

    /// Numbers are written as json-c writes an integer: every length, both signs, the ends.
    func testIntegersWrittenAsBytesAreTheirJSON() {
        var values = [0, 9, 10, 99, 100, 1_000_003, -1, -10, Int.max, Int.min]
        var power = 1
        for _ in 0..<18 {
            values += [power - 1, power, power + 1, -power]
            power *= 10
        }
        for value in values {
            var bytes: [UInt8] = [UInt8(ascii: "[")]
            JSONBytes.integer(value, into: &bytes)
            XCTAssertEqual(String(decoding: bytes.dropFirst(), as: UTF8.self), String(value))
            XCTAssertEqual(String(decoding: JSONValue.integer(Int64(value)).serialized(), as: UTF8.self), String(value))
        }
    }

    /// Strings are written as json-c writes them, whatever stands where in them: escapes at
    /// every place in an eight-byte word and across words, next to Chinese and emoji, and runs
    /// with none. Each reads back as the string, and as json-c's own writing of it.
    func testStringsWrittenAsBytesAreTheirJSON() throws {
        let pieces = ["a", "Ab", "中文", "😀", "\"", "\\", "\n", "\r", "\t", "\u{01}", "\u{08}", "\u{0C}", "\u{1F}", " ", "/", "\u{7F}", "é", "0123456789"]
        var generator = SystemRandomNumberGenerator()
        var texts = ["", "\"", "12345678", "1234567\"", "\"1234567", "12345678\\", String(repeating: "x", count: 64)]
        for _ in 0..<2_000 {
            texts.append((0..<Int.random(in: 0...24, using: &generator)).map { _ in pieces.randomElement(using: &generator)! }.joined())
        }
        for text in texts {
            var bytes: [UInt8] = []
            JSONBytes.string(text, into: &bytes)
            XCTAssertEqual(try JSONValue.parse(bytes), .string(text), text.debugDescription)
            XCTAssertEqual(bytes, JSONValue.string(text).serialized(), text.debugDescription)
        }
    }

    func testReversedRangesAreNormalised() throws {
        let range = try LSPRange(json: ["start": ["line": 3, "character": 1], "end": ["line": 1, "character": 9]], at: "range")
        XCTAssertTrue(range.isReversed)
        XCTAssertEqual(range.normalized, LinePosition(line: 1, character: 9)..<LinePosition(line: 3, character: 1))
    }

    func testHugeAndNegativePositionsAreCutDownBeforeUse() throws {
        let position = try LSPPosition(json: ["line": -5, "character": .integer(Int64.max)], at: "p")
        XCTAssertEqual(position.linePosition.line, -1)
        XCTAssertEqual(position.linePosition.character, Int(Int32.max))
    }

    func testInvalidParamsNameTheMember() {
        func failure(_ json: JSONValue) -> String? {
            do {
                _ = try DidChangeTextDocumentParams(json: json, at: "")
                return nil
            } catch {
                return error.message
            }
        }
        XCTAssertEqual(failure(.null), "params must be an object")
        XCTAssertEqual(failure(["textDocument": ["uri": "u", "version": 1]]), "contentChanges is missing")
        XCTAssertEqual(failure(["textDocument": ["uri": "u", "version": "1"], "contentChanges": []]), "textDocument.version must be an integer")
        XCTAssertEqual(failure(["textDocument": ["uri": "u", "version": 1], "contentChanges": [["text": "x"], ["range": ["start": ["line": 0]], "text": ""]]]),
                       "contentChanges[1].range.start.character is missing")
        XCTAssertEqual(failure(["textDocument": ["uri": "u", "version": 1], "contentChanges": [["text": 5]]]), "contentChanges[0].text must be a string")
    }

    func testEncodingPreference() {
        XCTAssertEqual(PositionEncoding.negotiated(from: []), .utf16)
        XCTAssertEqual(PositionEncoding.negotiated(from: ["utf-32", "utf-8"]), .utf8)
        XCTAssertEqual(PositionEncoding.negotiated(from: ["utf-16", "utf-32"]), .utf32)
    }
}
