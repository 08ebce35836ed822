import XCTest
@testable import ScreenRules

/// The rule set is the catalog of rules.md, each rule once, plus ScreenKit's own.
final class RuleCatalogTests: XCTestCase {
    static let specifiedIDs: [String] = [
        "syntax-error", "unknown-component", "unknown-property", "invalid-value", "misplaced-component",
        "duplicate-bar", "duplicate-property", "duplicate-screen", "unknown-screen",
        "status-bar-custom-content", "status-bar-hidden", "status-bar-contrast", "status-bar-not-top",
        "nav-bar-not-at-top", "nav-bar-too-many-items", "nav-bar-segmented-exclusive",
        "nav-bar-segmented-not-top-level", "back-button-breadcrumb", "back-button-on-root",
        "back-button-title-mismatch", "nav-bar-long-title", "nav-prompt-not-sentence",
        "bar-crowded-text-buttons", "bar-translucency-mismatch", "toolbar-too-many-items",
        "toolbar-segmented-control", "toolbar-prefer-icons", "toolbar-with-tab-bar",
        "toolbar-not-at-bottom", "toolbar-progress-style", "tab-bar-too-many-tabs",
        "tab-bar-more-in-landscape", "tab-bar-too-few-tabs", "tab-bar-not-at-bottom", "tab-action",
        "tab-disabled", "tab-badge-format", "tab-title-too-long", "search-placeholder-generic",
        "search-with-text-field", "scope-bar-not-broadest-default", "alert-too-many-buttons",
        "alert-generic-title", "alert-for-progress", "action-sheet-destructive-not-first",
        "modal-without-dismiss", "table-index-on-grouped", "activity-indicator-static",
        "contact-add-without-text-input", "date-picker-minute-interval", "date-picker-countdown-limit",
        "picker-fixed-size", "picker-too-many-values", "page-control-too-many-pages",
        "refresh-control-instructional-title", "rounded-rect-button-deprecated",
        "segmented-too-many-segments", "segmented-mixed-content", "segmented-uneven-titles",
        "slider-for-volume", "stepper-large-range", "stepper-value-not-shown", "switch-outside-table",
        "button-title-case", "button-title-too-long", "text-field-keyboard-mismatch", "label-fixed-font",
        "hit-target-too-small", "inconsistent-bar-appearance"
    ]

    /// Rules beyond rules.md's table: guideline statements that had none (issue 15), each
    /// citing its seed and entry in its description.
    static let addedGuidelineIDs: Set<String> = [
        "alert-cancel-position", "alert-without-buttons", "alert-destructive-without-cancel",
        "alert-same-title-without-message", "action-sheet-cancel-not-last", "action-sheet-without-cancel",
        "nav-bar-leading-button-with-back", "nav-bar-done-not-trailing", "cell-pushes-without-disclosure",
        "cell-checkmark-pushes", "table-editing-controls-not-editing", "info-button-style-contrast",
        "segmented-too-few-segments", "text-field-for-date", "picker-on-own-screen",
    ]

    func testEveryRuleOfTheSpecIsImplementedOnce() {
        let ids = Rules.all.map(\.id)
        for id in Self.specifiedIDs {
            XCTAssertEqual(ids.filter { $0 == id }.count, 1, id)
        }
        XCTAssertEqual(Set(ids).subtracting(Self.specifiedIDs), Self.addedGuidelineIDs.union(["unused-suppression"]), "rules beyond the spec are documented decisions")
        for rule in Rules.all where Self.addedGuidelineIDs.contains(rule.id) {
            XCTAssertNotNil(rule.description.guideline, rule.id)
            XCTAssertFalse(rule.description.seeds.isEmpty, rule.id)
        }
    }

    func testSeveritiesAreThoseOfTheSpec() {
        let errors: Set = ["syntax-error", "unknown-component", "invalid-value", "misplaced-component", "duplicate-bar", "duplicate-screen", "unknown-screen", "status-bar-custom-content", "back-button-breadcrumb", "toolbar-with-tab-bar", "tab-bar-not-at-bottom", "tab-action", "table-index-on-grouped", "date-picker-minute-interval", "date-picker-countdown-limit", "segmented-mixed-content"]
        for rule in Rules.all where errors.contains(rule.id) {
            XCTAssertEqual(rule.description.defaultSeverity, .error, rule.id)
        }
        for rule in Rules.all where !errors.contains(rule.id) {
            XCTAssertNotEqual(rule.description.defaultSeverity, .error, rule.id)
        }
        XCTAssertEqual(Rules.rule(id: "rounded-rect-button-deprecated")?.description.tags, [.deprecated])
    }
}
