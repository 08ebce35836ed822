import XCTest
import ScreenSyntax
@testable import ScreenRules

/// What the examples cannot show for the view and workspace rules: options, fixes, and
/// findings that depend on other files of the workspace.
final class ViewsRuleTests: XCTestCase {
    // MARK: Options and configuration

    func testAlertButtonLimitIsConfigurable() {
        let source = "screen Drafts {\n    Alert \"Save this draft?\" {\n        Button \"Save\"\n        Button \"Discard\" { role: destructive }\n        Button \"Cancel\" { role: cancel }\n    }\n}"
        XCTAssertEqual(findings("alert-too-many-buttons", in: source).count, 1)
        XCTAssertTrue(findings("alert-too-many-buttons", in: source).first?.message.english.contains("3 buttons") ?? false)

        var configuration = Configuration()
        configuration.options["alert-too-many-buttons"] = ["maxButtons": 3]
        XCTAssertEqual(findings("alert-too-many-buttons", in: source, configuration: configuration), [])
        configuration.options["alert-too-many-buttons"] = ["maxButtons": 1]
        XCTAssertEqual(findings("alert-too-many-buttons", in: "screen A {\n    Alert \"Delete?\" { Button \"Cancel\" Button \"Delete\" }\n}", configuration: configuration).count, 1)
    }

    func testRulesCanBeTurnedOffAndRegraded() {
        let source = "screen Contacts {\n    TableView { style: grouped index: [\"A\"] }\n}"
        var configuration = Configuration()
        configuration.severities["table-index-on-grouped"] = .some(nil)
        XCTAssertEqual(findings("table-index-on-grouped", in: source, configuration: configuration), [])
        configuration.severities["table-index-on-grouped"] = .warning
        XCTAssertEqual(findings("table-index-on-grouped", in: source, configuration: configuration).map(\.severity), [.warning])
    }

    // MARK: Fixes

    func testDestructiveButtonMovesToTheTopOfTheSheet() throws {
        let source = "screen Message {\n    ActionSheet {\n        Button \"Move to Junk\"\n        Button \"Delete\" { role: destructive }\n        Button \"Cancel\" { role: cancel }\n    }\n}"
        let fix = try XCTUnwrap(findings("action-sheet-destructive-not-first", in: source).first?.fixes.first)
        XCTAssertTrue(fix.isSafe)
        XCTAssertEqual(applying(fix, to: source), "screen Message {\n    ActionSheet {\n        Button \"Delete\" { role: destructive }\n        Button \"Move to Junk\"\n        Button \"Cancel\" { role: cancel }\n    }\n}")
        // The fixed sheet is quiet.
        XCTAssertEqual(findings("action-sheet-destructive-not-first", in: applying(fix, to: source)), [])
    }

    func testDestructiveButtonMovesOnOneLine() throws {
        let source = "screen Lists {\n    ActionSheet { Button \"分享\" Button \"取消\" { role: cancel } Button \"删除\" { role: destructive } }\n}"
        let fix = try XCTUnwrap(findings("action-sheet-destructive-not-first", in: source).first?.fixes.first)
        XCTAssertEqual(applying(fix, to: source), "screen Lists {\n    ActionSheet { Button \"删除\" { role: destructive } Button \"分享\" Button \"取消\" { role: cancel } }\n}")
    }

    func testGenericAlertTitleCanBeRemovedOnlyWhenAMessageExplains() throws {
        let withMessage = "screen Compose {\n    Alert \"Error\" { message: \"The message could not be sent.\" Button \"OK\" }\n}"
        let fix = try XCTUnwrap(findings("alert-generic-title", in: withMessage).first?.fixes.first)
        XCTAssertFalse(fix.isSafe, "removing a title the user wrote needs a look")
        XCTAssertEqual(applying(fix, to: withMessage), "screen Compose {\n    Alert { message: \"The message could not be sent.\" Button \"OK\" }\n}")

        let withoutMessage = "screen Compose {\n    Alert \"错误\" { Button \"好\" }\n}"
        XCTAssertEqual(findings("alert-generic-title", in: withoutMessage).map(\.fixes), [[]])
    }

