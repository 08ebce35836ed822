import ScreenTestSupport
import XCTest
@testable import ScreenRules

/// search-placeholder-generic trims an ASCII placeholder from its bytes as the filter over
/// its characters does.
final class SearchPlaceholderTrimmingTests: XCTestCase {
    func testTheASCIIClassesAreTheCharacters() {
        for value in UInt8(0)..<0x80 {
            let character = Character(Unicode.Scalar(value))
            XCTAssertEqual(Rule.isASCIISpaceOrPunctuation(value), character.isWhitespace || character.isPunctuation, "\(value)")
        }
    }

    func testTrimmingFromBytesIsTrimmingByCharacters() {
        let pool = Array("aZ s.!?-_$+|~…é\t".unicodeScalars)
        var generator = SeededGenerator(seed: 11)
        for _ in 0..<2_000 {
            var text = ""
            for _ in 0..<Int.random(in: 0...10, using: &generator) { text.unicodeScalars.append(pool.randomElement(using: &generator)!) }
            let byCharacters = text.lowercased().filter { !$0.isWhitespace && !$0.isPunctuation && $0 != "…" }
            if let fromBytes = Rule.trimmedASCII(text) { XCTAssertEqual(fromBytes, byCharacters, text) }
        }
        XCTAssertEqual(Rule.trimmedASCII("  Search…"), nil)
        XCTAssertEqual(Rule.trimmedASCII("Search..."), "search")
        XCTAssertEqual(Rule.trimmedASCII("S e-a_r(c)h!"), "search")
    }
}
