import JSONRPC
import ScreenSyntax
import ScreenTestSupport
import XCTest

/// `textDocument/semanticTokens/*`: the tokens decoded and checked one by one in every
/// position encoding, multi-line tokens, ranges, and deltas against full results.
final class SemanticTokensTests: XCTestCase {
    private let uri = "file:///tmp/tokens.screen"

    /// One decoded token: where it starts, its length, type and modifiers by name.
    private struct Decoded: Equatable, CustomStringConvertible {
        var line: Int
        var character: Int
        var length: Int
        var type: String
        var modifiers: [String]
        var description: String { "\(line):\(character)+\(length) \(type) \(modifiers)" }
    }

    private func legend(_ client: TestClient) throws -> (types: [String], modifiers: [String]) {
        let legend = try XCTUnwrap(client.initializeResult?["capabilities"]?["semanticTokensProvider"]?["legend"])
        return (legend["tokenTypes"]?.arrayValue?.compactMap(\.stringValue) ?? [], legend["tokenModifiers"]?.arrayValue?.compactMap(\.stringValue) ?? [])
    }

    private func decode(_ data: [Int], legend: (types: [String], modifiers: [String])) -> [Decoded] {
        var result: [Decoded] = []
        var line = 0
        var character = 0
        for index in stride(from: 0, to: data.count - 4, by: 5) {
            if data[index] > 0 { character = 0 }
            line += data[index]
            character += data[index + 1]
            let bits = data[index + 4]
            let modifiers = legend.modifiers.enumerated().filter { bits & (1 << $0.offset) != 0 }.map(\.element)
            result.append(Decoded(line: line, character: character, length: data[index + 2], type: legend.types[data[index + 3]], modifiers: modifiers))
        }
        return result
    }

    private func data(_ result: JSONValue) -> [Int] {
        result["data"]?.arrayValue?.compactMap(\.intValue) ?? []
    }

    private func full(_ client: TestClient) throws -> JSONValue {
        try client.result("textDocument/semanticTokens/full", ["textDocument": ["uri": .string(uri)]])
    }

    func testTokensOnALineWithChineseAndEmojiInEveryEncoding() throws {
        let source = MarkedSource("""
            screen 1️⃣Inbox {
                2️⃣NavigationBar { 3️⃣title: 4️⃣"收件匣 😀👨‍👩‍👧"5️⃣ 6️⃣tint: 7️⃣#007AFF }
                8️⃣RoundedRectButton "好" { 9️⃣pushes: 🔟Message }
            }
            """)
        for encoding in PositionEncoding.allCases {
            let client = try TestClient.started(encoding)
            try client.openAndWait(uri, source.text)
            let tokens = decode(data(try full(client)), legend: try legend(client))
            func token(_ marker: String, _ length: Int, _ type: String, _ modifiers: [String] = []) -> Decoded {
                let position = source.position(marker, in: encoding)
                return Decoded(line: position.line, character: position.character, length: length, type: type, modifiers: modifiers)
            }
            let string = source.position("5️⃣", in: encoding).character - source.position("4️⃣", in: encoding).character
            let expected = [
                Decoded(line: 0, character: 0, length: 6, type: "keyword", modifiers: []),
                token("1️⃣", 5, "class", ["declaration"]),
                token("2️⃣", 13, "type", ["defaultLibrary"]),
                token("3️⃣", 5, "property"),
                token("4️⃣", string, "string"),
                token("6️⃣", 4, "property"),
                token("7️⃣", 7, "number"),
                token("8️⃣", 17, "type", ["deprecated", "defaultLibrary"]),
                Decoded(line: 2, character: 22, length: encoding == .utf8 ? 5 : 3, type: "string", modifiers: []),
                token("9️⃣", 6, "property"),
                token("🔟", 7, "class"),
            ]
            XCTAssertEqual(tokens, expected, encoding.rawValue)
            // The string's length in each encoding: 收件匣 is 3 characters of 3 bytes, 😀 a
            // surrogate pair, the family emoji five code points (three of them pairs).
            XCTAssertEqual(string, ["utf-8": 34, "utf-16": 16, "utf-32": 12][encoding.rawValue], encoding.rawValue)
        }
    }