    func testIndexOnGroupedTableOffersBothWaysOut() throws {
        let source = "screen Contacts {\n    TableView {\n        style: grouped\n        index: [\"A\", \"B\"]\n        Cell \"Alice Chen\"\n    }\n}"
        let fixes = try XCTUnwrap(findings("table-index-on-grouped", in: source).first?.fixes)
        XCTAssertEqual(fixes.map(\.isSafe), [false, false])
        XCTAssertEqual(applying(fixes[0], to: source), "screen Contacts {\n    TableView {\n        style: grouped\n        Cell \"Alice Chen\"\n    }\n}")
        XCTAssertEqual(applying(fixes[1], to: source), "screen Contacts {\n    TableView {\n        style: plain\n        index: [\"A\", \"B\"]\n        Cell \"Alice Chen\"\n    }\n}")
    }

    func testUnknownScreenSuggestsTheNearestName() throws {
        let source = "screen Inbox {\n    TableView { Cell \"Alice\" { pushes: Conversaton } }\n}\n\nscreen Conversation {\n    NavigationBar { title: \"Alice\" }\n}"
        let finding = try XCTUnwrap(findings("unknown-screen", in: source).first)
        XCTAssertTrue(finding.message.english.contains("did you mean Conversation"))
        let fix = try XCTUnwrap(finding.fixes.first)
        XCTAssertFalse(fix.isSafe)
        XCTAssertEqual(applying(fix, to: source), source.replacingOccurrences(of: "Conversaton", with: "Conversation"))
    }

    func testIdenticalCopyOfAScreenCanBeRemovedSafely() throws {
        let screen = "screen Inbox {\n    NavigationBar { title: \"Inbox\" }\n}\n"
        let source = screen + screen
        let found = findings("duplicate-screen", in: source)
        XCTAssertEqual(found.count, 2, "both declarations are reported")
        XCTAssertEqual(found[0].fixes, [], "the first declaration stays")
        let fix = try XCTUnwrap(found[1].fixes.first)
        XCTAssertTrue(fix.isSafe)
        XCTAssertEqual(applying(fix, to: source), screen)

        let differing = screen + "screen Inbox {\n    NavigationBar { title: \"Mail\" }\n}\n"
        XCTAssertEqual(findings("duplicate-screen", in: differing).map(\.fixes), [[], []], "a copy that differs is the user's to merge")
    }

    func testNavigationBarFixAddsOrRemovesTheOddSetting() throws {
        let usual = "screen A {\n    NavigationBar { title: \"A\" translucent: false barTint: #FF9500 }\n}\nscreen B {\n    NavigationBar { title: \"B\" translucent: false barTint: #FF9500 }\n}\n"
        let odd = "screen C {\n    NavigationBar {\n        title: \"C\"\n    }\n}\n"
        let found = findings("inconsistent-bar-appearance", in: usual + odd)
        XCTAssertEqual(found.count, 2, "one finding for translucency, one for the color")
        XCTAssertEqual(found.map { $0.fixes.map(\.isSafe) }, [[false], [false]])
        let fixed = Set(found.map { applying($0.fixes[0], to: usual + odd) })
        XCTAssertEqual(fixed, [
            usual + "screen C {\n    NavigationBar {\n        translucent: false\n        title: \"C\"\n    }\n}\n",
            usual + "screen C {\n    NavigationBar {\n        barTint: #FF9500\n        title: \"C\"\n    }\n}\n",
        ])

        let tinted = "screen C {\n    NavigationBar { title: \"C\" barTint: #000000 }\n}\n"
        let plain = "screen A {\n    NavigationBar { title: \"A\" }\n}\nscreen B {\n    NavigationBar { title: \"B\" }\n}\n"
        let removal = try XCTUnwrap(findings("inconsistent-bar-appearance", in: plain + tinted).first?.fixes.first)
        XCTAssertEqual(applying(removal, to: plain + tinted), plain + "screen C {\n    NavigationBar { title: \"C\" }\n}\n")
    }

    // MARK: Across files

    func testDuplicateScreenAcrossFilesPointsAtTheOtherFile() throws {
        let results = check([
            "mail.screen": "screen Inbox {\n    NavigationBar { title: \"Inbox\" }\n}",
            "settings.screen": "screen Settings {\n}\n\nscreen Inbox {\n}",
        ], rule: "duplicate-screen")
        let mail = try XCTUnwrap(results["mail.screen"]?.first)
        XCTAssertEqual(mail.related.map(\.file), ["settings.screen"])
        XCTAssertEqual(mail.related.first?.range, range(of: "Inbox", in: "screen Settings {\n}\n\nscreen Inbox {\n}"))
        let settings = try XCTUnwrap(results["settings.screen"]?.first)
        XCTAssertEqual(settings.related.map(\.file), ["mail.screen"])
        XCTAssertEqual(results["settings.screen"]?.count, 1, "Settings itself is declared once")
    }

