import XCTest
import ScreenSyntax
import ScreenTestSupport
@testable import ScreenRules

/// A large file's summaries are read from its sections' tokens when the text is plainly well
/// formed (`FileSummary.appendScreens(of:in:to:)`); they must be the ones the tree gives, and
/// text the parser has to recover from must be left to the parser.
final class ScreenSummaryTokensTests: XCTestCase {
    /// The summaries read from the tokens of `text` as one section, or nil when the reading
    /// declines.
    private func summariesFromTokens(_ text: String) -> [ScreenSummary]? {
        let source = Array(text.utf8)
        var screens: [ScreenSummary] = []
        var accepted = true
        SyntaxTree.forEachLexedSection(of: source, targetBytes: .max) { section in
            accepted = FileSummary.appendScreens(of: section, in: source, to: &screens) && accepted
        }
        XCTAssertTrue(accepted || screens.isEmpty, "a declined reading leaves nothing behind")
        return accepted ? screens : nil
    }

    private func summariesFromTree(_ text: String) -> [ScreenSummary] {
        FileSummary(path: "a.screen", declarations: SourceFileSyntax(SyntaxTree(parsing: text)).screens).screens
    }

    func testEveryWellFormedRuleExampleReadsAsItsTreeDoes() throws {
        var read = 0
        for rule in Rules.all {
            let description = rule.description
            for example in description.triggering + description.nonTriggering + description.corrections.flatMap({ [$0.input, $0.output] }) {
                // Behind an emoji, so that a screen's offsets are not those of its example.
                let text = "// 😀\n" + MarkedSource(example).text
                guard let screens = summariesFromTokens(text) else { continue }
                XCTAssertEqual(screens, summariesFromTree(text), "\(rule.id): \(example)")
                read += 1
            }
        }
        // Most examples are well formed; those about broken syntax are not.
        XCTAssertGreaterThan(read, 300)
    }

    /// The screens of `text` read section by section (each as small as the splitting allows,
    /// so that most start past the text's first byte), or nil when a section is declined.
    private func summariesFromTokensInSections(_ text: String) -> [ScreenSummary]? {
        let source = Array(text.utf8)
        var screens: [ScreenSummary] = []
        var accepted = true
        SyntaxTree.forEachLexedSection(of: source, targetBytes: 1) { section in
            accepted = FileSummary.appendScreens(of: section, in: source, to: &screens) && accepted
        }
        return accepted ? screens : nil
    }

