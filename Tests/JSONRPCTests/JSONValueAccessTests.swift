import JSONRPC
import XCTest

final class JSONValueAccessTests: XCTestCase {
    func testAccessors() {
        let value: JSONValue = ["s": "text", "i": 7, "d": 2.5, "w": 3.0, "b": true, "n": nil, "a": [1, 2], "o": ["k": 1]]
        XCTAssertEqual(value["s"]?.stringValue, "text")
        XCTAssertEqual(value["i"]?.int64Value, 7)
        XCTAssertEqual(value["i"]?.intValue, 7)
        XCTAssertEqual(value["i"]?.doubleValue, 7)
        XCTAssertEqual(value["d"]?.doubleValue, 2.5)
        XCTAssertNil(value["d"]?.int64Value)
        XCTAssertEqual(value["w"]?.int64Value, 3)
        XCTAssertEqual(value["b"]?.boolValue, true)
        XCTAssertEqual(value["n"]?.isNull, true)
        XCTAssertEqual(value["a"]?.arrayValue, [1, 2])
        XCTAssertEqual(value["a"]?[1], 2)
        XCTAssertNil(value["a"]?[2])
        XCTAssertNil(value["a"]?[-1])
        XCTAssertEqual(value["o"]?.objectValue, ["k": 1])
        XCTAssertNil(value["missing"])
        XCTAssertNil(value["s"]?["k"])
        XCTAssertNil(value["s"]?.int64Value)
        XCTAssertNil(JSONValue.double(1e19).int64Value)
        XCTAssertEqual(JSONValue.double(-9_223_372_036_854_775_808.0).int64Value, .min)
    }

    func testObjectSubscriptSetting() {
        var object: JSONObject = ["a": 1, "b": 2]
        object["c"] = 3
        object["a"] = 10
        XCTAssertEqual(object.keys, ["a", "b", "c"])
        XCTAssertEqual(object["a"], 10)
        object["b"] = nil
        XCTAssertEqual(object, ["a": 10, "c": 3])
        object.append(key: "a", 11)
        XCTAssertEqual(object["a"], 11)
        object["a"] = 12
        XCTAssertEqual(object.keys, ["a", "c"])
        XCTAssertEqual(object.count, 2)
    }

    func testObjectEqualityIsOrdered() {
        let ab: JSONObject = ["a": 1, "b": 2]
        let ba: JSONObject = ["b": 2, "a": 1]
        XCTAssertNotEqual(ab, ba)
        XCTAssertEqual(ab, JSONObject([("a", 1), ("b", 2)]))
    }

    func testIntegerAndDoubleStayDistinct() {
        XCTAssertNotEqual(JSONValue.integer(1), JSONValue.double(1))
    }
}
