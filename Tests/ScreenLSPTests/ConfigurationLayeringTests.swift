import ScreenRules
import XCTest
@testable import ScreenLSP

/// How settings from several sources add up.
final class ConfigurationLayeringTests: XCTestCase {
    func testTheStrongerSourceWinsPerRuleAndThreshold() {
        var editor = Configuration()
        editor.locale = "zh-Hans"
        editor.severities = ["a": .warning, "b": Severity?.none]
        editor.options = ["long-title": ["maxWidth": 30, "minWidth": 2]]
        var file = Configuration()
        file.severities = ["a": .error, "c": .hint]
        file.options = ["long-title": ["maxWidth": 24]]
        let combined = editor.overlaid(by: file)
        XCTAssertEqual(combined.severities, ["a": .error, "b": Severity?.none, "c": .hint])
        XCTAssertEqual(combined.options, ["long-title": ["maxWidth": 24, "minWidth": 2]])
        XCTAssertEqual(combined.locale, "zh-Hans", "the file sets no locale")
    }

    func testSettingsAddUpFromTheWeakestSource() {
        var settings = ServerSettings()
        settings.clientLocale = "zh-TW"
        XCTAssertEqual(settings.language, .traditionalChinese)
        settings.initializationOptions.locale = "en"
        XCTAssertEqual(settings.language, .english)
        settings.editorSettings.locale = "zh-Hans"
        XCTAssertEqual(settings.language, .simplifiedChinese)
        var first = Configuration()
        first.locale = "zh-Hant"
        first.severities = ["a": .error]
        var second = Configuration()
        second.locale = "en"
        second.severities = ["a": .hint, "b": .hint]
        settings.files = [first, second]
        XCTAssertEqual(settings.language, .traditionalChinese, "the first folder's file wins")
        XCTAssertEqual(settings.effective.severities, ["a": .error, "b": .hint])
    }
}