    func testUnknownScreenKnowsScreensOfOtherFiles() {
        let results = check([
            "inbox.screen": "screen Inbox {\n    Toolbar { Button { systemItem: compose presents: Compose } Button \"Help\" { pushes: Help } }\n}",
            "compose.screen": "screen Compose {\n    presentation: modal\n    NavigationBar { title: \"New Message\" Button \"Cancel\" { role: cancel } }\n}",
        ], rule: "unknown-screen")
        XCTAssertEqual(results["inbox.screen"]?.map(\.range), [range(of: "Help }", in: "screen Inbox {\n    Toolbar { Button { systemItem: compose presents: Compose } Button \"Help\" { pushes: Help } }\n}", length: 4)])
        XCTAssertEqual(results["compose.screen"], [])
    }

    func testModalPresentedFromAnotherFileNeedsAWayOut() throws {
        let inbox = "screen Inbox {\n    Toolbar { Button { systemItem: compose presents: Compose } }\n}"
        let compose = "screen Compose {\n    NavigationBar { title: \"New Message\" Button \"Send\" }\n}"
        let results = check(["inbox.screen": inbox, "compose.screen": compose], rule: "modal-without-dismiss")
        let finding = try XCTUnwrap(results["compose.screen"]?.first)
        XCTAssertEqual(finding.range, range(of: "Compose", in: compose))
        XCTAssertEqual(finding.related.map(\.file), ["inbox.screen"])
        XCTAssertEqual(finding.related.first?.range, range(of: "Compose }", in: inbox, length: 7))
        XCTAssertEqual(results["inbox.screen"], [])

        // The same screen, not presented by anyone, is a root with nothing to dismiss.
        XCTAssertEqual(check(["compose.screen": compose], rule: "modal-without-dismiss")["compose.screen"], [])
    }

    func testBarAppearanceIsComparedAcrossFiles() throws {
        let odd = "screen Player {\n    NavigationBar { title: \"Now Playing\" translucent: false }\n}"
        let results = check([
            "library.screen": "screen Library {\n    NavigationBar { title: \"Library\" }\n}\n\nscreen Albums {\n    NavigationBar { title: \"Albums\" }\n}",
            "player.screen": odd,
        ], rule: "inconsistent-bar-appearance")
        XCTAssertEqual(results["library.screen"], [])
        let finding = try XCTUnwrap(results["player.screen"]?.first)
        XCTAssertEqual(finding.range, range(of: "translucent: false", in: odd))
        XCTAssertEqual(finding.severity, .information)
        XCTAssertEqual(finding.related.map(\.file), ["library.screen", "library.screen"])
        XCTAssertTrue(finding.message.english.contains("2 of the 3 portrait screens"))
    }

    func testBarAppearanceTieGoesToTheScreenThatComesFirst() {
        let results = check([
            "a.screen": "screen Library {\n    NavigationBar { title: \"Library\" }\n}",
            "b.screen": "screen Player {\n    NavigationBar { title: \"Now Playing\" translucent: false }\n}",
        ], rule: "inconsistent-bar-appearance")
        XCTAssertEqual(results["a.screen"], [])
        XCTAssertEqual(results["b.screen"]?.count, 1)
    }

    // MARK: Helpers

    /// Checks every file against one workspace made of all of them.
    private func check(_ sources: [String: String], rule id: String) -> [String: [Diagnostic]] {
        let files = sources.map { FileAnalysis(path: $0.key, source: Array($0.value.utf8)) }
        let workspace = WorkspaceIndex(files.map(\.summary))
        var results: [String: [Diagnostic]] = [:]
        for file in files {
            results[file.path] = RuleEngine.check(file, workspace: workspace).filter { $0.ruleID == id }
        }
        return results
    }

    /// The byte range of the last occurrence of `needle` in `source`, cut to `length` bytes.
    private func range(of needle: String, in source: String, length: Int? = nil) -> Range<Int> {
        let bytes = Array(source.utf8), pattern = Array(needle.utf8)
        let start = (0...(bytes.count - pattern.count)).last { Array(bytes[$0..<$0 + pattern.count]) == pattern }!
        return start..<start + (length ?? pattern.count)
    }
}
