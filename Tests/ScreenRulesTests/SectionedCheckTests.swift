import ScreenSyntax
import ScreenTestSupport
import XCTest
@testable import ScreenRules

/// `check` reads a large file in sections and checks them one at a time
/// (`SectionedFile`); what it finds must be what checking the whole file finds, whatever
/// the sections' size: the same findings, fixes and related locations, in the same order.
final class SectionedCheckTests: XCTestCase {
    /// Every rule's examples three times over (copies of screens in other sections, names
    /// declared many times), then text that breaks the parse: a screen left unclosed, stray
    /// tokens between screens, `screen` as a tab's property, suppression comments for a line
    /// and for the whole file (at its end, silencing findings sections before it).
    private func mixedSource() -> String {
        let examples = Rules.all.flatMap { $0.description.triggering + $0.description.nonTriggering + $0.description.corrections.map(\.input) }.map { MarkedSource($0).text }
        let broken = """
            screen Unclosed {
                NavigationBar { title: "Left open"
            screen AfterUnclosed {
                TabBar { Tab "Home" { screen
                    : Inbox } }
            }
            } } stray tokens 12pt
            screen 12Bad { }
            // screenkit-ignore: button-title-case
            screen Ignored { Button "sign in" }
            screen"Glued"{}screen Tail{Button "log out"}
            stray }screen AfterStray { Image { name: "cover" }
                StatusBar }
            """
        let examplesText = examples.joined(separator: "\n")
        return [examplesText, broken, examplesText, broken, examplesText, "// screenkit-ignore-file: duplicate-property, unknown-rule-id\n"].joined(separator: "\n")
    }

    func testSectionedFindingsAreThoseOfTheWholeFile() {
        let source = Array(mixedSource().utf8)
        let whole = FileAnalysis(path: "mixed.screen", source: source)
        let workspace = WorkspaceIndex([whole.summary])
        var unlimited = Configuration()
        unlimited.findingsPerFile = 100_000
        // Past the limit a section's findings are only counted (`RuleContext.countsOnly`): the
        // one that stands for them must still say how many and how grave they are.
        let limited = [50, 7, 1].map { limit in
            var configuration = Configuration()
            configuration.findingsPerFile = limit
            return configuration
        }
        for configuration in [unlimited] + limited {
            let expected = RuleEngine.check(whole, workspace: workspace, configuration: configuration)
            if configuration.findingsLimit >= 50 {
                XCTAssertGreaterThan(Set(expected.map(\.ruleID)).count, configuration.findingsLimit == 50 ? 5 : 30)
                XCTAssertTrue(expected.contains { $0.ruleID == "duplicate-screen" && !$0.fixes.isEmpty }, "a copy's removal is offered")
            } else {
                XCTAssertEqual(expected.last?.ruleID, FindingsLimit.omittedFindingsID)
                XCTAssertEqual(expected.last?.severity, .error, "an error past the limit still fails the check")
            }
            XCTAssertFalse(expected.contains { $0.ruleID == "duplicate-property" }, "the file-wide suppression at the end silences a rule everywhere")
            for sectionBytes in [1, 500, 4_000, 1 << 20] {
                let sectioned = SectionedFile(path: "mixed.screen", source: source, sectionBytes: sectionBytes)
                if sectionBytes == 1 { XCTAssertGreaterThan(sectioned.sections.count, 300) }
                XCTAssertEqual(sectioned.summary, whole.summary, "sections of \(sectionBytes) bytes")
                for jobs in [1, 3] {
                    let found = RuleEngine.check(sectioned, workspace: workspace, configuration: configuration, jobs: jobs)
                    assertSame(found, expected, "sections of \(sectionBytes) bytes, \(jobs) threads, limit \(configuration.findingsLimit)")
                }
            }
        }
    }

    /// A section past the limit is checked for counts alone while its findings come after the
    /// last one shown. A rule that reports before its screen breaks that: the section is
    /// checked again in full, and the finding it moves among those shown has its words.
    func testAFindingBeforeItsSectionIsCheckedInFull() {
        let source = Array(mixedSource().utf8)
        let whole = FileAnalysis(path: "mixed.screen", source: source)
        let workspace = WorkspaceIndex([whole.summary])
        let atTheStart = Rule(Rule.statusBarHidden.description, screen: { (screen: ScreenModel, context: inout RuleContext) in
            guard screen.name == "AfterStray" else { return }
            context.report(0..<1, LocalizedText("At the start.", "在开头。", "在開頭。"))
        })
        for limit in [3, 40] {
            var configuration = Configuration()
            configuration.findingsPerFile = limit
            let rules = Rules.all + [atTheStart]
            let expected = RuleEngine.check(whole, workspace: workspace, configuration: configuration, rules: rules)
            XCTAssertTrue(expected.contains { $0.range == 0..<1 && $0.message.english == "At the start." }, "the early finding is shown, with its words")
            for sectionBytes in [1, 500] {
                let sectioned = SectionedFile(path: "mixed.screen", source: source, sectionBytes: sectionBytes)
                assertSame(RuleEngine.check(sectioned, workspace: workspace, configuration: configuration, rules: rules), expected,
                           "sections of \(sectionBytes) bytes, limit \(limit)")
            }
        }
    }

