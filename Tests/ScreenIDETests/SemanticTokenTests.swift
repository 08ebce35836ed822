import XCTest
import ScreenSyntax
import ScreenTestSupport
@testable import ScreenIDE

/// Semantic tokens on the tree: what each name is, literals, comments, suppressions.
final class SemanticTokenTests: XCTestCase {
    private func tokens(_ text: String, range: Range<Int>? = nil) -> [(String, SemanticToken.Kind, SemanticToken.Modifiers)] {
        let host = AnalysisHost()
        host.setText(Array(text.utf8), for: "a")
        let bytes = Array(text.utf8)
        return (host.snapshot.semanticTokens(in: "a", range: range) ?? []).map {
            (String(decoding: bytes[$0.range], as: UTF8.self), $0.kind, $0.modifiers)
        }
    }

    private func assertTokens(_ actual: [(String, SemanticToken.Kind, SemanticToken.Modifiers)], _ expected: [(String, SemanticToken.Kind, SemanticToken.Modifiers)], file: StaticString = #filePath, line: UInt = #line) {
        XCTAssertEqual(actual.map { "\($0.0) \($0.1) \($0.2.rawValue)" }, expected.map { "\($0.0) \($0.1) \($0.2.rawValue)" }, file: file, line: line)
    }

    func testEveryKindOfToken() {
        let text = """
            // 收件匣 📬
            screen Inbox {
                device: iphoneX
                NavigationBar { title: "收件匣 😀" tint: #007AFF }
                RoundedRectButton "Old"
                Carousel
                TableView { Cell "A" { pushes: Message height: 44pt hidden: true } }
                SegmentedControl { segments: ["一", "二"] }
            }
            /* two
               lines */
            """
        assertTokens(tokens(text), [
            ("// 收件匣 📬", .comment, []),
            ("screen", .keyword, []), ("Inbox", .screen, .declaration),
            ("device", .property, []), ("iphoneX", .enumerationValue, []),
            ("NavigationBar", .component, .defaultLibrary), ("title", .property, []), ("\"收件匣 😀\"", .string, []),
            ("tint", .property, []), ("#007AFF", .color, []),
            ("RoundedRectButton", .component, [.defaultLibrary, .deprecated]), ("\"Old\"", .string, []),
            ("Carousel", .unknownComponent, []),
            ("TableView", .component, .defaultLibrary), ("Cell", .component, .defaultLibrary), ("\"A\"", .string, []),
            ("pushes", .property, []), ("Message", .screenReference, []),
            ("height", .property, []), ("44pt", .number, []), ("hidden", .property, []), ("true", .keyword, []),
            ("SegmentedControl", .component, .defaultLibrary), ("segments", .property, []), ("\"一\"", .string, []), ("\"二\"", .string, []),
            ("/* two\n   lines */", .comment, []),
        ])
    }

    func testATabsScreenPropertyIsAPropertyAndItsValueAScreen() {
        assertTokens(tokens("screen A { TabBar { Tab \"Mail\" { screen: Mail } } }"), [
            ("screen", .keyword, []), ("A", .screen, .declaration),
            ("TabBar", .component, .defaultLibrary), ("Tab", .component, .defaultLibrary), ("\"Mail\"", .string, []),
            ("screen", .property, []), ("Mail", .screenReference, []),
        ])
    }

    func testSuppressionCommentsColourTheirRuleIDs() {
        assertTokens(tokens("// screenkit-ignore: unknown-component, tab-bar-too-few-tabs -- 原因\n//screenkit-ignore-file: a\n// screenkit ignore: b"), [
            ("// screenkit-ignore: ", .comment, []), ("unknown-component", .ruleIdentifier, []), (", ", .comment, []),
            ("tab-bar-too-few-tabs", .ruleIdentifier, []), (" -- 原因", .comment, []),
            ("//screenkit-ignore-file: ", .comment, []), ("a", .ruleIdentifier, []),
            ("// screenkit ignore: b", .comment, []),
        ])
    }

    func testARangeGivesOnlyTheTokensThatOverlapIt() {
        let source = MarkedSource("screen A {\n    1️⃣StatusBar { style: darkContent }\n2️⃣    Toolbar\n}")
        assertTokens(tokens(source.text, range: source.range("1️⃣", "2️⃣")), [
            ("StatusBar", .component, .defaultLibrary), ("style", .property, []), ("darkContent", .enumerationValue, []),
        ])
    }

    func testBrokenInputStillGetsTokens() {
        assertTokens(tokens("screen { Button \"open\n  : ] Label"), [
            ("screen", .keyword, []), ("Button", .component, .defaultLibrary), ("\"open", .string, []), ("Label", .component, .defaultLibrary),
        ])
    }
}
