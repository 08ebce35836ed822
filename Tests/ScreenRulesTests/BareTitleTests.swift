import ScreenTestSupport
import ScreenSyntax
import XCTest
@testable import ScreenRules

/// `bareTitle` has a path by bytes for ASCII titles and one by characters for the rest; on
/// ASCII they must agree exactly, and the rules' word lists must match through both.
final class BareTitleTests: XCTestCase {
    func testTheASCIIPathAgreesWithThePathByCharacters() {
        var random = SeededGenerator(seed: 17)
        let words = ["Error", "OK", "done", "Cancel", "the", "iPhone", "2fa", "...", "--", "", "x"]
            + (0x20...0x7E).map { String(UnicodeScalar(UInt8($0))) } + ["\t", "\r\n", "\n", "\u{0B}", "\u{0C}"]
        for _ in 0..<20_000 {
            let count = Int.random(in: 0...5, using: &random)
            let title = (0..<count).map { _ in words.randomElement(using: &random)! }.joined(separator: Bool.random(using: &random) ? " " : "")
            XCTAssertEqual(title.asciiBareTitle, title.bareTitleByCharacters, "\(title.debugDescription)")
        }
    }

    /// An element's title matched bare against a word list: read from the text's bytes when
    /// it is plain ASCII, decoded otherwise, with the same answer as decoding it always.
    func testAnElementsBareTitleIsMatchedAsTheDecodedTitleIs() throws {
        let titles: Set<String> = ["cancel", "done", "取消", "sign-in"]
        let written = ["\"Cancel\"", "\" (Done)! \"", "\"Done later\"", "\"取消\"", "\" 取消！\"", "\"Can\\u{63}el\"", "\"SIGN-IN?\"",
                       "\"don\\\"e\"", "\"\"", "\"!!!\"", "\"Close\"", "\"cancel\t\"", ""]
        for title in written {
            let tree = SyntaxTree(parsing: "screen S {\n    Button \(title) { role: cancel }\n}")
            let button = try XCTUnwrap(ScreenModel(try XCTUnwrap(SourceFileSyntax(tree).screens.first)).allElements.first)
            XCTAssertEqual(button.hasBareTitle(in: titles), button.primaryText.map { titles.contains($0.bareTitle) } ?? false, title)
        }
        XCTAssertTrue(try XCTUnwrap(ScreenModel(try XCTUnwrap(SourceFileSyntax(SyntaxTree(parsing: "screen S { Button \" Cancel. \" }")).screens.first)).allElements.first).hasBareTitle(in: titles))
    }

    func testTitlesLoseCaseAndSurroundingPunctuationOnly() {
        XCTAssertEqual(" Error! ".bareTitle, "error")
        XCTAssertEqual("(Done)".bareTitle, "done")
        XCTAssertEqual("Sign-In?".bareTitle, "sign-in")
        XCTAssertEqual("$5".bareTitle, "$5")
        XCTAssertEqual("錯誤！".bareTitle, "錯誤")
        XCTAssertEqual(" 取消 ".bareTitle, "取消")
        XCTAssertNil("取消".asciiBareTitle)
        XCTAssertEqual("!!!".bareTitle, "")
    }
}
