import XCTest
import ScreenSyntax
@testable import ScreenRules

/// What the controls rules' examples cannot show: thresholds set by the user, graded
/// severities, and title case word by word. The fixes' tests are the rules' corrections.
final class ControlsRuleTests: XCTestCase {
    // MARK: Options

    func testPickerValueLimitIsConfigurable() {
        let source = "screen Size {\n    Picker { values: [\"XS\", \"S\", \"M\", \"L\", \"XL\", \"XXL\"] }\n}"
        XCTAssertEqual(findings("picker-too-many-values", in: source).count, 0)
        XCTAssertEqual(findings("picker-too-many-values", in: source, options: ["maxValues": 5]).count, 1)
        XCTAssertEqual(findings("picker-too-many-values", in: source, options: ["maxValues": 6]).count, 0)
    }

    func testStepperStepLimitIsConfigurable() {
        let source = "screen Print {\n    Stack { Label \"Copies: 1\" Stepper { min: 1 max: 31 } }\n}"
        XCTAssertEqual(findings("stepper-large-range", in: source).count, 0)
        XCTAssertEqual(findings("stepper-large-range", in: source, options: ["maxSteps": 29]).count, 1)
        XCTAssertEqual(findings("stepper-large-range", in: source, options: ["maxSteps": 30]).count, 0)
    }

    func testSegmentWidthRatioIsConfigurable() {
        let source = "screen Maps {\n    SegmentedControl { segments: [\"Map\", \"Satellite\"] }\n}"
        XCTAssertEqual(findings("segmented-uneven-titles", in: source).count, 0)
        XCTAssertEqual(findings("segmented-uneven-titles", in: source, options: ["maxWidthRatio": 2]).count, 1)
    }

    func testButtonTitleLimitsDifferForBarsAndContent() {
        let source = "screen Editor {\n    NavigationBar { Button \"Save Draft Now\" }\n    Button \"Save Draft Now\"\n}"
        let defaults = findings("button-title-too-long", in: source)
        XCTAssertEqual(defaults.count, 1, "14 columns pass in content (24) but not in a bar (12)")
        XCTAssertEqual(findings("button-title-too-long", in: source, options: ["maxBarWidth": 14]).count, 0)
        XCTAssertEqual(findings("button-title-too-long", in: source, options: ["maxBarWidth": 14, "maxWidth": 10]).count, 1)
    }

    func testChineseButtonTitlesCountDouble() {
        let source = "screen Editor {\n    Toolbar { Button \"保存草稿到云端\" }\n}"
        let message = findings("button-title-too-long", in: source).first?.message.english
        XCTAssertTrue(message?.contains("14 columns") == true, message ?? "no finding")
    }

    // MARK: Severities

    func testPageControlGradesItsFindings() {
        let source = "screen Pages {\n    PageControl { pages: 12 }\n    PageControl { pages: 21 }\n    PageControl { pages: 10 }\n}"
        XCTAssertEqual(findings("page-control-too-many-pages", in: source).map(\.severity), [.information, .warning])
    }

    func testConfiguredSeverityWinsOverGrading() {
        let source = "screen Pages {\n    PageControl { pages: 12 }\n    PageControl { pages: 21 }\n}"
        var configuration = Configuration()
        configuration.severities["page-control-too-many-pages"] = .hint
        XCTAssertEqual(findings("page-control-too-many-pages", in: source, configuration: configuration).map(\.severity), [.hint, .hint])
        configuration.severities["page-control-too-many-pages"] = .some(nil)
        XCTAssertEqual(findings("page-control-too-many-pages", in: source, configuration: configuration).count, 0)
    }

    func testRoundedRectButtonIsTaggedDeprecated() {
        let diagnostic = findings("rounded-rect-button-deprecated", in: "screen A {\n    RoundedRectButton \"Call\"\n}").first
        XCTAssertEqual(diagnostic?.tags, [.deprecated])
    }

    // MARK: Title case

    func testTitleCase() {
        let cases = [
            "add to favorites": "Add to Favorites",
            "Save For Later": "Save for Later",
            "the end": "The End",
            "what to look for": "What to Look For",
            "sign up": "Sign Up",
            "open in iPhone settings": "Open in iPhone Settings",
            "OK": "OK",
            "don't allow": "Don't Allow",
            "“send” now": "“Send” Now",
            "enable 2fa": "Enable 2fa",
            "Continue  As Guest": "Continue  as Guest",
        ]
        for (title, expected) in cases {
            XCTAssertEqual(TitleCase.apply(to: title), expected, title)
        }
        XCTAssertTrue(TitleCase.isEnglish("Café Menu"))
        XCTAssertFalse(TitleCase.isEnglish("发送 iMessage"))
        XCTAssertFalse(TitleCase.isEnglish("42"))
    }
}
