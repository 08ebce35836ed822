import JSONRPC
import XCTest

/// JSON text put together from serialised parts reads back as the value it stands for.
final class JSONTextTests: XCTestCase {
    private func string(_ text: JSONText) -> String {
        String(decoding: text.bytes, as: UTF8.self)
    }

    func testPartsMakeTheSameTextAsTheWholeValue() throws {
        let item: JSONValue = ["label": "Tab", "documentation": ["kind": "markdown", "value": "## Tab\n\n“標籤” 😀 \"q\" \\ \u{0}"]]
        let range: JSONValue = ["start": ["line": 1, "character": 2], "end": ["line": 1, "character": 4]]
        let whole: JSONValue = ["isIncomplete": false, "items": [
            ["label": "Tab", "documentation": item["documentation"]!, "textEdit": ["range": range, "newText": "Tab"]],
        ]]
        let parts = JSONText(object: [
            "isIncomplete": JSONText(false),
            "items": JSONText(array: [JSONText(item).appending(["textEdit": JSONText(object: ["range": JSONText(range), "newText": JSONText("Tab")])])]),
        ])
        XCTAssertEqual(parts.bytes, whole.serialized())
        XCTAssertEqual(try JSONValue.parse(parts.bytes), whole)
    }

    func testEmptyContainersAndKeysThatNeedEscaping() throws {
        XCTAssertEqual(string(JSONText(array: [])), "[]")
        XCTAssertEqual(string(JSONText(object: [:])), "{}")
        XCTAssertEqual(string(JSONText([:]).appending(["a": JSONText(1)])), #"{"a":1}"#)
        let keys = ["中文", "a\"b", "back\\slash", "line\nbreak", "/"]
        var text = JSONText([:])
        for key in keys { text = text.appending([key: JSONText(.string(key))]) }
        XCTAssertEqual(try JSONValue.parse(text.bytes), .object(JSONObject(keys.map { ($0, .string($0)) })))
    }

    func testAResponseWithAResultInText() throws {
        let body = JSONRPCMessage.serializedResponse(id: "a\"1", result: JSONText(["x": [1, 2]]))
        XCTAssertEqual(body, JSONRPCMessage.response(id: "a\"1", result: ["x": [1, 2]]).serialized())
        XCTAssertEqual(try JSONRPCMessage.decode(body).get(), .response(id: "a\"1", result: ["x": [1, 2]]))
    }

    /// Integers and strings written without json-c parse back to the same values.
    func testIntegersAndStringsWrittenDirectlyParseBack() throws {
        for value in [0, 7, -12, Int(Int32.max), Int.max, Int.min] {
            XCTAssertEqual(try JSONValue.parse(JSONText(integer: value).bytes), .integer(Int64(value)))
        }
        for text in ["", "    ", "\n\t\r\n", "quote \" and \\ backslash", "\u{0}\u{1}\u{1F}\u{7F}", "收件匣 📬 👨‍👩‍👧"] {
            XCTAssertEqual(try JSONValue.parse(JSONText(string: text).bytes), .string(text), text.debugDescription)
        }
        XCTAssertEqual(String(decoding: JSONText(string: "a\nb").bytes, as: UTF8.self), "\"a\\nb\"")
    }

    func testIntegerArraysAreWrittenAsJSONWouldWriteThem() throws {
        let values: [UInt32] = [0, 9, 10, 99, 100, 65_535, 1_000_000_000, 4_294_967_295, 7]
        XCTAssertEqual(string(JSONText(integers: values)), "[0,9,10,99,100,65535,1000000000,4294967295,7]")
        XCTAssertEqual(string(JSONText(integers: [])), "[]")
        XCTAssertEqual(try JSONValue.parse(JSONText(integers: values).bytes), .array(values.map { .integer(Int64($0)) }))
    }

    func testEscapedStringsAndIntegersAreValidJSON() throws {
        let text = "引號\"、反斜線\\、換行\n、tab\t、\u{01} 😀"
        XCTAssertEqual(try JSONValue.parse(JSONText(string: text).bytes), .string(text))
        XCTAssertEqual(string(JSONText(integer: -42)), "-42")
        XCTAssertEqual(string(JSONText(object: [(key: "a", value: JSONText(integer: 1)), (key: "b", value: JSONText(string: "x"))])), #"{"a":1,"b":"x"}"#)
    }
}