    /// What a file rule notes while a section is counted is taken back before the section is
    /// checked again in full, so that the full check sees the notes of the sections before.
    func testASectionsNotesAreTakenBack() {
        let carry = FileRuleCarry()
        let first = Array("screen A { }".utf8)[...], second = Array("screen B { }".utf8)[...]
        XCTAssertTrue(carry.noteDuplicatedScreenText(first))
        carry.mark()
        XCTAssertTrue(carry.noteDuplicatedScreenText(second))
        XCTAssertFalse(carry.noteDuplicatedScreenText(first))
        carry.rollBack()
        XCTAssertEqual(carry.duplicatedScreenTexts, [first])
        XCTAssertTrue(carry.noteDuplicatedScreenText(second), "noted again after the roll-back")
    }

    /// Stray text that ends where a screen starts is not the screen's: the screen's own
    /// findings keep their fixes, read whole or in sections (the sections start at the
    /// screen, and the stray text is the section before's).
    func testAScreenRightAfterStrayTextKeepsItsFixes() {
        let source = Array("stray text\u{0}}screen Player {\n    Image { name: \"cover\" }\n    StatusBar\n}\n".utf8)
        let whole = FileAnalysis(path: "stray.screen", source: source)
        let workspace = WorkspaceIndex([whole.summary])
        let expected = RuleEngine.check(whole, workspace: workspace)
        XCTAssertTrue(expected.contains { $0.ruleID == "syntax-error" }, "the stray text is an error")
        let statusBar = expected.first { $0.ruleID == "status-bar-not-top" }
        XCTAssertEqual(statusBar?.fixes.count, 1, "the screen itself parsed as written, so its fix is offered")
        let sectioned = SectionedFile(path: "stray.screen", source: source, sectionBytes: 1)
        XCTAssertEqual(sectioned.sections.count, 2)
        assertSame(RuleEngine.check(sectioned, workspace: workspace), expected, "sections of 1 byte")
    }

    /// Says where two lists of findings first differ, rather than printing both.
    private func assertSame(_ found: [Diagnostic], _ expected: [Diagnostic], _ context: String, line: UInt = #line) {
        guard found != expected else { return }
        let index = (0..<min(found.count, expected.count)).first { found[$0] != expected[$0] } ?? min(found.count, expected.count)
        let describe = { (list: [Diagnostic]) in index < list.count ? "\(list[index].ruleID) at \(list[index].range), \(list[index].fixes.count) fixes" : "nothing" }
        XCTFail("\(context): \(found.count) findings, \(expected.count) expected; at \(index), \(describe(found)) where \(describe(expected)) was expected", line: line)
    }

    func testSectionsStartAtScreenKeywordsAndCoverTheText() {
        let source = Array(mixedSource().utf8)
        let sections = SyntaxTree.sections(of: source, targetBytes: 200)
        XCTAssertEqual(sections.first?.lowerBound, 0)
        XCTAssertEqual(sections.last?.upperBound, source.count)
        for (earlier, later) in zip(sections, sections.dropFirst()) {
            XCTAssertEqual(earlier.upperBound, later.lowerBound)
            XCTAssertEqual(Array(source[later.lowerBound..<(later.lowerBound + 6)]), Array("screen".utf8))
        }
        // A tab's `screen:` property is a name, never where a section starts.
        for section in sections.dropFirst() {
            var after = section.lowerBound + 6
            while source[after] == UInt8(ascii: " ") || source[after] == UInt8(ascii: "\n") { after += 1 }
            XCTAssertNotEqual(source[after], UInt8(ascii: ":"), "a section starts at the property `screen:` at \(section.lowerBound)")
        }
    }

    /// A declaration longer than the sections asked for is a section of its own.
    func testAScreenLargerThanASectionIsOneSection() {
        let large = "screen Large {\n" + String(repeating: "    Label \"line\"\n", count: 400) + "}\n"
        let source = Array(("screen A { }\n" + large + "screen B { }\n").utf8)
        let sections = SyntaxTree.sections(of: source, targetBytes: 100)
        XCTAssertEqual(sections.count, 3)
        XCTAssertEqual(sections[1].count, large.utf8.count)
    }
}
