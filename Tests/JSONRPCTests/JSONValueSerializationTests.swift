import JSONRPC
import XCTest

final class JSONValueSerializationTests: XCTestCase {
    private func text(_ value: JSONValue) -> String {
        String(decoding: value.serialized(), as: UTF8.self)
    }

    private func assertRoundTrip(_ value: JSONValue, file: StaticString = #filePath, line: UInt = #line) {
        XCTAssertEqual(try JSONValue.parse(value.serialized()), value, file: file, line: line)
    }

    func testCompactOutputInInsertionOrder() {
        let value: JSONValue = ["jsonrpc": "2.0", "id": 1, "result": ["z": nil, "a": [true, false], "url": "file:///a/b"]]
        XCTAssertEqual(text(value), #"{"jsonrpc":"2.0","id":1,"result":{"z":null,"a":[true,false],"url":"file:///a/b"}}"#)
    }

    func testScalars() {
        XCTAssertEqual(text(nil), "null")
        XCTAssertEqual(text(true), "true")
        XCTAssertEqual(text(-42), "-42")
        XCTAssertEqual(text(""), #""""#)
        XCTAssertEqual(text([]), "[]")
        XCTAssertEqual(text([:]), "{}")
    }

    func testStringsRoundTrip() {
        let strings = ["中文字符", "繁體中文", "😀👍🏽👩‍👩‍👧🇨🇳", "a\u{0}b\u{0}", "\u{0}", "\"quoted\" \\ / \n\r\t\u{8}\u{c}",
                       "\u{1}\u{1f}\u{7f}", "e\u{301}", "\u{FFFF}\u{10FFFF}", "mixed 中 😀 \u{0} end"]
        for string in strings {
            assertRoundTrip(.string(string))
            assertRoundTrip(["key": .string(string), "list": [.string(string)]])
        }
        XCTAssertEqual(text("a\u{0}b"), #""a\u0000b""#)
        XCTAssertEqual(text("中😀"), "\"中😀\"")
    }

    func testUnicodeKeysRoundTrip() {
        assertRoundTrip(["中文": 1, "😀": 2, "a\"b": 3])
    }

    func testDoubles() {
        XCTAssertEqual(text(0.1), "0.1")
        XCTAssertEqual(text(2.0), "2.0")
        XCTAssertEqual(text(-0.0), "-0.0")
        for number in [0.1, 2.0, -0.0, 1e-7, 1e300, -1.7976931348623157e308, .leastNonzeroMagnitude, 123456789.125, 1e16, 3.0e20] {
            assertRoundTrip(.double(number))
        }
        XCTAssertEqual(text(.double(.infinity)), "null")
        XCTAssertEqual(text([.double(.nan), .double(-.infinity)]), "[null,null]")
    }

    func testIntegerExtremesRoundTrip() {
        assertRoundTrip(.integer(.max))
        assertRoundTrip(.integer(.min))
        assertRoundTrip([.integer(.max), .integer(.min), 0, -1])
    }

    func testDuplicateKeysSerialiseOnce() {
        var object = JSONObject()
        object.append(key: "a", 1)
        object.append(key: "b", 2)
        object.append(key: "a", 3)
        XCTAssertEqual(text(.object(object)), #"{"a":3,"b":2}"#)
    }

    func testDeepValueSerialises() throws {
        var value: JSONValue = 1
        for _ in 0..<200 {
            value = ["k": [value]]
        }
        XCTAssertEqual(try JSONValue.parse(value.serialized(), maxDepth: 400), value)
    }

    func testLargeRoundTrip() throws {
        let text = String(repeating: "第一行 line 😀\n", count: 20_000)
        let items = (0..<2_000).map { index -> JSONValue in
            ["range": ["start": ["line": .integer(Int64(index)), "character": 0]], "message": .string("诊断 \(index)")]
        }
        assertRoundTrip(["text": .string(text), "items": .array(items)])
    }
}
