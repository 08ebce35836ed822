import Foundation
import ScreenJSON
import XCTest

/// The writer of the command line's JSON and SARIF reports: the layout people diff and
/// scripts read, written as the values come.
final class JSONWriterTests: XCTestCase {
    func testLayoutIsTwoSpacesWithEmptyContainersOnOneLine() {
        let value: JSONWriter.Value = .object([
            ("name", .string("收件匣 📬")),
            ("count", .int(-12)),
            ("big", .int(Int.max)),
            ("done", .bool(false)),
            ("none", .array([])),
            ("nothing", .object([])),
            ("items", .array([.int(1), .object([("ok", .bool(true))]), .array([.string("x")])])),
        ])
        XCTAssertEqual(JSONWriter.render(value), """
            {
              "name": "收件匣 📬",
              "count": -12,
              "big": 9223372036854775807,
              "done": false,
              "none": [],
              "nothing": {},
              "items": [
                1,
                {
                  "ok": true
                },
                [
                  "x"
                ]
              ]
            }
            """)
    }

    func testInnerLinesFollowTheIndentGiven() {
        XCTAssertEqual(JSONWriter.render(.array([.string("a")]), indent: "    "), "[\n      \"a\"\n    ]")
        XCTAssertEqual(JSONWriter.render(.string("key")), "\"key\"")
    }

    func testStringsEscapeQuotesBackslashesAndControlCharacters() throws {
        let text = "say \"hi\"\\ \n\r\t\u{08}\u{0C}\u{01}\u{1F} / é 😀 \u{7F}\u{2028}"
        let written = JSONWriter.render(.string(text))
        XCTAssertEqual(written, #""say \"hi\"\\ \n\r\t\b\f\u0001\u001f / é 😀 "# + "\u{7F}\u{2028}\"")
        // Any JSON reader gets the text back.
        let read = try JSONSerialization.jsonObject(with: Data("[\(written)]".utf8)) as? [String]
        XCTAssertEqual(read, [text])
    }

    func testWritingAsTheValuesComeMatchesRenderingATree() {
        var writer = JSONWriter()
        writer.beginArray()
        for index in 0..<3 {
            writer.beginObject()
            writer.member("index", index)
            writer.member("name", "第 \(index) 個")
            writer.key("edits")
            writer.beginArray()
            writer.endArray()
            writer.key("range")
            writer.beginObject()
            writer.key("line")
            writer.int(index * 10)
            writer.endObject()
            writer.endObject()
        }
        writer.endArray()
        let tree: JSONWriter.Value = .array((0..<3).map { index in
            .object([("index", .int(index)), ("name", .string("第 \(index) 個")), ("edits", .array([])), ("range", .object([("line", .int(index * 10))]))])
        })
        XCTAssertEqual(writer.text, JSONWriter.render(tree))
    }
}
