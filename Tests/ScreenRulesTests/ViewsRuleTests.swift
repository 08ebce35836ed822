import XCTest
import ScreenSyntax
@testable import ScreenRules

/// What the examples cannot show for the view and workspace rules: options, when a fix is
/// offered, and findings that depend on other files of the workspace.
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

    // MARK: When fixes are offered

    /// The title may go only when a message explains (the rule's correction); without one, no fix.
    func testGenericAlertTitleWithoutAMessageHasNoFix() {
        let withoutMessage = "screen Compose {\n    Alert \"错误\" { Button \"好\" }\n}"
        XCTAssertEqual(findings("alert-generic-title", in: withoutMessage).map(\.fixes), [[]])
    }

    func testUnknownScreenSuggestsTheNearestName() throws {
        let source = "screen Inbox {\n    TableView { Cell \"Alice\" { pushes: Conversaton } }\n}\n\nscreen Conversation {\n    NavigationBar { title: \"Alice\" }\n}"
        let finding = try XCTUnwrap(findings("unknown-screen", in: source).first)
        XCTAssertTrue(finding.message.english.contains("did you mean Conversation"))
    }

    /// Only the later of two identical screens offers its removal (the rule's correction).
    func testOnlyALaterIdenticalCopyOfAScreenCanBeRemoved() throws {
        let screen = "screen Inbox {\n    NavigationBar { title: \"Inbox\" }\n}\n"
        let found = findings("duplicate-screen", in: screen + screen)
        XCTAssertEqual(found.count, 2, "both declarations are reported")
        XCTAssertEqual(found[0].fixes, [], "the first declaration stays")
        XCTAssertEqual(found[1].fixes.count, 1)

        let differing = screen + "screen Inbox {\n    NavigationBar { title: \"Mail\" }\n}\n"
        XCTAssertEqual(findings("duplicate-screen", in: differing).map(\.fixes), [[], []], "a copy that differs is the user's to merge")
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
