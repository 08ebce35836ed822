import XCTest
import ScreenSyntax
import ScreenTestSupport
@testable import ScreenRules

/// What the examples of the toolbar, tab bar and search rules cannot show: options, severities,
/// the values messages name and the locations they point to.
final class BottomBarsRuleTests: XCTestCase {
    // MARK: Options

    func testToolbarItemLimitIsConfigurable() {
        let source = """
        screen Message {
            TextView
            Toolbar {
                Button { systemItem: trash }
                FlexibleSpace
                Button { systemItem: reply }
                Button { systemItem: compose }
                Button { icon: "flag" }
            }
        }
        """
        XCTAssertEqual(findings("toolbar-too-many-items", in: source).count, 0)
        var configuration = Configuration()
        configuration.options["toolbar-too-many-items"] = ["maxItems": 3]
        let found = findings("toolbar-too-many-items", in: source, configuration: configuration)
        XCTAssertEqual(found.count, 1)
        XCTAssertTrue(found.first?.message.english.contains("holds 4 items") == true, "spaces are not items")
        XCTAssertTrue(found.first?.message.english.contains("3 or fewer") == true, "the message names the configured limit")
    }

    func testTabLimitIsSharedByBothOverflowRules() {
        let tabs = (1...6).map { "        Tab \"T\($0)\" { icon: \"circle\" }" }.joined(separator: "\n")
        for orientation in ["portrait", "landscape"] {
            let source = "screen Home {\n    orientation: \(orientation)\n    TableView\n    TabBar {\n\(tabs)\n    }\n}"
            let id = orientation == "portrait" ? "tab-bar-too-many-tabs" : "tab-bar-more-in-landscape"
            XCTAssertEqual(findings(id, in: source).count, 1, id)
            var configuration = Configuration()
            configuration.options[id] = ["maxTabs": 6]
            XCTAssertEqual(findings(id, in: source, configuration: configuration).count, 0, id)
            let other = orientation == "portrait" ? "tab-bar-more-in-landscape" : "tab-bar-too-many-tabs"
            XCTAssertEqual(findings(other, in: source).count, 0, "\(other) in \(orientation)")
        }
    }

    func testTabTitleWidthAndWordLimitsAreConfigurable() {
        let source = "screen Home {\n    TableView\n    TabBar {\n        Tab \"Notifications\"\n        Tab \"For You\"\n        Tab \"设置\"\n    }\n}"
        XCTAssertEqual(findings("tab-title-too-long", in: source).count, 0)
        var configuration = Configuration()
        configuration.options["tab-title-too-long"] = ["maxWidth": 4, "maxWords": 1]
        let found = findings("tab-title-too-long", in: source, configuration: configuration)
        // "设置" is 4 columns wide (CJK counts double), within a limit of 4.
        XCTAssertEqual(found.map { text(of: $0.range, in: source) }, ["\"Notifications\"", "\"For You\""])
        XCTAssertTrue(found[0].message.english.contains("13 columns"))
        XCTAssertTrue(found[1].message.english.contains("2 words"))
    }

    func testTooFewTabsLimitIsConfigurable() {
        let source = "screen Clock {\n    TableView\n    TabBar {\n        Tab \"Alarm\"\n        Tab \"Timer\"\n    }\n}"
        XCTAssertEqual(findings("tab-bar-too-few-tabs", in: source).count, 0)
        var configuration = Configuration()
        configuration.options["tab-bar-too-few-tabs"] = ["minTabs": 3]
        let found = findings("tab-bar-too-few-tabs", in: source, configuration: configuration)
        XCTAssertEqual(found.count, 1)
        XCTAssertTrue(found.first?.message.simplifiedChinese.contains("只有 2 个标签页") == true)
    }

    // MARK: Severities

    func testSeverityCanBeChangedOrTurnedOff() {
        let source = "screen Notes {\n    TableView\n    Toolbar { Button { systemItem: compose } }\n    TabBar { Tab \"Notes\" Tab \"Shared\" }\n}"
        XCTAssertEqual(findings("toolbar-with-tab-bar", in: source).map(\.severity), [.error])
        var configuration = Configuration()
        configuration.severities["toolbar-with-tab-bar"] = .some(.warning)
        XCTAssertEqual(findings("toolbar-with-tab-bar", in: source, configuration: configuration).map(\.severity), [.warning])
        configuration.severities["toolbar-with-tab-bar"] = .some(nil)
        XCTAssertEqual(findings("toolbar-with-tab-bar", in: source, configuration: configuration).count, 0)
    }

    // MARK: What messages name and where they point

