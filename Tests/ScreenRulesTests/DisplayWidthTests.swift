import XCTest
import ScreenTestSupport
@testable import ScreenRules

/// A title's width is read from its bytes when each of its scalars is a character of its own,
/// and counted a character at a time otherwise: both ways give one width.
final class DisplayWidthTests: XCTestCase {
    func testWidthsOfTitles() {
        XCTAssertEqual("Open".displayWidth, 4)
        XCTAssertEqual("收件匣 0 📬".displayWidth, 11)
        XCTAssertEqual("週五午餐？😀".displayWidth, 12)
        XCTAssertEqual("Café – “Menu”…".displayWidth, 14)
        // Counted by characters: a combining accent, a skin tone, a flag, CR LF, a Hangul
        // syllable written as jamo.
        XCTAssertEqual("Cafe\u{301}".displayWidth, 4)
        XCTAssertEqual("👍🏽".displayWidth, 2)
        XCTAssertEqual("🇯🇵".displayWidth, 2)
        XCTAssertEqual("a\r\nb".displayWidth, 3)
        XCTAssertEqual("\u{1100}\u{1161}".displayWidth, 2)
        XCTAssertEqual("".displayWidth, 0)
    }

    /// Every scalar the byte reading takes as standing alone is one character next to ASCII,
    /// next to itself and next to the other such scalars drawn at random, as the standard
    /// library splits characters.
    func testTheStandaloneScalarsAreCharactersOfTheirOwn() {
        let standalone = (UInt32(0x80)...0x1FFFF).filter(Unicode.Scalar.standsAlone).compactMap(Unicode.Scalar.init)
        XCTAssertGreaterThan(standalone.count, 29_000)
        for scalar in standalone {
            let text = String(scalar)
            XCTAssertEqual((text + "a").count, 2, "U+\(String(scalar.value, radix: 16))")
            XCTAssertEqual(("a" + text).count, 2, "U+\(String(scalar.value, radix: 16))")
            XCTAssertEqual((text + text).count, 2, "U+\(String(scalar.value, radix: 16))")
        }
        var generator = SeededGenerator(seed: 39)
        for _ in 0..<50_000 {
            let first = standalone.randomElement(using: &generator)!, second = standalone.randomElement(using: &generator)!
            XCTAssertEqual((String(first) + String(second)).count, 2, "U+\(String(first.value, radix: 16)) U+\(String(second.value, radix: 16))")
        }
    }

    /// On text drawn from ASCII, the standalone blocks and scalars that join (accents, joiners,
    /// variation selectors, skin tones, regional indicators, CR), the width read from the
    /// bytes, where there is one, is the width counted by characters.
    func testTheByteReadingAgreesWithTheCharacters() {
        let pool: [Unicode.Scalar] = ["a", "Z", " ", "\n", "\r", "é", "\u{301}", "–", "…", "中", "文", "あ", "ア", "。", "！", "😀", "📬", "🏽", "\u{200D}", "\u{FE0F}", "🇯", "🇵", "\u{1100}", "\u{1161}", "한", "⌚"]
        var generator = SeededGenerator(seed: 3)
        var readFromBytes = 0
        for _ in 0..<20_000 {
            var text = ""
            for _ in 0..<Int.random(in: 0...8, using: &generator) { text.unicodeScalars.append(pool.randomElement(using: &generator)!) }
            var copy = text
            if let width = copy.withUTF8(String.widthOfStandaloneScalars) {
                readFromBytes += 1
                XCTAssertEqual(width, text.displayWidthByCharacters, text.unicodeScalars.map { String($0.value, radix: 16) }.joined(separator: " "))
            }
            XCTAssertEqual(text.displayWidth, text.displayWidthByCharacters)
        }
        XCTAssertGreaterThan(readFromBytes, 1_000)
    }
}
