import Foundation
import XCTest
import ScreenSyntax
import ScreenTestSupport
import ScreenCatalog
@testable import ScreenRules

/// A rule with a scope is passed over for a screen without an element of it. These tests run
/// every such rule on the screens it is passed over for and require that it finds nothing
/// there: over every rule's examples and corrections, the same examples with the scope's
/// elements renamed away, the documentation's examples, the test workspaces and the fuzz
/// corpora. (The syntax fuzz target holds every input it makes to the same.)
final class RuleScopeTests: XCTestCase {
    func testScopedRulesFindNothingOutsideTheirScopeInTheExamples() {
        var texts: [String] = []
        for rule in Rules.all {
            texts += (rule.description.triggering + rule.description.nonTriggering).map { MarkedSource($0).text }
            texts += rule.description.corrections.flatMap { [MarkedSource($0.input).text, $0.output] }
        }
        for text in texts { assertNothingOutOfScope(in: [("example.screen", text)]) }
    }

    /// Each triggering example of a scoped rule, with every element of the scope renamed to
    /// a name the catalog does not know: the screens that held them are out of scope now,
    /// and the rule must find nothing in them.
    func testScopedRulesFindNothingWhenTheirElementsAreRenamed() {
        var renamedScreens = 0
        for rule in Rules.all {
            guard let scope = rule.scope else { continue }
            let names = Catalog.elements.indices.filter(scope.contains).map { Catalog.elements[$0].name }
            for example in rule.description.triggering {
                var text = MarkedSource(example).text
                for name in names {
                    text = text.replacingOccurrences(of: "\\b\(name)\\b", with: name + "Renamed", options: .regularExpression)
                }
                let file = FileAnalysis(path: "renamed.screen", source: Array(text.utf8))
                renamedScreens += file.screenDeclarations.indices.filter { !rule.looks(at: file.screenModel($0)) }.count
                let found = RuleEngine.findingsOutOfScope(of: file, workspace: WorkspaceIndex([file.summary]), rules: [rule])
                XCTAssertEqual(found.map(\.ruleID), [], "\(rule.id), with \(names) renamed, in:\n\(text)")
            }
        }
        XCTAssertGreaterThan(renamedScreens, 100, "the renamed examples hold screens out of scope")
    }

    func testScopedRulesFindNothingOutsideTheirScopeInTheWorkspacesAndCorpora() throws {
        for folder in ["Docs/examples", "Tests/Workspaces/banking", "Tests/Workspaces/recipes", "Tests/Workspaces/transit", "Tests/Workspaces/guideline-rules"] {
            let files = try textFiles(in: OneFindingPerFaultTests.repository + "/" + folder, named: { $0.hasSuffix(".screen") })
            XCTAssertFalse(files.isEmpty, "no files in \(folder)")
            assertNothingOutOfScope(in: files)
        }
        for corpus in ["fuzz-syntax", "fuzz-fix", "fuzz-incremental"] {
            let files = try textFiles(in: OneFindingPerFaultTests.repository + "/Tests/Fuzz/Corpus/" + corpus, named: { _ in true })
            XCTAssertFalse(files.isEmpty, "no corpus \(corpus)")
            for file in files { assertNothingOutOfScope(in: [file]) }
        }
    }

    /// The audit catches a wrong scope: a rule about steppers scoped to sliders finds its
    /// steppers in screens it would be passed over for.
    func testAuditCatchesAWrongScope() throws {
        guard case .screen(let check) = Rule.stepperValueNotShown.check else { return XCTFail("stepper-value-not-shown is a screen rule") }
        let wrong = Rule(Rule.stepperValueNotShown.description, lookingAt: [.slider], screen: check)
        let text = "screen Order {\n    Stack { Stepper }\n}"
        let file = FileAnalysis(path: "order.screen", source: Array(text.utf8))
        XCTAssertFalse(wrong.looks(at: file.screenModel(0)))
        XCTAssertTrue(Rule.stepperValueNotShown.looks(at: file.screenModel(0)))
        XCTAssertEqual(RuleEngine.findingsOutOfScope(of: file, workspace: WorkspaceIndex([file.summary]), rules: [wrong]).map(\.ruleID), ["stepper-value-not-shown"])
        // And the engine passes the screen over, so the wrong scope would hide the finding.
        XCTAssertEqual(RuleEngine.check(file, workspace: WorkspaceIndex([file.summary]), rules: [wrong]), [])
        XCTAssertEqual(RuleEngine.check(file, workspace: WorkspaceIndex([file.summary]), rules: [Rule.stepperValueNotShown]).count, 1)
    }

    /// Most rules look at some kinds of element only; a screen of a navigation bar, a label
    /// and a button is passed over by most of them.
    func testMostRulesArePassedOverForASimpleScreen() {
        let text = "screen Item {\n    NavigationBar { title: \"Item\" }\n    Label \"Hello\"\n    Button \"Open\" { pushes: Item }\n}"
        let file = FileAnalysis(path: "item.screen", source: Array(text.utf8))
        let screen = file.screenModel(0)
        let looking = Rules.all.filter { rule in
            guard case .screen = rule.check else { return false }
            return rule.looks(at: screen)
        }
        XCTAssertLessThan(looking.count, Rules.all.count / 2, "rules looking: \(looking.map(\.id))")
        XCTAssertTrue(looking.contains { $0.id == Rule.navBarLongTitle.id })
        XCTAssertFalse(looking.contains { $0.id == Rule.stepperValueNotShown.id })
    }

    private func assertNothingOutOfScope(in files: [(path: String, text: String)], file: StaticString = #filePath, line: UInt = #line) {
        let analyses = files.map { FileAnalysis(path: $0.path, source: Array($0.text.utf8)) }
        let workspace = WorkspaceIndex(analyses.map(\.summary))
        for analysis in analyses {
            let found = RuleEngine.findingsOutOfScope(of: analysis, workspace: workspace)
            XCTAssertEqual(found.map(\.ruleID), [], "in \(analysis.path):\n\(String(decoding: analysis.tree.source, as: UTF8.self))", file: file, line: line)
        }
    }
}
