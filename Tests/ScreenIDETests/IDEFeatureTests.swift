import XCTest
import ScreenSyntax
import ScreenRules
import ScreenCatalog
import ScreenTestSupport
@testable import ScreenIDE

/// Hover, completion and symbols through the analysis host, at marked offsets, also behind an
/// emoji and Chinese text.
final class IDEFeatureTests: XCTestCase {
    private func analysis(_ marked: String, prefix: String = "", others: [String: String] = [:]) -> (Analysis, MarkedSource) {
        let source = MarkedSource(marked).prefixed(prefix)
        let host = AnalysisHost()
        host.setText(source.bytes, for: "file:///main.screen")
        for (key, text) in others { host.setText(Array(text.utf8), for: key) }
        return (host.snapshot, source)
    }

    private static let prefixes = ["", "// 😀 中文註解\n", "/* 😀 */ "]

    func testHoverOnAnElementShowsItsGuidelineEntry() throws {
        for prefix in Self.prefixes {
            let (analysis, source) = analysis("screen A {\n    1️⃣Tab2️⃣Bar { Tab \"Mail\" }\n}", prefix: prefix)
            let english = try XCTUnwrap(analysis.hover(in: "file:///main.screen", at: source["2️⃣"], language: .english))
            XCTAssertEqual(english.range, source["1️⃣"]..<source["1️⃣"] + "TabBar".utf8.count)
            XCTAssertTrue(english.markdown.contains("A tab bar appears at the bottom of the screen, 49 pt high"))
            let chinese = try XCTUnwrap(analysis.hover(in: "file:///main.screen", at: source["1️⃣"], language: .traditionalChinese))
            XCTAssertTrue(chinese.markdown.contains("標籤列出現在螢幕的底部"))
        }
    }

    func testHoverOnAPropertyShowsTypeDefaultAndGuideline() throws {
        let (analysis, source) = analysis("screen A {\n    TabBar { Tab \"Mail\" { 1️⃣badge: 3 } }\n    StatusBar { 2️⃣style: 3️⃣darkContent }\n}")
        let badge = try XCTUnwrap(analysis.hover(in: "file:///main.screen", at: source["1️⃣"], language: .english))
        XCTAssertTrue(badge.markdown.contains("Type: `string or int`"))
        XCTAssertTrue(badge.markdown.contains("Use a badge to convey information unobtrusively"))
        let style = try XCTUnwrap(analysis.hover(in: "file:///main.screen", at: source["2️⃣"], language: .simplifiedChinese))
        XCTAssertTrue(style.markdown.contains("默认值：`default`"))
        let value = try XCTUnwrap(analysis.hover(in: "file:///main.screen", at: source["3️⃣"], language: .english))
        XCTAssertTrue(value.markdown.hasPrefix("## StatusBar.style: `darkContent`"))
    }

    func testHoverOnScreenNamesAndRuleIDs() throws {
        let text = "screen 1️⃣Inbox {\n    NavigationBar { title: \"收件匣\" }\n    TableView { Cell \"A\" { pushes: 2️⃣Message } }\n}\nscreen Message {\n    // screenkit-ignore: 3️⃣unknown-component\n    Carousel\n}"
        let (analysis, source) = analysis(text)
        let inbox = try XCTUnwrap(analysis.hover(in: "file:///main.screen", at: source["1️⃣"], language: .english))
        XCTAssertTrue(inbox.markdown.contains("A root screen"))
        XCTAssertTrue(inbox.markdown.contains("Title: “收件匣”"))
        let message = try XCTUnwrap(analysis.hover(in: "file:///main.screen", at: source["2️⃣"], language: .english))
        XCTAssertTrue(message.markdown.contains("Pushed by `Inbox`."))
        let rule = try XCTUnwrap(analysis.hover(in: "file:///main.screen", at: source["3️⃣"], language: .english))
        XCTAssertTrue(rule.markdown.hasPrefix("## unknown-component"))
    }

    func testNoHoverInStringsOrOnUnknownNames() {
        let (analysis, source) = analysis("screen A {\n    Label \"Tab1️⃣Bar\"\n    Caro2️⃣usel\n}")
        XCTAssertNil(analysis.hover(in: "file:///main.screen", at: source["1️⃣"], language: .english))
        XCTAssertNil(analysis.hover(in: "file:///main.screen", at: source["2️⃣"], language: .english))
    }

