import XCTest
import ScreenTestSupport
import ScreenSyntax

/// Edits applied together: an insertion where a replacement starts is kept in whatever order
/// they come, and composed edits of several passes give what the passes gave.
final class SourceEditApplyTests: XCTestCase {
    private func apply(_ edits: [SourceEdit], to text: String) -> (String, Int) {
        let (result, skipped) = SourceEdit.apply(edits, to: Array(text.utf8))
        return (String(decoding: result, as: UTF8.self), skipped)
    }

    /// A move's insertion at the start of a name that a rename replaces (fix-all took the
    /// rename's edit first, and the insertion, with the element moved, was lost).
    func testAnInsertionWhereAReplacementStartsIsKeptInEitherOrder() {
        let text = "    StatusBa\n    Label \"a\"\n"
        let rename = SourceEdit(range: 4..<12, newText: "StatusBar")
        let insertion = SourceEdit(range: 4..<4, newText: "NavigationBar\n    ")
        for edits in [[rename, insertion], [insertion, rename]] {
            let (result, skipped) = apply(edits, to: text)
            XCTAssertEqual(result, "    NavigationBar\n    StatusBar\n    Label \"a\"\n")
            XCTAssertEqual(skipped, 0)
        }
    }

    func testInsertionsAtOnePlaceAndOverlapsAreLeftOut() {
        let twice = [SourceEdit(range: 1..<1, newText: "x"), SourceEdit(range: 1..<1, newText: "y")]
        XCTAssertEqual(apply(twice, to: "ab").1, 1)
        let overlapping = [SourceEdit(range: 1..<3, newText: ""), SourceEdit(range: 0..<2, newText: "z")]
        let (result, skipped) = apply(overlapping, to: "abcd")
        XCTAssertEqual(result, "zcd")
        XCTAssertEqual(skipped, 1)
    }

    /// Random passes of edits over random texts: the composition of every pass, applied to the
    /// first text at once, gives the last text, and its edits are sorted and apart.
    func testComposedPassesGiveTheLastPassesText() {
        var random = SeededGenerator(seed: 17)
        let alphabet = Array("ab\n中😀".utf8)
        for step in 0..<20_000 {
            var text = (0..<Int.random(in: 0...12, using: &random)).map { _ in alphabet.randomElement(using: &random)! }
            let first = text
            var composed: [SourceEdit] = []
            for _ in 0..<Int.random(in: 1...4, using: &random) {
                var edits: [SourceEdit] = []
                var position = 0
                var insertedAt: Int?
                while position <= text.count, Int.random(in: 0..<3, using: &random) > 0 {
                    let lower = Int.random(in: position...min(text.count, position + 3), using: &random)
                    var upper = Int.random(in: lower...min(text.count, lower + 3), using: &random)
                    // A second insertion at one place is not taken; a replacement starting there is.
                    if upper == lower, lower == insertedAt { upper += 1 }
                    guard upper <= text.count else { break }
                    let replacement = (0..<Int.random(in: 0...3, using: &random)).map { _ in alphabet.randomElement(using: &random)! }
                    edits.append(SourceEdit(range: lower..<upper, replacement: replacement))
                    insertedAt = lower == upper ? lower : nil
                    position = upper
                }
                edits.shuffle(using: &random)
                let (next, skipped) = SourceEdit.apply(edits, to: text)
                guard skipped == 0 else { continue }
                composed = SourceEdit.composing(composed, with: edits)
                text = next
            }
            let description = "step \(step): \(first) \(composed)"
            XCTAssertEqual(SourceEdit.apply(composed, to: first).result, text, description)
            for (earlier, later) in zip(composed, composed.dropFirst()) {
                XCTAssertLessThan(earlier.range.upperBound, later.range.lowerBound, description)
            }
            if step > 0, composed.isEmpty { XCTAssertEqual(first, text, description) }
        }
    }
}