    func testOverflowNamesTheTabsUnderMoreAndPointsAtThem() {
        let source = """
        screen Music {
            TableView
            TabBar {
                Tab "Listen Now"
                Tab "Browse"
                Tab "Radio"
                Tab "Library"
                Tab "Search"
                Tab "播客"
            }
        }
        """
        let found = findings("tab-bar-too-many-tabs", in: source)
        XCTAssertEqual(found.count, 1)
        guard let diagnostic = found.first else { return }
        XCTAssertEqual(text(of: diagnostic.range, in: source), "TabBar")
        XCTAssertTrue(diagnostic.message.english.contains("6 tabs"))
        XCTAssertTrue(diagnostic.message.english.contains("'Search', '播客'"))
        XCTAssertTrue(diagnostic.message.simplifiedChinese.contains("“Search”、“播客”"))
        XCTAssertTrue(diagnostic.message.traditionalChinese.contains("「Search」、「播客」"))
        XCTAssertEqual(diagnostic.related.map { text(of: $0.range, in: source) }, ["Tab", "Tab"])
        XCTAssertEqual(diagnostic.related.map(\.range.lowerBound), [offset(of: "Tab \"Search\"", in: source), offset(of: "Tab \"播客\"", in: source)])
    }

    func testBarOrderIgnoresOverlaysAndPointsAtTheContentBelow() {
        let source = "screen Clock {\n    TabBar { Tab \"Alarm\" Tab \"Timer\" }\n    TableView\n    Alert \"Stop?\" { Button \"OK\" }\n}"
        let found = findings("tab-bar-not-at-bottom", in: source)
        XCTAssertEqual(found.count, 1)
        XCTAssertEqual(found.first?.related.map { text(of: $0.range, in: source) }, ["TableView"])
        XCTAssertEqual(found.first?.related.first?.file, "test.screen")
        let settled = "screen Clock {\n    TableView\n    TabBar { Tab \"Alarm\" Tab \"Timer\" }\n    Alert \"Stop?\" { Button \"OK\" }\n}"
        XCTAssertEqual(findings("tab-bar-not-at-bottom", in: settled).count, 0)
    }

    func testToolbarBesideATabBarIsOneFindingNotAnOrderProblem() {
        let source = "screen Notes {\n    TableView\n    Toolbar { Button { systemItem: compose } }\n    TabBar { Tab \"Notes\" Tab \"Shared\" }\n}"
        XCTAssertEqual(findings("toolbar-with-tab-bar", in: source).first?.related.map { text(of: $0.range, in: source) }, ["TabBar"])
        XCTAssertEqual(findings("toolbar-not-at-bottom", in: source).count, 0)
        XCTAssertEqual(findings("tab-bar-not-at-bottom", in: source).count, 0)
    }

    func testGenericSearchWordsAndSearchPrefixes() {
        for placeholder in ["SEARCH...", " 搜索 ", "Search…", "搜寻", "查找", ""] {
            let source = "screen S {\n    SearchBar { placeholder: \"\(placeholder)\" }\n}"
            XCTAssertEqual(findings("search-placeholder-generic", in: source).count, 1, placeholder)
        }
        for placeholder in ["Search recipes", "搜索服装、鞋子和配件", "Google"] {
            let source = "screen S {\n    SearchBar { placeholder: \"\(placeholder)\" }\n}"
            XCTAssertEqual(findings("search-placeholder-generic", in: source).count, 0, placeholder)
        }
        for (placeholder, isSearch) in [("search by name", true), ("搜尋商品", true), ("Searchlight", false), ("Find a friend", false)] {
            let source = "screen S {\n    TextField { placeholder: \"\(placeholder)\" }\n}"
            XCTAssertEqual(findings("search-with-text-field", in: source).count, isSearch ? 1 : 0, placeholder)
        }
    }

    func testBadgeAcceptsCountsAndExclamationMarksOnly() {
        for (badge, accepted) in [("3", true), ("\"42\"", true), ("\"!\"", true), ("\"！\"", true), ("\"\"", false), ("\"99+\"", false), ("\"NEW\"", false)] {
            let source = "screen S {\n    TableView\n    TabBar { Tab \"Inbox\" { badge: \(badge) } Tab \"Sent\" }\n}"
            XCTAssertEqual(findings("tab-badge-format", in: source).count, accepted ? 0 : 1, badge)
        }
    }

    // MARK: Helpers

    private func text(of range: Range<Int>, in source: String) -> String {
        String(decoding: Array(source.utf8)[range], as: UTF8.self)
    }

    private func offset(of needle: String, in source: String) -> Int? {
        let bytes = Array(source.utf8), pattern = Array(needle.utf8)
        return (0...(bytes.count - pattern.count)).first { Array(bytes[$0..<($0 + pattern.count)]) == pattern }
    }
}