    func testCompletionOfElementsAndUnsetProperties() throws {
        for prefix in Self.prefixes {
            let (analysis, source) = analysis("screen A {\n    TabBar {\n        translucent: false\n        1️⃣\n    }\n}", prefix: prefix)
            let list = try XCTUnwrap(analysis.completions(in: "file:///main.screen", at: source["1️⃣"], language: .english))
            let labels = list.items.map(\.label)
            XCTAssertEqual(list.items.filter { $0.kind == .element }.map(\.label), ["Tab"])
            XCTAssertEqual(list.items.filter { $0.kind == .property }.map(\.label), ["tint", "barTint", "width", "height", "hidden"])
            XCTAssertFalse(labels.contains("translucent"))
            XCTAssertEqual(list.replacementRange, source["1️⃣"]..<source["1️⃣"])
            let tab = try XCTUnwrap(list.items.first { $0.label == "Tab" })
            XCTAssertEqual(tab.snippet, "Tab \"${1:Title}\" {\n\t$0\n}")
            XCTAssertNotNil(tab.documentation)
        }
    }

    func testCompletionOfAPartlyTypedWordReplacesIt() throws {
        let (analysis, source) = analysis("screen A {\n    1️⃣Navi2️⃣\n}")
        let list = try XCTUnwrap(analysis.completions(in: "file:///main.screen", at: source["2️⃣"], language: .english))
        XCTAssertEqual(list.replacementRange, source.range("1️⃣", "2️⃣"))
        XCTAssertTrue(list.items.contains { $0.label == "NavigationBar" })
        XCTAssertTrue(list.items.contains { $0.label == "device" })
        XCTAssertFalse(list.items.contains { $0.label == "Tab" }, "a Tab does not stand in a screen")
        // A completion list shows many items: each carries the entry's first paragraph, hover the whole entry.
        let tabBar = try XCTUnwrap(list.items.first { $0.label == "TabBar" }?.documentation)
        XCTAssertTrue(tabBar.contains("A tab bar appears at the bottom of the screen, 49 pt high"))
        XCTAssertFalse(tabBar.contains("Use the fewest tabs that help people navigate your app"))
        XCTAssertTrue(Documentation.element(Catalog.element(named: "TabBar")!, language: .english).contains("Use the fewest tabs that help people navigate your app"))
    }

    /// A value left untyped does not spoil what follows: the next element is still one, and
    /// completion after its `pushes:` offers the screens.
    func testCompletionAfterAHalfTypedValueOnAnEarlierLine() throws {
        let (analysis, source) = analysis("screen A {\n    StatusBar { style: }\n    TableView {\n        style:\n        Cell \"Alice\" { pushes: 1️⃣ }\n    }\n}\nscreen Detail { }")
        let screens = try XCTUnwrap(analysis.completions(in: "file:///main.screen", at: source["1️⃣"], language: .english))
        XCTAssertEqual(screens.items.map(\.label), ["A", "Detail"])
    }

    func testCompletionOfValuesAndScreenNames() throws {
        let (analysis, source) = analysis(
            "screen A {\n    StatusBar { style: 1️⃣ }\n    TabBar { Tab \"x\" { screen: 2️⃣ } }\n    Button \"Go\" { pushes: 3️⃣Se4️⃣ }\n}\nscreen Settings { }",
            others: ["file:///other.screen": "screen Profile { NavigationBar { title: \"我\" } }"])
        let styles = try XCTUnwrap(analysis.completions(in: "file:///main.screen", at: source["1️⃣"], language: .english))
        XCTAssertEqual(styles.items.map(\.label), ["default", "darkContent", "lightContent"])
        let screens = try XCTUnwrap(analysis.completions(in: "file:///main.screen", at: source["2️⃣"], language: .english))
        XCTAssertEqual(screens.items.map(\.label), ["A", "Profile", "Settings"])
        XCTAssertEqual(screens.items.first { $0.label == "Profile" }?.detail, "我")
        let partial = try XCTUnwrap(analysis.completions(in: "file:///main.screen", at: source["4️⃣"], language: .english))
        XCTAssertEqual(partial.replacementRange, source.range("3️⃣", "4️⃣"))
        XCTAssertEqual(partial.items.map(\.label), ["A", "Profile", "Settings"])
    }