    func testTheExamplesAndTheBenchmarkScreensAreReadFromTokens() throws {
        let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("../../Docs/examples")
        let files = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.hasSuffix(".screen") }
        XCTAssertGreaterThanOrEqual(files.count, 5)
        var texts = try files.map { ($0, try String(contentsOf: folder.appendingPathComponent($0), encoding: .utf8)) }
        // The shapes of `make bench-check`'s files (Tests/Benchmarks/generate_screens.py).
        texts.append(("small screens", (0..<4).map { index in
            "screen Item\(index) {\n    NavigationBar { title: \"Item \(index)\" }\n    Label \"Hello, item \(index); welcome back\"\n    Button \"Open\" { pushes: Item\(index + 1) }\n}\n"
        }.joined()))
        texts.append(("findings-heavy screens", (0..<3).map { index in
            """
            // Screen \(index): generated for benchmarks.
            screen Screen\(index) {
                device: iphone
                StatusBar { style: darkContent hidden: true }
                NavigationBar {
                    title: "收件匣 \(index) 📬"
                    BackButton "收件匣 \(index + 12) 📬"
                    Button "edit all" { placement: trailing }
                }
                SearchBar { placeholder: "Search" }
                TableView {
                    style: plain
                    Cell "Alice Chen" { subtitle: "Lunch on Friday?" accessory: disclosureIndicator pushes: Screen\(index + 1) }
                    Cell "陳小明" { subtitle: "週五午餐？😀" accessory: disclosureIndicator pushes: Screen\(index)x }
                    Cell "Bob" { subtitel: "Re: the plan" image: "person.circle" }
                }
                Toolbar {
                    Button { icon: "square.and.pencil" presents: Compose\(index) }
                    FlexibleSpace
                    Label "Updated just now" { dynamicType: false }
                }
            }

            """
        }.joined()))
        for (name, text) in texts {
            let fromTree = summariesFromTree(text)
            XCTAssertFalse(fromTree.isEmpty, name)
            XCTAssertEqual(summariesFromTokens(text), fromTree, name)
            XCTAssertEqual(summariesFromTokensInSections(text), fromTree, "\(name), a section a screen")
        }
    }

    func testEachSummarizedFactIsReadAsTheTreeReadsIt() {
        let text = """
            screen Inbox {
                presentation: push
                presentation: modal
                orientation: "landscape"
                StatusBar { style: darkContent }
                NavigationBar {
                    title: "Inbox \\u{1F4EC} \\"new\\""
                    title: "second"
                    translucent: false
                    barTint: [#FF9500, 1]
                    Button "Edit" { pushes: Editor presents: Sheet pushes: Other }
                }
                NavigationBar { title: "ignored" barTint: #000000 }
                TableView {
                    Cell "A" { accessory: disclosureIndicator; pushes: "Quoted" }
                    Stack {
                        Cell "B" { pushes: Inner }
                        Button "C"
                    }
                    pushes: FromTheTable
                }
                TabBar { Tab "Home" { Stack { Button { presents: Deep } } screen: Home } }
            }
            screen Second { presentation: modal orientation: landscape; Label "x", Image }
            screen Third {}
            """
        let screens = summariesFromTokens(text)
        XCTAssertEqual(screens, summariesFromTree(text))
        guard let screens, screens.count == 3 else { return XCTFail("three screens read") }
        let inbox = screens[0]
        XCTAssertFalse(inbox.declaresModal, "the first presentation counts")
        XCTAssertEqual(inbox.orientation, "portrait", "a string is no orientation")
        XCTAssertEqual(inbox.navigationTitle, "Inbox 📬 \"new\"")
        XCTAssertEqual(inbox.navigationBarTranslucent, false)
        XCTAssertEqual(inbox.navigationBarTint, "[#FF9500, 1]")
        XCTAssertTrue(inbox.isList)
        // An element's own links come before those of the elements inside it.
        XCTAssertEqual(inbox.links.map { "\($0.kind.rawValue) \($0.target)" }, [
            "pushes Editor", "presents Sheet", "pushes FromTheTable", "pushes Inner", "screen Home", "presents Deep",
        ])
        XCTAssertTrue(screens[1].declaresModal)
        XCTAssertEqual(screens[1].orientation, "landscape")
        XCTAssertFalse(screens[1].isList)
        XCTAssertNil(screens[2].navigationBarRange)
    }

    func testTextThatNeedsRecoveryIsLeftToTheParser() {
        let deep = "screen Deep {" + String(repeating: " Stack {", count: 20) + String(repeating: " }", count: 20) + " }"
        let broken = [
            "screen Open { NavigationBar { title: \"x\" }",
            "screen Missing { NavigationBar { title: } }",
            "screen Unterminated { Label \"no end }",
            "screen { Label \"nameless\" }",
            "screen Stray { Label \"x\" } }",
            "stray screen After { }",
            "screen Values { Button { title: Next \"x\" } }",
            "screen List { Picker { items: [\"a\" \"b\"] } }",
            "screen Keyword { true: 1 }",
            "screen Bad { Label \"x\" @ }",
            "screen Open { Label \"x\" } /* a comment left open",
            deep,
        ]
        for text in broken {
            XCTAssertNil(summariesFromTokens(text), text)
            // A file read in sections still has the whole file's summary: the section is parsed.
            let source = Array(text.utf8)
            XCTAssertEqual(SectionedFile(path: "a.screen", source: source, sectionBytes: 1).summary.screens, summariesFromTree(text), text)
        }
    }
}
