import XCTest
import ScreenSyntax
@testable import ScreenRules

/// What the navigation bar rules' examples cannot show: options, and findings and fixes
/// that involve other files.
final class NavigationBarsRuleTests: XCTestCase {
    // MARK: - Options and severities

    func testLongTitleLimitIsConfigurable() {
        let source = "screen Settings {\n    NavigationBar { title: \"Privacy Settings\" }\n}"
        XCTAssertEqual(findings("nav-bar-long-title", in: source).count, 0)
        var configuration = Configuration()
        configuration.options["nav-bar-long-title"] = ["maxWidth": 12]
        XCTAssertEqual(findings("nav-bar-long-title", in: source, configuration: configuration).count, 1)
    }

    func testLongTitleCountsChineseDouble() {
        var configuration = Configuration()
        configuration.options["nav-bar-long-title"] = ["maxWidth": 10]
        let fiveCharacters = "screen Settings {\n    NavigationBar { title: \"隐私设置页\" }\n}"
        let sixCharacters = "screen Settings {\n    NavigationBar { title: \"隐私与安全设置\" }\n}"
        XCTAssertEqual(findings("nav-bar-long-title", in: fiveCharacters, configuration: configuration).count, 0)
        XCTAssertEqual(findings("nav-bar-long-title", in: sixCharacters, configuration: configuration).count, 1)
    }

    func testTooManyItemsLimitIsConfigurable() {
        let source = "screen Conversation {\n    NavigationBar {\n        title: \"Alice Chen\"\n        BackButton \"Inbox\"\n        Button \"Edit\"\n        Button { icon: \"flag\" }\n    }\n}"
        let found = findings("nav-bar-too-many-items", in: source)
        XCTAssertEqual(found.count, 1)
        XCTAssertTrue(found.first?.message.english.contains("holds 4 items") == true, found.first?.message.english ?? "")
        var configuration = Configuration()
        configuration.options["nav-bar-too-many-items"] = ["maxItems": 4]
        XCTAssertEqual(findings("nav-bar-too-many-items", in: source, configuration: configuration).count, 0)
    }

    func testDarkBrightnessDecidesWhatCountsAsADarkBarTint() {
        // #808080 is mid-gray, a little above the default threshold of 0.5.
        let source = "screen Inbox {\n    StatusBar { style: darkContent }\n    NavigationBar { title: \"Inbox\" barTint: #808080 }\n}"
        XCTAssertEqual(findings("status-bar-contrast", in: source).count, 0)
        var configuration = Configuration()
        configuration.options["status-bar-contrast"] = ["darkBrightness": 0.6]
        XCTAssertEqual(findings("status-bar-contrast", in: source, configuration: configuration).count, 1)
    }

    func testPromptWidthIsConfigurable() {
        let source = "screen Stocks {\n    NavigationBar { prompt: \"Type a company name or stock symbol.\" }\n}"
        XCTAssertEqual(findings("nav-prompt-not-sentence", in: source).count, 0)
        var configuration = Configuration()
        configuration.options["nav-prompt-not-sentence"] = ["maxWidth": 30]
        let found = findings("nav-prompt-not-sentence", in: source, configuration: configuration)
        XCTAssertEqual(found.count, 1)
        XCTAssertTrue(found.first?.message.english.contains("36 columns wide, over 30") == true, found.first?.message.english ?? "")
    }

    func testPromptSentencesIgnoreDecimalPoints() {
        let source = "screen Stocks {\n    NavigationBar { prompt: \"Prices are 3.5% off today.\" }\n}"
        XCTAssertEqual(findings("nav-prompt-not-sentence", in: source).count, 0)
    }

    func testRulesCanBeTurnedOffOrRegraded() {
        let source = "screen Settings {\n    StatusBar { hidden: true }\n}"
        var off = Configuration()
        off.severities["status-bar-hidden"] = .some(nil)
        XCTAssertEqual(findings("status-bar-hidden", in: source, configuration: off).count, 0)
        var error = Configuration()
        error.severities["status-bar-hidden"] = .error
        XCTAssertEqual(findings("status-bar-hidden", in: source, configuration: error).map(\.severity), [.error])
        XCTAssertEqual(findings("status-bar-hidden", in: source).map(\.severity), [.warning])
    }

    // MARK: - Where findings point

