import ScreenTestSupport
import XCTest
@testable import ScreenRules

/// The suggestion index against the definition it stands for: of the candidates within two
/// edits of the name (ignoring case), the nearest, the first of several equally near.
final class NameSuggestionIndexTests: XCTestCase {
    func testTheIndexAnswersAsAComparisonWithEveryCandidate() {
        // Few letters, so that names share many deletions and repeat characters (numbered
        // names do); case, accents, CJK and emoji count as one character each.
        let alphabet: [String] = ["a", "b", "A", "0", "1", "é", "中", "😀"]
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
                if expected == nil || (distance, position) < (expected!.distance, expected!.index) { expected = (distance, position) }
            }
            XCTAssertEqual(index.nearest(to: query), expected.map { candidates[$0.index] }, "query \(query.debugDescription)")
        }
    }

    func testNoCandidatesSuggestNothing() {
        XCTAssertNil(NameSuggestionIndex([]).nearest(to: "Inbox"))
        XCTAssertEqual(NameSuggestionIndex([""]).nearest(to: "ab"), "")
    }

    func testTheKeysAreSortedAsTheStandardSortSortsThem() {
        var random = SeededGenerator(seed: 64)
        for count in [0, 1, 100, 4_097, 50_000] {
            // Random keys, and keys alike in some 16-bit digits (whose passes are skipped).
            var keys = (0..<count).map { _ in UInt64.random(in: 0...UInt64.max, using: &random) }
            var alike = (0..<count).map { _ in UInt64.random(in: 0...0xFFFF, using: &random) << 32 | 0xABCD }
            let sortedKeys = keys.sorted(), sortedAlike = alike.sorted()
            NameSuggestionIndex.sortInLinearTime(&keys)
            NameSuggestionIndex.sortInLinearTime(&alike)
            XCTAssertEqual(keys, sortedKeys, "\(count) keys")
            XCTAssertEqual(alike, sortedAlike, "\(count) keys alike")
        }
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
