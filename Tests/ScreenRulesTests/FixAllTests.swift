import XCTest
import ScreenSyntax
@testable import ScreenRules

/// Fix-all (`check --fix`, the editor's `source.fixAll`): passes of safe fixes until none is
/// left, keeping every element and comment.
final class FixAllTests: XCTestCase {
    private func fixingAll(_ text: String) -> FixOutcome {
        FileAnalysis(path: "a.screen", source: Array(text.utf8)).fixingAll(configuration: .defaults) { WorkspaceIndex([$0]) }
    }

    /// A rename of the element a navigation bar moves above, in the same pass: the move's
    /// insertion starts where the rename's replacement does, and both are applied.
    func testAMoveAboveARenamedElementKeepsTheMovedElementAndItsComment() {
        let text = "screen Inbox {\n    StatusBa { style: darkContent }\n    SearchBar { placeholder: \"Search\" }\n    NavigationBar { title: \"Inbox\" } // the bar\n}\n"
        let outcome = fixingAll(text)
        let fixed = String(decoding: outcome.source, as: UTF8.self)
        XCTAssertFalse(outcome.isHeldBack, fixed)
        XCTAssertFalse(outcome.isUnsettled, fixed)
        XCTAssertEqual(fixed, "screen Inbox {\n    StatusBar { style: darkContent }\n    NavigationBar { title: \"Inbox\" } // the bar\n    SearchBar { placeholder: \"Search\" }\n}\n")
        XCTAssertEqual(outcome.fixed, ["unknown-component": 1, "nav-bar-not-at-top": 1, "status-bar-not-top": 1])
    }

    /// The outcome's edits, of the text before the first pass, give the text after the last.
    func testTheOutcomesEditsGiveTheFixedText() {
        let text = "screen Inbox {\n    StatusBa { style: darkContent }\n    SearchBar { placeholder: \"Search\" }\n    NavigationBar { title: \"Inbox\" } // the bar\n}\n"
        let outcome = fixingAll(text)
        XCTAssertNotEqual(outcome.edits, [])
        XCTAssertEqual(SourceEdit.apply(outcome.edits, to: Array(text.utf8)).result, outcome.source)
    }
}
