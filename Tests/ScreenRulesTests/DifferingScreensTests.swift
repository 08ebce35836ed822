import XCTest
import ScreenSyntax
import ScreenTestSupport
@testable import ScreenRules

/// After one edit the server compares only the screens the edit made with those it replaced
/// (`DifferingScreens`); that must tell what comparing every screen tells, for edits
/// anywhere: in names, links, bars, between screens, across a screen's start.
final class DifferingScreensTests: XCTestCase {
    func testComparingTheEditedScreensTellsWhatComparingEveryScreenTells() throws {
        var generator = SeededGenerator(seed: 16)
        var windows = 0
        var factChanges = 0
        var moves = 0
        for folder in ["Docs/examples", "Tests/Workspaces/banking", "Tests/Workspaces/recipes", "Tests/Workspaces/transit"] {
            for file in try textFiles(in: OneFindingPerFaultTests.repository + "/" + folder, named: { $0.hasSuffix(".screen") }) {
                var analysis = FileAnalysis(path: file.path, source: Array(file.text.utf8))
                for round in 0..<60 {
                    let edit = Self.randomEdit(of: analysis.tree.source, using: &generator)
                    let previous = analysis.summary
                    let (next, replaced) = analysis.applying(edit)
                    analysis = next
                    guard replaced != nil, let summaryEdit = next.summaryEdit else { continue }
                    let context = "\(file.path), edit \(round): \(edit)"
                    let differing = DifferingScreens(from: previous, to: next.summary, by: summaryEdit)
                    if differing.old.count < previous.screens.count { windows += 1 }
                    XCTAssertEqual(differing.areEqual, previous == next.summary, context)
                    XCTAssertEqual(differing.haveSameFacts, previous.hasSameFacts(as: next.summary), context)
                    if !differing.haveSameFacts { factChanges += 1 }
                    guard differing.haveSameFacts else { continue }
                    let misplaced = FactChange(placesFrom: differing, through: [edit])
                    XCTAssertEqual(misplaced, FactChange(placesFrom: previous, through: [edit], to: next.summary), context)
                    if misplaced != nil { moves += 1 }
                }
            }
        }
        // The edits reached every case: compared in a window, facts changed, places changed.
        XCTAssertGreaterThan(windows, 100)
        XCTAssertGreaterThan(factChanges, 10)
        XCTAssertGreaterThan(moves, 0)
    }

    /// A window whose edit reaches into a screen it did not replace is not trusted: every
    /// screen is compared.
    func testAnEditReachingAScreenOutsideItsWindowComparesEveryScreen() {
        let text = "screen A {\n    Button \"x\" { pushes: B }\n}\nscreen B {\n}\n"
        let summary = FileAnalysis(path: "a.screen", source: Array(text.utf8)).summary
        let link = summary.screens[0].links[0].range
        let reaching = SummaryEdit(edit: SourceEdit(range: link, newText: "C"), replaced: 1..<2, inserted: 1..<2)
        XCTAssertEqual(DifferingScreens(from: summary, to: summary, by: reaching).old.count, 2)
        let clear = SummaryEdit(edit: SourceEdit(range: summary.screens[1].nameRange, newText: "B"), replaced: 1..<2, inserted: 1..<2)
        XCTAssertEqual(DifferingScreens(from: summary, to: summary, by: clear).old.count, 1)
    }

    /// An edit of up to a few bytes: text typed, deleted or replaced, at a random place,
    /// often in a name or a link target, where facts live, and sometimes a whole line.
    private static func randomEdit(of source: [UInt8], using generator: inout SeededGenerator) -> SourceEdit {
        let start = source.isEmpty ? 0 : Int.random(in: 0...source.count, using: &generator)
        let length = Int.random(in: 0...3, using: &generator)
        var end = min(source.count, start + length)
        if Int.random(in: 0..<10, using: &generator) == 0 {
            // A whole line removed or doubled.
            end = source[start...].firstIndex(of: UInt8(ascii: "\n")).map { $0 + 1 } ?? source.count
        }
        // Cut at character boundaries: never inside a multi-byte character.
        let boundary = { (offset: Int) -> Int in
            var offset = offset
            while offset < source.count, offset > 0, source[offset] & 0xC0 == 0x80 { offset += 1 }
            return offset
        }
        let range = boundary(start)..<max(boundary(start), boundary(end))
        let texts = ["", "x", " ", "\n", "Z", "9", "pushes: Home ", "screen S {\n", "}", "NavigationBar { title: \"T\" }\n", "\"", "// c\n"]
        return SourceEdit(range: range, newText: texts.randomElement(using: &generator)!)
    }
}
