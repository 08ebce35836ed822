import ScreenTestSupport
import XCTest
@testable import ScreenRules

/// A short list's suggestion compares characters as numbers; it must answer as comparing the
/// lowered names as `Character`s does: ties to the earlier candidate, within the distance
/// allowed, with characters Swift holds equal (a precomposed and a decomposed é, the Kelvin
/// sign and K, the Greek question mark and the semicolon, a carriage return and line feed)
/// equal.
final class NameSuggestionTests: XCTestCase {
    func testSuggestionsAreThoseOfComparingCharacters() {
        let alphabet: [String] = ["a", "b", "c", "K", "k", "1", "2", "\u{212A}", "é", "e\u{301}", "陳", "😀", ";", "\u{037E}", "\r\n", "\r", "\n", "-"]
        var generator = SeededGenerator(seed: 2929)
        func name(_ length: ClosedRange<Int>) -> String {
            (0..<Int.random(in: length, using: &generator)).map { _ in alphabet.randomElement(using: &generator)! }.joined()
        }
        var suggested = 0
        for _ in 0..<40 {
            let candidates = (0..<Int.random(in: 1...60, using: &generator)).map { _ in name(1...7) }
            let index = NameSuggestion(candidates)
            for _ in 0..<60 {
                let query = name(0...8)
                let excluded = Bool.random(using: &generator) ? candidates.randomElement(using: &generator) : nil
                let expected = Self.nearest(to: query, in: candidates, excluding: excluded)
                XCTAssertEqual(index.nearest(to: query, excluding: excluded), expected, "\(query.debugDescription) in \(candidates.debugDescription)")
                if expected != nil { suggested += 1 }
            }
        }
        XCTAssertGreaterThan(suggested, 500, "the lists suggest often enough to test")
    }

    /// Every candidate compared as lowered `Character`s: the nearest within the distance
    /// allowed, the earlier of two as near.
    private static func nearest(to name: String, in candidates: [String], excluding excluded: String?) -> String? {
        let lowered = Array(name.lowercased())
        guard lowered.count <= NameSuggestion.longestComparedName else { return nil }
        let allowed = max(2, lowered.count / 3)
        var best: (name: String, distance: Int)?
        for candidate in candidates where candidate != excluded {
            let other = Array(candidate.lowercased())
            guard other.count <= NameSuggestion.longestComparedName,
                  let distance = NameSuggestion.editDistance(lowered, other, atMost: allowed),
                  best.map({ distance < $0.distance }) ?? true else { continue }
            best = (candidate, distance)
        }
        return best?.name
    }
}
