import ScreenTestSupport
import XCTest
@testable import ScreenRules

/// Title case, and telling an English title, have a path by bytes for ASCII titles and one
/// by characters for the rest; on ASCII they must agree exactly.
final class TitleCaseTests: XCTestCase {
    func testTheASCIIPathAgreesWithThePathByCharacters() {
        var random = SeededGenerator(seed: 16)
        // Words people write in buttons, minor words, words with capitals inside, numbers,
        // and every printable ASCII character and a few controls alone.
        let words = ["save", "Save", "edit all", "the", "of", "A", "and", "iPhone", "URL", "2fa", "sign", "up", "'quoted'", "(new)", "--", "", "x"]
            + (0x20...0x7E).map { String(UnicodeScalar(UInt8($0))) } + ["\t", "\r\n", "\n"]
        for _ in 0..<20_000 {
            let count = Int.random(in: 0...6, using: &random)
            let title = (0..<count).map { _ in words.randomElement(using: &random)! }.joined(separator: Bool.random(using: &random) ? " " : "")
            XCTAssertEqual(TitleCase.applyToASCII(title), TitleCase.applyToCharacters(title), "\(title.debugDescription)")
            XCTAssertEqual(TitleCase.isEnglish(title), TitleCase.isEnglishByScalars(title), "\(title.debugDescription)")
            // The rule's test in place, without a string made, says what the steps do.
            var bytes = title
            XCTAssertEqual(bytes.withUTF8(TitleCase.leavesASCIIAsWritten), TitleCase.applyToASCII(title) == title, "\(title.debugDescription)")
        }
    }

    func testTitlesAreCapitalizedButTheirMinorWords() {
        XCTAssertEqual(TitleCase.apply(to: "save the date"), "Save the Date")
        XCTAssertEqual(TitleCase.apply(to: "the end of"), "The End Of")
        XCTAssertEqual(TitleCase.apply(to: "open in iPhone"), "Open in iPhone")
        XCTAssertEqual(TitleCase.apply(to: "“save” it"), "“Save” It")
    }
}
