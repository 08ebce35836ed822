import ScreenTestSupport
import XCTest
@testable import ScreenRules

/// The suggestion index against the definition it stands for: of the candidates within two
/// edits of the name (ignoring case), the nearest; of several equally near, the least as a
/// string, and of those equal as strings, the first given.
final class NameSuggestionIndexTests: XCTestCase {
    func testTheIndexAnswersAsAComparisonWithEveryCandidate() {
        // Few letters, so that names share many deletions and repeat characters (numbered
        // names do); case, accents, CJK and emoji count as one character each, and characters
        // Swift holds equal (a precomposed and a decomposed é, the Kelvin sign and k) are equal.
        // A CR before an LF is one character of two ASCII bytes.
        let alphabet: [String] = ["a", "b", "A", "Z", "0", "1", "é", "e\u{301}", "\u{212A}", "k", "中", "😀", "\r", "\n", "\r\n"]
        var random = SplitMix(seed: 7)
        func name() -> String {
            (0..<Int(random.next() % 9)).map { _ in alphabet[Int(random.next() % UInt64(alphabet.count))] }.joined()
        }
        let candidates = (0..<400).map { _ in name() }
        let index = NameSuggestionIndex(candidates)
        let folded = candidates.map { Array($0.lowercased()) }
        for _ in 0..<600 {
            let query = name()
            let lowered = Array(query.lowercased())
            var expected: (distance: Int, index: Int)?
            for (position, candidate) in folded.enumerated() {
                guard let distance = NameSuggestion.editDistance(lowered, candidate, atMost: 2) else { continue }
                if expected == nil || Self.isBetter((distance, position), than: expected!, in: candidates) { expected = (distance, position) }
            }
            XCTAssertEqual(index.nearest(to: query), expected.map { candidates[$0.index] }, "query \(query.debugDescription)")
        }
    }

    /// The definition's order: nearer, then less as a string, then given first.
    private static func isBetter(_ found: (distance: Int, index: Int), than best: (distance: Int, index: Int), in candidates: [String]) -> Bool {
        if found.distance != best.distance { return found.distance < best.distance }
        if candidates[found.index] != candidates[best.index] { return candidates[found.index] < candidates[best.index] }
        return found.index < best.index
    }

    func testNoCandidatesSuggestNothing() {
        XCTAssertNil(NameSuggestionIndex([]).nearest(to: "Inbox"))
        XCTAssertEqual(NameSuggestionIndex([""]).nearest(to: "ab"), "")
    }

    /// Many numbered names (many share their texts after two deletions, so some
    /// buckets hold many keys, and the names fill more of a key's bits), against a comparison
    /// with each.
    func testManyNumberedNamesAnswerAsAComparisonWithEveryCandidate() {
        let candidates = (0..<1_500).map { "Screen\($0 * 7 % 1_501)" } + ["Inbox", "Settings", "Profile"]
        let index = NameSuggestionIndex(candidates)
        let folded = candidates.map { Array($0.lowercased()) }
        var random = SplitMix(seed: 11)
        let queries = (0..<50).map { _ in "scren\(random.next() % 2_000)" } + ["Inbx", "Setings", "Profiles", "Screen", "Scren12", "ScreenXY"]
        for query in queries {
            let lowered = Array(query.lowercased())
            var expected: (distance: Int, index: Int)?
            for (position, candidate) in folded.enumerated() {
                guard let distance = NameSuggestion.editDistance(lowered, candidate, atMost: 2) else { continue }
                if expected == nil || Self.isBetter((distance, position), than: expected!, in: candidates) { expected = (distance, position) }
            }
            XCTAssertEqual(index.nearest(to: query), expected.map { candidates[$0.index] }, "query \(query)")
        }
    }

    /// The texts of two deletions, most of the index's work, are made only when a query
    /// finds no name one edit away; then names two edits away are found as before.
    func testTwoDeletionTextsAreMadeWhenAQueryNeedsThem() {
        let index = NameSuggestionIndex((1...300).map { "Screen\($0)" })
        XCTAssertEqual(index.nearest(to: "Screen12x"), "Screen12")
        XCTAssertEqual(index.nearest(to: "Scren7"), "Screen7")
        XCTAssertFalse(index.hasTwoDeletionTexts)
        XCTAssertEqual(index.nearest(to: "Scren12x"), "Screen12")
        XCTAssertTrue(index.hasTwoDeletionTexts)
        XCTAssertNil(index.nearest(to: "Settings"))
    }

    /// A name of 64 characters is indexed and suggested; longer ones are not filed (a name of
    /// n characters makes n²/2 keys), and a query far longer than any indexed name finds none.
    func testLongNamesAreLeftOut() {
        let long64 = String(repeating: "a", count: 63) + "b"
        let huge = String(repeating: "x", count: 100_000)
        let index = NameSuggestionIndex([huge, long64, "Inbox"])
        XCTAssertEqual(index.nearest(to: String(repeating: "a", count: 63) + "c"), long64)
        XCTAssertNil(index.nearest(to: huge + "y"))
        XCTAssertNil(index.nearest(to: huge))
        XCTAssertEqual(index.nearest(to: "inbx"), "Inbox")
    }
}

private struct SplitMix {
    var state: UInt64
    init(seed: UInt64) { state = seed }
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var value = state
        value = (value ^ (value >> 30)) &* 0xBF58_476D_1CE4_E5B9
        value = (value ^ (value >> 27)) &* 0x94D0_49BB_1331_11EB
        return value ^ (value >> 31)
    }

}