    func testCrowdingCountsOnlyButtonsOnTheSameSide() {
        let source = "screen Mail {\n    NavigationBar {\n        BackButton \"Inbox\"\n        Button \"Edit\"\n        Button \"Mark\" { placement: leading }\n    }\n}"
        let found = findings("bar-crowded-text-buttons", in: source)
        XCTAssertEqual(found.count, 1)
        XCTAssertTrue(found.first?.message.english.hasPrefix("BackButton \"Inbox\" and Button \"Mark\"") == true, found.first?.message.english ?? "")
    }

    func testTranslucencyMismatchPointsAtTheOtherBar() throws {
        let source = "screen Mail {\n    NavigationBar { title: \"Mail\" translucent: false }\n    Toolbar {\n        Button { systemItem: reply }\n    }\n}"
        let diagnostic = try XCTUnwrap(findings("bar-translucency-mismatch", in: source).first)
        XCTAssertEqual(diagnostic.related.map(\.file), ["test.screen"])
    }

    // MARK: - Across files

    private let inbox = "screen Inbox {\n    NavigationBar { title: \"Inbox \\\"Work\\\"\" }\n    TableView { Cell \"Alice Chen\" { pushes: Conversation } }\n}"
    private let conversation = "screen Conversation {\n    NavigationBar {\n        title: \"Alice Chen\"\n        BackButton \"Back\"\n        SegmentedControl { segments: [\"Thread\", \"Files\"] }\n    }\n}"

    func testBackButtonTitleComesFromTheParentInAnotherFile() throws {
        let files = ["Inbox.screen": inbox, "Conversation.screen": conversation]
        let diagnostic = try XCTUnwrap(findings("back-button-title-mismatch", in: "Conversation.screen", of: files).first)
        XCTAssertEqual(diagnostic.related.map(\.file), ["Inbox.screen"])
        let fix = try XCTUnwrap(diagnostic.fixes.first)
        XCTAssertFalse(fix.isSafe)
        let fixed = applying(fix, to: conversation)
        XCTAssertTrue(fixed.contains("BackButton \"Inbox \\\"Work\\\"\""), fixed)
        // The fixed title parses back to the parent's title, and the finding is gone.
        XCTAssertEqual(findings("back-button-title-mismatch", in: "Conversation.screen", of: ["Inbox.screen": inbox, "Conversation.screen": fixed]).count, 0)
    }

    func testBackButtonTitleIsNotJudgedWithTwoParents() {
        let flagged = "screen Flagged {\n    NavigationBar { title: \"Flagged\" }\n    TableView { Cell \"Alice Chen\" { pushes: Conversation } }\n}"
        let files = ["Inbox.screen": inbox, "Flagged.screen": flagged, "Conversation.screen": conversation]
        XCTAssertEqual(findings("back-button-title-mismatch", in: "Conversation.screen", of: files).count, 0)
    }

    func testBackButtonOnRootDependsOnOtherFilesPushing() {
        XCTAssertEqual(findings("back-button-on-root", in: "Conversation.screen", of: ["Conversation.screen": conversation]).count, 1)
        XCTAssertEqual(findings("back-button-on-root", in: "Conversation.screen", of: ["Inbox.screen": inbox, "Conversation.screen": conversation]).count, 0)
    }

    func testBackButtonOnAPresentedScreenPointsAtThePresenter() throws {
        let presenter = "screen Inbox {\n    Toolbar { Button { icon: \"square.and.pencil\" presents: Conversation } }\n}"
        let diagnostic = try XCTUnwrap(findings("back-button-on-root", in: "Conversation.screen", of: ["Inbox.screen": presenter, "Conversation.screen": conversation]).first)
        XCTAssertTrue(diagnostic.message.english.contains("presented modally"), diagnostic.message.english)
        XCTAssertEqual(diagnostic.related.map(\.file), ["Inbox.screen"])
        let linkStart = try XCTUnwrap(presenter.utf8.firstRange(of: "Conversation".utf8)).lowerBound
        XCTAssertEqual(diagnostic.related.first?.range.lowerBound, presenter.utf8.distance(from: presenter.utf8.startIndex, to: linkStart))
    }

    func testSegmentedControlOnAScreenPushedFromAnotherFile() throws {
        XCTAssertEqual(findings("nav-bar-segmented-not-top-level", in: "Conversation.screen", of: ["Conversation.screen": conversation]).count, 0)
        let diagnostic = try XCTUnwrap(findings("nav-bar-segmented-not-top-level", in: "Conversation.screen", of: ["Inbox.screen": inbox, "Conversation.screen": conversation]).first)
        XCTAssertEqual(diagnostic.related.map(\.file), ["Inbox.screen"])
        XCTAssertTrue(diagnostic.message.english.hasPrefix("Conversation is pushed by Inbox"), diagnostic.message.english)
    }
}
