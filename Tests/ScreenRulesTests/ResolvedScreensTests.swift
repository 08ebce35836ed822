import XCTest
@testable import ScreenRules

/// The engine reads what the index resolved of a screen's own name and links only while the
/// index's summary of that screen names the same: checked with an index made from an older
/// text of the file, or from other files only, the findings are those of looking every name up.
final class ResolvedScreensTests: XCTestCase {
    private let older = """
        screen Inbox {
            NavigationBar { title: "Inbox" BackButton "Back" }
            Button "Open" { pushes: Detail }
            Button "Compose" { presents: Compose }
        }
        screen Detail { }
        screen Compose { Button "Cancel" }
        """

    /// The text now: the links name other screens, and the screen once presented is renamed.
    private let newer = """
        screen Inbox {
            NavigationBar { title: "Inbox" BackButton "Back" }
            Button "Open" { pushes: Missing }
            Button "Compose" { presents: Detail }
        }
        screen Detail { }
        screen Compose { Button "Send" }
        """

    func testAnIndexOfAnOlderTextGivesTheFindingsOfLookingNamesUp() {
        let path = "mail.screen"
        let analysis = FileAnalysis(path: path, source: Array(newer.utf8))
        let current = WorkspaceIndex([analysis.summary])
        let stale = WorkspaceIndex([FileAnalysis(path: path, source: Array(older.utf8)).summary])
        let withoutTheFile = WorkspaceIndex([FileAnalysis(path: "other.screen", source: Array(older.utf8)).summary])
        for rule in [Rule.unknownScreen, .modalWithoutDismiss, .backButtonOnRoot, .backButtonTitleMismatch] {
            let expected = lookedUp(analysis, in: stale, rule: rule)
            XCTAssertEqual(RuleEngine.check(analysis, workspace: stale, rules: [rule]).map(\.summary), expected, rule.id)
            XCTAssertEqual(RuleEngine.check(analysis, workspace: withoutTheFile, rules: [rule]).map(\.summary), lookedUp(analysis, in: withoutTheFile, rule: rule), rule.id)
        }
        // The current index knows Detail is presented now; the stale one, Compose.
        let text = { (diagnostic: Diagnostic) in String(decoding: Array(self.newer.utf8)[diagnostic.range], as: UTF8.self) }
        XCTAssertEqual(RuleEngine.check(analysis, workspace: current, rules: [.unknownScreen]).map(text), ["Missing"])
        XCTAssertEqual(RuleEngine.check(analysis, workspace: stale, rules: [.unknownScreen]).map(text), ["Missing"])
        XCTAssertEqual(RuleEngine.check(analysis, workspace: current, rules: [.modalWithoutDismiss]).map(text), ["Detail"])
        XCTAssertEqual(RuleEngine.check(analysis, workspace: stale, rules: [.modalWithoutDismiss]).map(text), ["Compose"])
    }

    /// The findings a rule makes when each screen's model says nothing of where the index
    /// files it: every name is looked up.
    private func lookedUp(_ analysis: FileAnalysis, in index: WorkspaceIndex, rule: Rule) -> [String] {
        guard case .screen(let check) = rule.check else { return [] }
        var found: [String] = []
        for declaration in analysis.screenDeclarations {
            var context = RuleContext(rule: rule.description, severity: rule.description.defaultSeverity, severityIsConfigured: false, settings: [:], workspace: index, path: analysis.path)
            check(ScreenModel(declaration), &context)
            var diagnostics: [Diagnostic] = []
            context.takeDiagnostics(into: &diagnostics)
            found += diagnostics.map(\.summary)
        }
        return found
    }
}

private extension Diagnostic {
    var summary: String { "\(ruleID) \(range.lowerBound)..\(range.upperBound)" }
}
