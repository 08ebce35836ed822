import JSONRPC
import XCTest

final class JSONValueParsingTests: XCTestCase {
    private func parseError(_ text: String, maxDepth: Int = 256) -> JSONParseError? {
        do {
            _ = try JSONValue.parse(text, maxDepth: maxDepth)
            return nil
        } catch {
            return error
        }
    }

    private func parseError(bytes: [UInt8]) -> JSONParseError? {
        do {
            _ = try JSONValue.parse(bytes)
            return nil
        } catch {
            return error
        }
    }

    func testScalarsAtTopLevel() throws {
        XCTAssertEqual(try JSONValue.parse("null"), .null)
        XCTAssertEqual(try JSONValue.parse("true"), .bool(true))
        XCTAssertEqual(try JSONValue.parse(" false "), .bool(false))
        XCTAssertEqual(try JSONValue.parse("123"), .integer(123))
        XCTAssertEqual(try JSONValue.parse("-0"), .integer(0))
        XCTAssertEqual(try JSONValue.parse("1.5e3"), .double(1500))
        XCTAssertEqual(try JSONValue.parse("2.0"), .double(2))
        XCTAssertEqual(try JSONValue.parse("\"x\""), .string("x"))
        XCTAssertEqual(try JSONValue.parse("\n[ ]\r\n"), .array([]))
        XCTAssertEqual(try JSONValue.parse("{}"), .object([:]))
    }

