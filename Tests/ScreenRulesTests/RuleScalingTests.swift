import XCTest
@testable import ScreenRules

/// Every rule alone on a generated workspace and on one twice its size: the work it does on
/// the workspace (screens, names and links the index hands it) may at most about double. A
/// rule that compares each screen with every other (as modal-without-dismiss and
/// unknown-screen once did) reads four times as much and fails. Counted, not timed.
final class RuleScalingTests: XCTestCase {
    func testEveryRuleReadsTheWorkspaceInLinearTime() {
        let single = ScalingWorkspace(screens: 100, files: 5)
        let double = ScalingWorkspace(screens: 200, files: 10)
        XCTAssertGreaterThan(single.findingCount, 300, "the generated workspace is findings-heavy")
        for rule in Rules.all {
            let small = single.workspaceReads(rule)
            let large = double.workspaceReads(rule)
            // A little slack for reads that do not grow with the input (a rule's first survey).
            XCTAssertLessThanOrEqual(large, small * 23 / 10 + 32, "\(rule.id) read \(small) items of the workspace at 1x and \(large) at 2x")
        }
    }

    func testTheBudgetCatchesAQuadraticRule() {
        // A rule that reads every screen for every screen, as modal-without-dismiss once did.
        let quadratic = Rule(Rule.modalWithoutDismiss.description, screen: { (_: ScreenModel, context: inout RuleContext) in
            _ = context.workspace.allDeclarations
        })
        let small = ScalingWorkspace(screens: 100, files: 5).workspaceReads(quadratic)
        let large = ScalingWorkspace(screens: 200, files: 10).workspaceReads(quadratic)
        XCTAssertGreaterThan(large, small * 23 / 10 + 32)
    }

    func testUnknownScreensAreStillSuggestedTheNearestName() {
        let source = "screen Inbox { TableView { Cell \"A\" { pushes: Conversaton } Cell \"B\" { pushes: convrsatio } Cell \"C\" { pushes: Settings } } }\nscreen Conversation {}\nscreen Conversations {}\n"
        let found = findings("unknown-screen", in: source)
        XCTAssertEqual(found.count, 3)
        XCTAssertTrue(found[0].message.english.contains("did you mean Conversation?"), found[0].message.english)
        XCTAssertTrue(found[1].message.english.contains("did you mean Conversation?"), found[1].message.english)
        XCTAssertFalse(found[2].message.english.contains("did you mean"), found[2].message.english)
    }
}

/// A workspace of screens like an app's, with a finding in about every tenth line: misspelt
/// screen names, modal screens with no way out, copies of a screen, back buttons.
private struct ScalingWorkspace {
    let files: [FileAnalysis]
    let index: WorkspaceIndex

    init(screens: Int, files fileCount: Int) {
        let perFile = screens / fileCount
        files = (0..<fileCount).map { file in
            let text = (0..<perFile).map { offset in Self.screen(file * perFile + offset, of: screens) }.joined()
            return FileAnalysis(path: "part\(file).screen", source: Array(text.utf8))
        }
        index = WorkspaceIndex(files.map(\.summary))
    }

    var findingCount: Int {
        files.map { RuleEngine.check($0, workspace: index).count }.reduce(0, +)
    }

    func workspaceReads(_ rule: Rule) -> Int {
        // A fresh index, so that facts worked out once per index are counted for this rule.
        RuleEngine.workspaceReads(checking: files, workspace: WorkspaceIndex(files.map(\.summary)), rules: [rule])
    }

    private static func screen(_ index: Int, of total: Int) -> String {
        let next = (index + 1) % total
        let parent = (index + total - 1) % total
        // Every third screen pushes a misspelt name, every fourth presents a modal screen
        // without Cancel, every tenth is declared twice.
        let link = index % 3 == 0 ? "Screen\(next)x" : "Screen\(next)"
        var text = """
        screen Screen\(index) {
            NavigationBar {
                title: "Inbox \(index)"
                BackButton "Inbox \(parent)"
                Button "edit" { placement: trailing }
            }
            SearchBar { placeholder: "Search" }
            TableView {
                Cell "Alice" { subtitel: "Lunch?" pushes: \(link) }
                Cell "Bob" { accessory: disclosureIndicator }
            }
            Toolbar { Button { icon: "square.and.pencil" presents: Compose\(index) } }
        }

        """
        if index % 4 == 0 {
            text += "screen Compose\(index) {\n    NavigationBar { title: \"New\" Button \"Send\" }\n    TextView\n}\n"
        } else {
            text += "screen Compose\(index) {\n    NavigationBar { title: \"New\" Button \"Cancel\" { role: cancel } }\n}\n"
        }
        if index % 10 == 0 { text += "screen Screen\(index) {}\n" }
        return text
    }
}
