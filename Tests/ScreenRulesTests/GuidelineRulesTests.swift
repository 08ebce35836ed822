import XCTest
import ScreenSyntax
@testable import ScreenRules

/// What the examples of the rules added for issue 15 cannot show: a fix withheld where it
/// would reorder comments, a threshold a user sets, one finding for a fault of many parts, and
/// facts read from another file.
final class GuidelineRulesTests: XCTestCase {
    // MARK: Fixes that would reorder comments

    func testCancelSwapIsWithheldWhenItWouldCarryACommentPastAnother() {
        let source = "screen Drafts {\n    Alert \"Save this draft?\" {\n        Button \"Save\" // keeps it\n        Button \"Cancel\" { role: cancel } // loses nothing\n    }\n}"
        let found = findings("alert-cancel-position", in: source)
        XCTAssertEqual(found.count, 1)
        XCTAssertEqual(found.map(\.fixes), [[]])
    }

    func testCancelMoveIsOfferedWhenOnlyOneCommentMoves() throws {
        let source = "screen Photo {\n    ActionSheet {\n        Button \"Cancel\" { role: cancel }\n        Button \"Print\" // the usual choice\n    }\n}"
        let fix = try XCTUnwrap(findings("action-sheet-cancel-not-last", in: source).first?.fixes.first)
        XCTAssertEqual(applying(fix, to: source), "screen Photo {\n    ActionSheet {\n        Button \"Print\" // the usual choice\n        Button \"Cancel\" { role: cancel }\n    }\n}")
    }

    func testCancelMoveIsWithheldWhenCommentsWouldSwapPlaces() {
        let source = "screen Photo {\n    ActionSheet {\n        Button \"Cancel\" { role: cancel } // first, for now\n        Button \"Print\" { /* the usual choice */ }\n    }\n}"
        XCTAssertEqual(findings("action-sheet-cancel-not-last", in: source).map(\.fixes), [[]])
    }

    // MARK: Options

    /// Seed 002 puts Cancel on the right of a destructive action; iOS since 7 on the left. The
    /// option turns on the seed's half, and its fix moves Cancel right.
    func testCancelRightOfDestructiveIsTheSeedsHalfOfTheRule() throws {
        let source = "screen Contact {\n    Alert \"Delete Contact?\" {\n        Button \"Cancel\" { role: cancel }\n        Button \"Delete\" { role: destructive }\n    }\n}"
        XCTAssertEqual(findings("alert-cancel-position", in: source), [])
        let found = findings("alert-cancel-position", in: source, options: ["cancelRightOfDestructive": 1])
        XCTAssertEqual(found.count, 1)
        let fix = try XCTUnwrap(found.first?.fixes.first)
        let fixed = applying(fix, to: source)
        XCTAssertEqual(fixed, "screen Contact {\n    Alert \"Delete Contact?\" {\n        Button \"Delete\" { role: destructive }\n        Button \"Cancel\" { role: cancel }\n    }\n}")
        XCTAssertEqual(findings("alert-cancel-position", in: fixed, options: ["cancelRightOfDestructive": 1]), [])
        // The swapped order is what the default, iOS's order, leaves alone as well.
        XCTAssertEqual(findings("alert-cancel-position", in: fixed), [])
    }

    func testInfoButtonDarknessThresholdIsConfigurable() {
        // #808080 has a brightness of about 0.502: light by default, dark from a threshold of 0.6.
        let source = "screen Weather {\n    Toolbar { barTint: #808080 InfoButton { style: dark } }\n}"
        XCTAssertEqual(findings("info-button-style-contrast", in: source), [])
        XCTAssertEqual(findings("info-button-style-contrast", in: source, options: ["darkBrightness": 0.6]).count, 1)
    }

    // MARK: One finding per fault

    func testLookAlikeAlertsAreOneFindingNamingTheOthers() {
        let source = "screen Upload {\n    Alert \"Upload Failed\" { Button \"OK\" }\n    Alert \"Upload Failed\" { Button \"OK\" }\n    Alert \"upload failed!\" { Button \"Retry\" }\n}"
        let found = findings("alert-same-title-without-message", in: source)
        XCTAssertEqual(found.count, 1)
        XCTAssertEqual(found.first?.related.count, 2)
        XCTAssertTrue(found.first?.message.english.contains("2 other alerts") ?? false)
    }

    func testEditingControlsOfManyCellsAreOneFindingOnTheTable() throws {
        let source = "screen Favorites {\n    TableView {\n        Cell \"Mom\" { editingControl: delete }\n        Section \"Work\" { Cell \"Office\" { editingControl: reorder } Cell \"Desk\" { editingControl: insert } }\n    }\n}"
        let found = findings("table-editing-controls-not-editing", in: source)
        XCTAssertEqual(found.count, 1)
        XCTAssertEqual(found.first?.related.count, 3)
        let fix = try XCTUnwrap(found.first?.fixes.first)
        XCTAssertEqual(findings("table-editing-controls-not-editing", in: applying(fix, to: source)), [])
    }