    func testMultilineTokensAreSplitUnlessTheClientTakesThem() throws {
        let text = "screen A {\n    /* 第一行 😀\n  two\r\n */ StatusBar\n}"
        let split = try TestClient.started(.utf16)
        try split.openAndWait(uri, text)
        let splitTokens = decode(data(try full(split)), legend: try legend(split)).filter { $0.type == "comment" }
        XCTAssertEqual(splitTokens, [
            Decoded(line: 1, character: 4, length: 9, type: "comment", modifiers: []),
            Decoded(line: 2, character: 0, length: 5, type: "comment", modifiers: []),
            Decoded(line: 3, character: 0, length: 3, type: "comment", modifiers: []),
        ])
        let whole = try TestClient.started(.utf16, textDocument: ["semanticTokens": ["multilineTokenSupport": true]])
        try whole.openAndWait(uri, text)
        let wholeTokens = decode(data(try full(whole)), legend: try legend(whole)).filter { $0.type == "comment" }
        // 9 (😀 is two UTF-16 units) + LF, 5 + CRLF, 3.
        XCTAssertEqual(wholeTokens, [Decoded(line: 1, character: 4, length: 20, type: "comment", modifiers: [])])
    }

    func testARangeRequestGivesTheTokensInIt() throws {
        let source = MarkedSource("screen A {\n    StatusBar\n1️⃣    Toolbar { Button \"😀\" }\n2️⃣    TabBar\n}")
        let client = try TestClient.started(.utf32)
        try client.openAndWait(uri, source.text)
        let result = try client.result("textDocument/semanticTokens/range", ["textDocument": ["uri": .string(uri)], "range": source.lspRange("1️⃣", "2️⃣", in: .utf32)])
        XCTAssertNil(result["resultId"])
        XCTAssertEqual(decode(data(result), legend: try legend(client)), [
            Decoded(line: 2, character: 4, length: 7, type: "type", modifiers: ["defaultLibrary"]),
            Decoded(line: 2, character: 14, length: 6, type: "type", modifiers: ["defaultLibrary"]),
            Decoded(line: 2, character: 21, length: 3, type: "string", modifiers: []),
        ])
    }

    func testDeltasEqualFullResultsAfterRandomEdits() throws {
        var generator = SeededGenerator(seed: 14)
        let pieces = ["Button \"好\" ", "}", "{", "\n", "// screenkit-ignore: a, b\n", "/* 😀\n */", "pushes: X ", "tint: #FFF ", "\"", "screen B {", "Carousel ", "height: 44pt "]
        for encoding in PositionEncoding.allCases {
            let client = try TestClient.started(encoding)
            var document = LocalDocument("// 頂部 👋\nscreen A {\n    NavigationBar { title: \"收件匣\" }\n    TableView { Cell \"A\" { pushes: B } }\n}\nscreen B { Toolbar { Button \"Edit\" } }\n", encoding: encoding)
            try client.openAndWait(uri, document.text)
            var previous = try full(client)
            var held = data(previous)
            for version in 2...60 {
                let count = document.bytes.count
                var start = Int.random(in: 0...count, using: &generator)
                while start < count, document.bytes[start] & 0xC0 == 0x80 { start += 1 }
                var end = min(count, start + Int.random(in: 0...6, using: &generator))
                while end < count, document.bytes[end] & 0xC0 == 0x80 { end += 1 }
                let change = document.replace(start..<end, with: Bool.random(using: &generator) ? pieces.randomElement(using: &generator)! : "")
                client.change(uri, version: version, [change])
                let delta = try client.result("textDocument/semanticTokens/full/delta", ["textDocument": ["uri": .string(uri)], "previousResultId": previous["resultId"] ?? .null])
                if let edits = delta["edits"]?.arrayValue {
                    for edit in edits.reversed() {
                        let start = try XCTUnwrap(edit["start"]?.intValue)
                        let deleteCount = try XCTUnwrap(edit["deleteCount"]?.intValue)
                        held.replaceSubrange(start..<(start + deleteCount), with: edit["data"]?.arrayValue?.compactMap(\.intValue) ?? [])
                    }
                } else {
                    XCTFail("a delta from the current result id is edits, not \(delta)")
                    held = data(delta)
                }
                let fresh = try full(client)
                XCTAssertEqual(held, data(fresh), "\(encoding.rawValue), after edit \(version): \(document.text)")
                previous = fresh
                held = data(fresh)
            }
        }
    }

    func testAnUnknownPreviousResultGetsAllTokensAndAnUnknownDocumentNull() throws {
        let client = try TestClient.started(.utf16)
        try client.openAndWait(uri, "screen A { StatusBar }")
        let result = try client.result("textDocument/semanticTokens/full/delta", ["textDocument": ["uri": .string(uri)], "previousResultId": "nonsense"])
        XCTAssertEqual(data(result).count, 15)
        XCTAssertNotNil(result["resultId"]?.stringValue)
        XCTAssertEqual(try client.result("textDocument/semanticTokens/full", ["textDocument": ["uri": "file:///none.screen"]]), .null)
        XCTAssertEqual(try client.errorCode("textDocument/semanticTokens/range", ["textDocument": ["uri": .string(uri)]]), -32602)
    }
}