    func testNestedStructureKeepsOrder() throws {
        let value = try JSONValue.parse(#"{"z":1,"a":[true,null,{"k":"v"}],"m":{"x":-2.5}}"#)
        XCTAssertEqual(value.objectValue?.keys, ["z", "a", "m"])
        XCTAssertEqual(value, ["z": 1, "a": [true, nil, ["k": "v"]], "m": ["x": -2.5]])
        XCTAssertEqual(value["a"]?[2]?["k"]?.stringValue, "v")
    }

    func testNullsInsideContainers() throws {
        XCTAssertEqual(try JSONValue.parse(#"[null,{"a":null}]"#), [nil, ["a": nil]])
    }

    func testDuplicateKeysLastWins() throws {
        let value = try JSONValue.parse(#"{"a":1,"b":2,"a":3}"#)
        XCTAssertEqual(value["a"], 3)
        XCTAssertEqual(value["b"], 2)
    }

    func testEscapesAndUnicode() throws {
        let value = try JSONValue.parse(#"["\"\\\/\b\f\n\r\t", "\u00e9\u4e2d\ud83d\ude00", "中文 😀 👩‍👩‍👧", "a\u0000b"]"#)
        XCTAssertEqual(value, ["\"\\/\u{8}\u{c}\n\r\t", "é中😀", "中文 😀 👩‍👩‍👧", "a\u{0}b"])
        XCTAssertEqual(value[3]?.stringValue?.utf8.count, 3)
    }

    func testStrictness() {
        for text in ["[1,2,]", #"{"a":1,}"#, "True", "nul", "'a'", "[01]", "/*c*/1", "{a:1}", "[1] ]", "{} x", "1 2"] {
            XCTAssertNotNil(parseError(text), text)
        }
        XCTAssertEqual(parseError("[1] ]")?.kind, .syntax("unexpected character"))
        XCTAssertEqual(parseError("[1,]")?.offset, 3)
    }

    func testTrailingBytesAfterEmbeddedNULAreRejected() {
        XCTAssertEqual(parseError(bytes: Array("{}".utf8) + [0] + Array("junk".utf8))?.kind, .trailingCharacters)
    }

    func testIncompleteInput() {
        for text in ["", "   ", "[1,", #"{"a":"#, #""abc"#, "tru"] {
            XCTAssertEqual(parseError(text)?.kind, .incomplete, text)
        }
    }

    func testDeepNestingGivesCleanError() {
        let deep = String(repeating: "[", count: 10_000) + String(repeating: "]", count: 10_000)
        XCTAssertEqual(parseError(deep)?.kind, .tooDeep(maxDepth: 256))
        let deepObjects = String(repeating: #"{"a":"#, count: 10_000) + "1" + String(repeating: "}", count: 10_000)
        XCTAssertEqual(parseError(deepObjects)?.kind, .tooDeep(maxDepth: 256))
        // Unclosed nesting is too deep before it is incomplete.
        XCTAssertEqual(parseError(String(repeating: "[", count: 10_000))?.kind, .tooDeep(maxDepth: 256))
    }

    func testMaxDepthIsExact() throws {
        let arrays = { (n: Int) in String(repeating: "[", count: n) + String(repeating: "]", count: n) }
        let objects = { (n: Int) in String(repeating: #"{"k":"#, count: n) + "0" + String(repeating: "}", count: n) }
        XCTAssertNoThrow(try JSONValue.parse(arrays(256)))
        XCTAssertEqual(parseError(arrays(257))?.kind, .tooDeep(maxDepth: 256))
        XCTAssertNoThrow(try JSONValue.parse(objects(256)))
        XCTAssertEqual(parseError(objects(257))?.kind, .tooDeep(maxDepth: 256))
        XCTAssertNoThrow(try JSONValue.parse(arrays(3), maxDepth: 3))
        XCTAssertEqual(parseError(arrays(4), maxDepth: 3)?.kind, .tooDeep(maxDepth: 3))
        XCTAssertEqual(parseError("[]", maxDepth: 0)?.kind, .tooDeep(maxDepth: 0))
        XCTAssertEqual(try JSONValue.parse("7", maxDepth: 0), 7)
    }

    func testLargeMaxDepthDoesNotOverflowTheStack() throws {
        let n = 100_000
        let text = String(repeating: "[", count: n) + String(repeating: "]", count: n)
        var value = try JSONValue.parse(text, maxDepth: n)
        var depth = 0
        // Take the value apart iteratively so its deinit does not recurse 100,000 levels.
        while case .array(var elements) = value, !elements.isEmpty {
            depth += 1
            value = elements.removeLast()
        }
        XCTAssertEqual(depth + 1, n)
    }

    func testInvalidUTF8IsRejected() {
        let cases: [[UInt8]] = [
            [0x22, 0xFF, 0x22],              // never valid
            [0x22, 0xC3, 0x22],              // truncated sequence
            [0x22, 0xC0, 0xAF, 0x22],        // overlong '/'
            [0x22, 0xED, 0xA0, 0x80, 0x22],  // UTF-8-encoded surrogate
            [0x5B, 0x22, 0x61, 0x22, 0x2C, 0x80, 0x5D],  // stray continuation byte outside a string
        ]
        for bytes in cases {
            XCTAssertEqual(parseError(bytes: bytes)?.kind, .invalidUTF8, "\(bytes)")
        }
        // A key is checked too.
        XCTAssertEqual(parseError(bytes: [0x7B, 0x22, 0xC0, 0xAF, 0x22, 0x3A, 0x31, 0x7D])?.kind, .invalidUTF8)
        // A string json-c drops (the first of a repeated key) or cuts (a key after a NUL) is
        // checked all the same: the text's bytes are.
        XCTAssertEqual(parseError(bytes: Array(#"{"a":""#.utf8) + [0xFF] + Array(#"","a":1}"#.utf8))?.kind, .invalidUTF8)
        XCTAssertEqual(parseError(bytes: Array(#"{"a":""#.utf8) + [0xC0, 0xAF] + Array(#"","a":1}"#.utf8))?.kind, .invalidUTF8)
        XCTAssertEqual(parseError(bytes: Array(#"{"a\u0000"#.utf8) + [0xFF] + Array(#"":1}"#.utf8))?.kind, .invalidUTF8)
        // A character that is good UTF-8 but stands outside a string is a syntax error.
        guard case .syntax = parseError(bytes: [0x5B, 0xC3, 0xA9, 0x5D])?.kind else { return XCTFail("é outside a string") }
        // The error says where the first byte that is no UTF-8 is.
        XCTAssertEqual(parseError(bytes: Array(#"["abc","#.utf8) + [0xC3, 0x28] + Array(#""]"#.utf8))?.offset, 7)
    }

    func testInt64Extremes() throws {
        XCTAssertEqual(try JSONValue.parse("9223372036854775807"), .integer(.max))
        XCTAssertEqual(try JSONValue.parse("-9223372036854775808"), .integer(.min))
        XCTAssertEqual(try JSONValue.parse(#"["-99999999999999999999", -9223372036854775808]"#),
                       ["-99999999999999999999", .integer(.min)])
        // Valid JSON whose integers no Int64 holds: they read as doubles, never clamped ones,
        // so that no LSP field takes them and a request holding one gets -32602 with its id.
        XCTAssertEqual(try JSONValue.parse("9223372036854775808"), .double(9223372036854775808))
        XCTAssertEqual(try JSONValue.parse("18446744073709551615"), .double(18446744073709551615))
        XCTAssertEqual(try JSONValue.parse("-9223372036854775809"), .double(-9223372036854775808))
        XCTAssertEqual(try JSONValue.parse("[7, -99999999999999999999]"), [7, .double(-9223372036854775808)])
        for text in ["18446744073709551616", "99999999999999999999999", "[-9223372036854775808, -99999999999999999999]"] {
            guard case .double? = try? JSONValue.parse(text).arrayValue?.last ?? JSONValue.parse(text) else {
                return XCTFail("\(text) should read as a double")
            }
        }
    }

    func testNumbersBeyondDoublesReadAsTheLargestDouble() throws {
        XCTAssertEqual(try JSONValue.parse("1e400"), .double(.greatestFiniteMagnitude))
        XCTAssertEqual(try JSONValue.parse("[-1e400]"), [.double(-.greatestFiniteMagnitude)])
        for text in ["NaN", "Infinity", "-Infinity"] {
            XCTAssertNotNil(parseError(text), text)
        }
    }

    func testParseFromRawBuffer() throws {
        let bytes = Array(#"{"a":[1,2]} "#.utf8)
        let value = try bytes.withUnsafeBytes { try JSONValue.parse($0) }
        XCTAssertEqual(value, ["a": [1, 2]])
    }

    func testErrorDescriptions() {
        XCTAssertEqual(parseError("[")?.description, "incomplete JSON text (at byte 1)")
        XCTAssertEqual(JSONParseError(.tooDeep(maxDepth: 4)).description, "JSON nested deeper than 4 levels")
    }
}