    func testNoCompletionInCommentsAndStrings() {
        let (analysis, source) = analysis("// a 1️⃣comment\nscreen A {\n    Label \"te2️⃣xt\"\n}")
        XCTAssertNil(analysis.completions(in: "file:///main.screen", at: source["1️⃣"], language: .english))
        XCTAssertNil(analysis.completions(in: "file:///main.screen", at: source["2️⃣"], language: .english))
    }

    func testTopLevelOffersScreen() throws {
        let (analysis, source) = analysis("screen A { }\n1️⃣")
        let list = try XCTUnwrap(analysis.completions(in: "file:///main.screen", at: source["1️⃣"], language: .english))
        XCTAssertEqual(list.items.map(\.label), ["screen"])
    }

    /// A client may take the documentation of an item only when it is selected: the item's
    /// subject finds the same text, in every language, and lists can go without it.
    func testCompletionDocumentationOnRequestIsTheListsDocumentation() throws {
        let (analysis, source) = analysis(
            "screen A {\n    1️⃣\n    StatusBar { style: 2️⃣ }\n    Button \"Go\" { pushes: 3️⃣ }\n    TabBar { 4️⃣ }\n}\n5️⃣",
            others: ["file:///other.screen": "screen Profile { NavigationBar { title: \"我\" } }"])
        for marker in ["1️⃣", "2️⃣", "3️⃣", "4️⃣", "5️⃣"] {
            for language in Language.allCases {
                let list = try XCTUnwrap(analysis.completions(in: "file:///main.screen", at: source[marker], language: language))
                XCTAssertFalse(list.items.isEmpty, marker)
                for item in list.items {
                    XCTAssertNotNil(item.documentation, "\(marker) \(item.label)")
                    XCTAssertEqual(analysis.completionDocumentation(for: item.subject, language: language), item.documentation, "\(marker) \(item.label)")
                }
                let bare = try XCTUnwrap(analysis.completions(in: "file:///main.screen", at: source[marker], language: language, documentation: false))
                XCTAssertEqual(bare.items, list.items.map(\.withoutDocumentation), marker)
                XCTAssertEqual(bare.replacementRange, list.replacementRange, marker)
            }
        }
        XCTAssertNil(analysis.completionDocumentation(for: .screen("Gone"), language: .english))
        XCTAssertNil(analysis.completionDocumentation(for: .element("NoSuchElement"), language: .english))
        XCTAssertNil(analysis.completionDocumentation(for: .value(owner: "StatusBar", property: "style", value: "purple"), language: .english))
        XCTAssertNil(analysis.completionDocumentation(for: .keyword("func"), language: .english))
    }

    func testDocumentSymbols() {
        let (analysis, _) = analysis("screen Inbox {\n    StatusBar\n    NavigationBar { title: \"收件匣\" }\n    TableView { Section \"Today\" { Cell \"A\" } }\n}\nscreen Other { }")
        let symbols = analysis.documentSymbols(in: "file:///main.screen")
        XCTAssertEqual(symbols.map(\.name), ["Inbox", "Other"])
        XCTAssertEqual(symbols[0].children.map(\.name), ["StatusBar", "NavigationBar", "TableView"])
        XCTAssertEqual(symbols[0].children[1].detail, "收件匣")
        XCTAssertEqual(symbols[0].children[2].children.map(\.detail), ["Today"])
    }

    func testFindingsAreCachedUntilTheirInputsChange() {
        let host = AnalysisHost()
        host.setText(Array("screen A { Buton }".utf8), for: "a")
        host.setText(Array("screen B { }".utf8), for: "b")
        XCTAssertEqual(host.snapshot.diagnostics(for: "a").map(\.ruleID), ["unknown-component"])
        host.applyChanges([TextChange(range: LinePosition(line: 0, character: 11)..<LinePosition(line: 0, character: 16), newText: "Button")], encoding: .utf16, to: "a")
        XCTAssertEqual(host.snapshot.diagnostics(for: "a").map(\.ruleID), [])
        XCTAssertEqual(String(decoding: host.snapshot.file("a")!.tree.source, as: UTF8.self), "screen A { Button }")
    }
}
