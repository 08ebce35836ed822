import XCTest
@testable import ScreenRules

/// A file's new summary in place of its old one (`replacing(_:)`, which `check --fix` and the
/// editor's fix-all use at every pass): the old summary's screens are gone from every table,
/// as if the index were made afresh from the files as they now are.
final class WorkspaceIndexReplacingTests: XCTestCase {
    private func summary(_ path: String, _ source: String) -> FileSummary {
        FileAnalysis(path: path, source: Array(source.utf8)).summary
    }

    func testTheOldSummaryIsGoneFromEveryTable() {
        let before = summary("a.screen", "screen Home {\n    Button \"Open\" { pushes: Away }\n}\nscreen Other {\n    presentation: modal\n}\n")
        let after = summary("a.screen", "screen Elsewhere {\n    Button \"Open\" { pushes: Home }\n}\nscreen Home { }\n")
        let away = summary("b.screen", "screen Away { }\n")
        let replaced = WorkspaceIndex([before, away]).replacing(after)
        let fresh = WorkspaceIndex([after, away])
        for name in ["Home", "Other", "Elsewhere", "Away"] {
            XCTAssertEqual(replaced.declarationCount(of: name), fresh.declarationCount(of: name), name)
            XCTAssertEqual(replaced.declarations(of: name).map(\.screen.name), fresh.declarations(of: name).map(\.screen.name), name)
            XCTAssertEqual(replaced.pushers(of: name).map(\.screen.name), fresh.pushers(of: name).map(\.screen.name), name)
            XCTAssertEqual(replaced.isModal(name), fresh.isModal(name), name)
        }
        XCTAssertEqual(replaced.declarationCount(of: "Home"), 1)
        XCTAssertFalse(replaced.declares("Other"))
        XCTAssertFalse(replaced.isModal("Other"))
        XCTAssertEqual(replaced.pushers(of: "Home").map(\.screen.name), ["Elsewhere"])
        XCTAssertTrue(replaced.pushers(of: "Away").isEmpty)
    }

    /// Fixing a file through the index of its workspace fixes what fixing it alone fixes: its
    /// own screens are not counted twice (which made every screen a duplicate, and the
    /// duplicates' findings filled the limit before the fixable ones).
    func testFixingThroughTheWorkspaceIndexFixesAsAFreshIndexDoes() {
        let text = "screen Home {\n    Button \"sign in\"\n}\n"
        let file = FileAnalysis(path: "a.screen", source: Array(text.utf8))
        var configuration = Configuration()
        configuration.findingsPerFile = 1
        let index = WorkspaceIndex([file.summary])
        let throughIndex = file.fixingAll(configuration: configuration, workspace: index.replacing)
        let alone = file.fixingAll(configuration: configuration) { WorkspaceIndex([$0]) }
        XCTAssertEqual(String(decoding: throughIndex.source, as: UTF8.self), String(decoding: alone.source, as: UTF8.self))
        XCTAssertEqual(throughIndex.fixed["button-title-case"], 1)
    }
}