    func testHalfTypedPushesIsNoFindingAndSparesItsNeighbour() {
        let source = "screen Settings {\n    TableView {\n        Cell \"General\" { pushes: }\n        Cell \"Display\" { pushes: Display }\n    }\n}\n\nscreen Display {\n    TableView\n}"
        let found = findings("cell-pushes-without-disclosure", in: source)
        XCTAssertEqual(found.count, 1)
        XCTAssertTrue(found.first?.message.english.contains("\"Display\"") ?? false)
    }

    func testOneFaultOfNavigationBarButtonsIsReportedByOneRule() {
        // A Done button at the leading end beside a back button: the back button's rule alone.
        let source = "screen Note {\n    NavigationBar { BackButton \"Notes\" Button \"Done\" { placement: leading } }\n}"
        XCTAssertEqual(findings("nav-bar-leading-button-with-back", in: source).count, 1)
        XCTAssertEqual(findings("nav-bar-done-not-trailing", in: source), [])
    }

    // MARK: Facts from other files

    func testPickerScreenPushedFromAnotherFileIsReported() {
        let files = [
            "event.screen": "screen Event {\n    TableView { Cell \"Starts\" { accessory: disclosureIndicator pushes: StartDate } }\n}",
            "start.screen": "screen StartDate {\n    NavigationBar { BackButton \"Event\" }\n    DatePicker\n}",
        ]
        XCTAssertEqual(findings("picker-on-own-screen", in: "start.screen", of: files).count, 1)
        XCTAssertEqual(findings("picker-on-own-screen", in: "start.screen", of: ["start.screen": files["start.screen"]!]), [])
    }

    // MARK: The coverage document

    /// Docs/guideline-coverage.md maps each added rule to its statement, and names no rule
    /// that does not exist.
    func testCoverageDocumentMapsTheAddedRules() throws {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        let text = try String(contentsOf: root.appendingPathComponent("Docs/guideline-coverage.md"), encoding: .utf8)
        let section = try XCTUnwrap(text.range(of: "## Statements and rules")).upperBound
        let ruleCells = text[section...].split(separator: "\n").compactMap { line -> String? in
            let cells = line.split(separator: "|", omittingEmptySubsequences: false).map { $0.trimmingCharacters(in: .whitespaces) }
            guard cells.count >= 4, cells[1].hasPrefix("`"), cells[1].hasSuffix("`") else { return nil }
            return String(cells[1].dropFirst().dropLast())
        }
        XCTAssertEqual(Set(ruleCells), RuleCatalogTests.addedGuidelineIDs)
        XCTAssertEqual(ruleCells.count, RuleCatalogTests.addedGuidelineIDs.count, "each added rule has one row")
        let known = Set(Rules.all.map(\.id))
        var rest = text[section...]
        while let open = rest.firstIndex(of: "`") {
            let after = rest.index(after: open)
            guard let close = rest[after...].firstIndex(of: "`") else { break }
            let name = String(rest[after..<close])
            if name.contains("-"), name.allSatisfy({ $0.isLowercase || $0 == "-" }) {
                XCTAssertTrue(known.contains(name), "the coverage document names \(name), which is no rule")
            }
            rest = rest[rest.index(after: close)...]
        }
    }

    // MARK: A realistic workspace

    /// Tests/Workspaces/guideline-rules: three files written to the guidelines give nothing,
    /// and each mistake planted in the fourth (`// P<n> rule-id` on its line) gives exactly its
    /// finding: precision and recall of 1 on this workspace, for every rule, not only the new.
    func testTheWorkspaceGivesThePlantedFindingsAndNoOthers() throws {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        let folder = root.appendingPathComponent("Workspaces/guideline-rules")
        let names = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.hasSuffix(".screen") }.sorted()
        XCTAssertEqual(names.count, 4)
        let analyses = try names.map { name in
            FileAnalysis(path: name, source: Array(try Data(contentsOf: folder.appendingPathComponent(name))))
        }
        let workspace = WorkspaceIndex(analyses.map(\.summary))
        var found: Set<String> = []
        var planted: Set<String> = []
        for analysis in analyses {
            let source = analysis.tree.source
            func line(of offset: Int) -> Int { source[..<offset].reduce(1) { $0 + ($1 == UInt8(ascii: "\n") ? 1 : 0) } }
            for diagnostic in RuleEngine.check(analysis, workspace: workspace, configuration: .defaults) {
                found.insert("\(analysis.path):\(line(of: diagnostic.range.lowerBound)) \(diagnostic.ruleID)")
            }
            for (index, text) in String(decoding: source, as: UTF8.self).split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
                guard let marker = text.range(of: "// P") else { continue }
                let words = text[marker.upperBound...].split(separator: " ")
                guard words.count == 2 else { continue }
                planted.insert("\(analysis.path):\(index + 1) \(words[1])")
            }
        }
        XCTAssertEqual(planted.count, RuleCatalogTests.addedGuidelineIDs.count, "one planted mistake per added rule")
        XCTAssertEqual(Set(planted.map { String($0.split(separator: " ")[1]) }), RuleCatalogTests.addedGuidelineIDs)
        XCTAssertEqual(found.subtracting(planted), [], "findings that are not planted mistakes")
        XCTAssertEqual(planted.subtracting(found), [], "planted mistakes not found")
    }
}
