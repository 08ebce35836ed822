import XCTest
import ScreenFormat
import ScreenRules

/// `"format"` in screenkit.json: the values it takes, and a finding for each wrong one.
final class FormatConfigurationTests: XCTestCase {
    func testTheStyleComesFromTheFormatObject() {
        let loaded = Configuration.load(Array(#"{"format": {"indentWidth": 2, "lineWidth": 80}}"#.utf8))
        XCTAssertEqual(loaded.problems.count, 0)
        XCTAssertEqual(loaded.configuration.format, FormatOptions(indentWidth: 2, lineWidth: 80))
        XCTAssertNil(Configuration.load(Array("{}".utf8)).configuration.format)
        XCTAssertEqual(Configuration.load(Array(#"{"format": {}}"#.utf8)).configuration.format, .defaults)
    }

    func testWrongValuesAreReportedWhereTheyAreAndKeepTheirDefaults() {
        let text = #"{"format": {"indentWidth": 0, "lineWidth": 80.5, "tabs": true}}"#
        let loaded = Configuration.load(Array(text.utf8))
        XCTAssertEqual(loaded.configuration.format, .defaults)
        let bytes = Array(text.utf8)
        XCTAssertEqual(loaded.problems.map { String(decoding: bytes[$0.range], as: UTF8.self) }, ["0", "80.5", "\"tabs\""])
        XCTAssertEqual(loaded.problems.first?.message.english, "'indentWidth' takes a whole number from 1 to 16.")
        XCTAssertEqual(loaded.problems.first?.message.traditionalChinese, "「indentWidth」應為 1 到 16 之間的整數。")
        let notAnObject = Configuration.load(Array(#"{"format": 4}"#.utf8))
        XCTAssertEqual(notAnObject.problems.count, 1)
        XCTAssertNil(notAnObject.configuration.format)
    }
}
