import XCTest
import ScreenTestSupport
@testable import ScreenSyntax

/// Small texts made of the pieces that matter at region ends, edited at random: the spliced
/// tree, line index and syntax errors equal a fresh parse's.
final class SmallTextEditTests: XCTestCase {
    static let pieces: [[UInt8]] = [
        "screen", "screen", "screen", " ", "\n", "\r", "\r\n", "A", ":", "{", "}", "[", "]", "\"", "/*", "*/", "//", "#", "-", "1", "é",
        ",", "x: y", "\\", "screen A {", "screen:",
    ].map { Array($0.utf8) } + [[0xEF, 0xBB, 0xBF], [0xEF], [0xBB, 0xBF], [0xFF]]

    func testSmallTextsEditedAtRandomMatchAFreshParse() {
        var random = SeededGenerator(seed: 3)
        var spliced = 0
        for step in 0..<100_000 {
            var source: [UInt8] = []
            for _ in 0..<Int.random(in: 0...10, using: &random) { source += Self.pieces.randomElement(using: &random)! }
            var replacement: [UInt8] = []
            for _ in 0..<Int.random(in: 0...2, using: &random) { replacement += Self.pieces.randomElement(using: &random)! }
            let lower = Int.random(in: 0...source.count, using: &random)
            let upper = Int.random(in: lower...source.count, using: &random)
            let edit = SourceEdit(range: lower..<upper, replacement: replacement)
            let tree = SyntaxTree(parsing: source)
            let (edited, replaced) = tree.applying(edit)
            let newSource = edit.applied(to: source)
            let fresh = SyntaxTree(parsing: newSource)
            let description = "step \(step): \(String(decoding: source, as: UTF8.self).debugDescription) \(edit)"
            guard edited.tokens.kinds == fresh.tokens.kinds, edited.tokens.starts == fresh.tokens.starts, edited.nodes == fresh.nodes else {
                XCTFail("tree differs, \(description)")
                return
            }
            guard LineIndex(source).applying(edit, to: newSource) == LineIndex(newSource) else {
                XCTFail("lines differ, \(description)")
                return
            }
            if let replaced {
                spliced += 1
                guard edited.syntaxErrors(after: replaced, previous: tree.syntaxErrors()) == fresh.syntaxErrors() else {
                    XCTFail("errors differ, \(description)")
                    return
                }
            }
        }
        XCTAssertGreaterThan(spliced, 5_000)
    }
}
