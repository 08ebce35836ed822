import XCTest
import ScreenSyntax
import ScreenTestSupport
@testable import ScreenIDE

/// Completion that knows the workspace: values of every type, elements that would be no
/// finding, order by use, real placeholders, suppressed rule ids.
final class SharperCompletionTests: XCTestCase {
    private func completions(_ marked: String, _ marker: String = "1️⃣", others: [String: String] = [:], language: Language = .english) throws -> (CompletionList, MarkedSource) {
        let source = MarkedSource(marked)
        let host = AnalysisHost()
        host.setText(source.bytes, for: "main")
        for (key, text) in others { host.setText(Array(text.utf8), for: key) }
        return (try XCTUnwrap(host.snapshot.completions(in: "main", at: source[marker], language: language)), source)
    }

    func testColorsUsedInTheWorkspaceComeFirstThenSystemColors() throws {
        let (list, source) = try completions(
            "screen A { NavigationBar { tint: 1️⃣#0A2️⃣ barTint: #ff2d55 } }",
            "2️⃣", others: ["other": "screen B { Toolbar { tint: #34C759 barTint: #34c759 } NavigationBar { tint: #FF2D55 } }"])
        XCTAssertEqual(list.replacementRange, source.range("1️⃣", "2️⃣"), "the half-typed color is replaced")
        XCTAssertEqual(Array(list.items.prefix(3).map(\.label)), ["#34C759", "#FF2D55", "#007AFF"])
        XCTAssertEqual(list.items[0].detail, "used 2 times in the workspace")
        XCTAssertTrue(list.items.allSatisfy { $0.kind == .color })
        XCTAssertEqual(list.items.filter { $0.label == "#FF2D55" }.count, 1, "a system color the workspace uses is listed once")
        XCTAssertEqual(list.items.first { $0.label == "#007AFF" }?.detail, "systemBlue")
    }

    func testBooleansNumbersWithDefaultsAndStrings() throws {
        let (bools, _) = try completions("screen A { StatusBar { hidden: 1️⃣ } }")
        XCTAssertEqual(bools.items.map(\.label), ["true", "false"])
        XCTAssertEqual(bools.items.last?.detail, "This is the default.")
        let (numbers, _) = try completions("screen A { Slider { max: 1️⃣ } }")
        XCTAssertEqual(numbers.items.map(\.label), ["1"])
        let (strings, _) = try completions("screen A { NavigationBar { title: 1️⃣ } }", others: ["b": "screen B { NavigationBar { title: \"收件匣\" } }\nscreen C { NavigationBar { title: \"收件匣\" } }\nscreen D { NavigationBar { title: \"Later\" } }"])
        XCTAssertEqual(strings.items.map(\.label), ["\"收件匣\"", "\"Later\""])
    }

    func testAQuoteOffersTheStringsThePropertyTakesElsewhere() throws {
        let (list, source) = try completions("screen A { Button { icon: 1️⃣\"sq2️⃣ } }", "2️⃣", others: ["b": "screen B { Button { icon: \"square.and.pencil\" } }"])
        XCTAssertEqual(list.items.map(\.label), ["\"square.and.pencil\""])
        XCTAssertEqual(list.replacementRange.lowerBound, source["1️⃣"])
        XCTAssertEqual(list.items.first?.insertText, "\"square.and.pencil\"")
    }

    func testElementsThatWouldBeAFindingAreNotOffered() throws {
        let (screen, _) = try completions("screen A {\n    StatusBar\n    NavigationBar { BackButton \"Back\" 2️⃣ }\n    1️⃣\n}")
        let elements = screen.items.filter { $0.kind == .element }.map(\.label)
        XCTAssertFalse(elements.contains("StatusBar"))
        XCTAssertFalse(elements.contains("NavigationBar"))
        XCTAssertTrue(elements.contains("TabBar"))
        XCTAssertFalse(elements.contains("Tab"), "a Tab stands only in a TabBar")
        let (bar, _) = try completions("screen A {\n    NavigationBar { BackButton \"Back\" 1️⃣ }\n}")
        XCTAssertFalse(bar.items.contains { $0.label == "BackButton" })
        XCTAssertTrue(bar.items.contains { $0.label == "Button" })
        // The element being typed is not a second one of itself.
        let (typing, _) = try completions("screen A {\n    Status1️⃣\n}")
        XCTAssertTrue(typing.items.contains { $0.label == "StatusBar" })
    }

    func testElementsAreOrderedByUseInThatContainerThenTheCatalog() throws {
        let others = ["b": "screen B { Toolbar { Label \"x\" Label \"y\" FlexibleSpace Button \"z\" } Stack { Switch } }"]
        let (list, _) = try completions("screen A { Toolbar { 1️⃣ } }", others: others)
        let elements = list.items.filter { $0.kind == .element }.map(\.label)
        XCTAssertEqual(Array(elements.prefix(3)), ["Label", "FlexibleSpace", "Button"], "one use each: catalog order")
        XCTAssertEqual(list.items.first?.kind, .property, "properties still come first")
    }

    func testSnippetPlaceholdersAreRealTextAndDeprecatedItemsAreMarked() throws {
        let (list, _) = try completions("screen A { 1️⃣ }")
        XCTAssertEqual(list.items.first { $0.label == "Label" }?.snippet, "Label \"${1:Text}\" {\n\t$0\n}")
        XCTAssertEqual(list.items.first { $0.label == "RoundedRectButton" }?.isDeprecated, true)
        XCTAssertTrue(list.items.compactMap(\.snippet).allSatisfy { !$0.contains("${1:RoundedRectButton}") && !$0.contains("${1:Label}") })
        let (chinese, _) = try completions("screen A { 1️⃣ }", language: .traditionalChinese)
        XCTAssertEqual(chinese.items.first { $0.label == "Label" }?.snippet, "Label \"${1:文字}\" {\n\t$0\n}")
        XCTAssertEqual(chinese.items.first { $0.label == "Button" }?.snippet?.hasPrefix("Button \"${1:標題}\""), true)
    }

    func testRuleIDsInASuppressionComment() throws {
        let (list, source) = try completions("screen A {\n    // screenkit-ignore: unknown-component, 1️⃣tab-b2️⃣ -- why\n    Carousel\n}", "2️⃣")
        XCTAssertEqual(list.replacementRange, source.range("1️⃣", "2️⃣"))
        XCTAssertTrue(list.items.contains { $0.label == "tab-bar-too-few-tabs" && $0.kind == .rule })
        XCTAssertFalse(list.items.contains { $0.label == "unknown-component" }, "already named")
        let host = AnalysisHost()
        host.setText(Array("// screenkit-ignore: a -- reason\n// plain\nscreen A {}".utf8), for: "k")
        XCTAssertNil(host.snapshot.completions(in: "k", at: 30, language: .english), "nothing in the reason")
        XCTAssertNil(host.snapshot.completions(in: "k", at: 38, language: .english), "nothing in another comment")
    }
}
