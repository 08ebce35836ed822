import XCTest
@testable import ScreenSyntax
import ScreenTestSupport

final class LexerTests: XCTestCase {
    private func kinds(_ text: String) -> [TokenKind] {
        let tree = SyntaxTree(parsing: text)
        return tree.tokens.kinds.filter { !$0.isTrivia && $0 != .endOfFile }
    }

    private func texts(_ text: String) -> [String] {
        let tree = SyntaxTree(parsing: text)
        return (0..<tree.tokens.count).filter { !tree.tokens.kinds[$0].isTrivia && tree.tokens.kinds[$0] != .endOfFile }.map { String(tree.text(ofToken: $0)) }
    }

    func testPunctuationKeywordsAndIdentifiers() {
        XCTAssertEqual(kinds("screen screens { } [ ] : , ; true false _x9"), [
            .screenKeyword, .identifier, .leftBrace, .rightBrace, .leftBracket, .rightBracket,
            .colon, .comma, .semicolon, .trueKeyword, .falseKeyword, .identifier,
        ])
    }

    func testScreenFollowedByAColonIsAPropertyName() {
        XCTAssertEqual(kinds("screen S { Tab { screen : Library } }"), [
            .screenKeyword, .identifier, .leftBrace, .identifier, .leftBrace, .identifier, .colon, .identifier, .rightBrace, .rightBrace,
        ])
    }

    func testNumbersTakeTheirUnitWhole() {
        XCTAssertEqual(texts("44pt 0.5 50% 23h59m 90s -3 12px 7."), ["44pt", "0.5", "50%", "23h59m", "90s", "-3", "12px", "7", "."])
        XCTAssertEqual(kinds("12px"), [.number])
    }

    func testColors() {
        XCTAssertEqual(kinds("#fff #12345678 #"), [.color, .color, .unexpectedCharacters])
    }

    func testStringsStopAtTheLineEnd() {
        XCTAssertEqual(kinds("\"a\\\"b\" \"open\nx"), [.string, .unterminatedString, .identifier])
        XCTAssertEqual(texts("\"新郵件 😀\""), ["\"新郵件 😀\""])
        XCTAssertEqual(kinds("\"ends with backslash\\"), [.unterminatedString])
    }

    func testCommentsAreTrivia() {
        let tree = SyntaxTree(parsing: "// line\n/* block */ x /* open")
        XCTAssertEqual(tree.tokens.kinds, [.lineComment, .whitespace, .blockComment, .whitespace, .identifier, .whitespace, .unterminatedBlockComment, .endOfFile])
    }

    func testTokensOfOneKindAreFoundInOrderForEveryKind() {
        let text = "// first\nscreen S { /* b */ Label \"x\" // second\n  Button { title: \"y\" } // third\n} // last"
        let tokens = SyntaxTree(parsing: text).tokens
        for kind in TokenKind.allCases {
            XCTAssertEqual(tokens.tokens(ofKind: kind), tokens.kinds.indices.filter { tokens.kinds[$0] == kind }, "\(kind)")
        }
        XCTAssertEqual(tokens.tokens(ofKind: .lineComment).count, 4)
        XCTAssertEqual(SyntaxTree(parsing: "").tokens.tokens(ofKind: .lineComment), [])
        // Within a range of tokens (an edit's region), every range.
        for start in 0...tokens.count {
            for end in start...tokens.count {
                for kind in [TokenKind.lineComment, .string, .identifier, .endOfFile] {
                    XCTAssertEqual(tokens.tokens(ofKind: kind, in: start..<end), (start..<end).filter { tokens.kinds[$0] == kind }, "\(kind) in \(start)..<\(end)")
                }
            }
        }
    }

    func testAStringEndsAtItsQuoteOrLineBreakWhereverTheyFallInAWord() {
        // Strings are read eight bytes at a time: every place in a word of the end, of an
        // escape and of a line break must end the string where a byte-by-byte read does.
        var generator = SeededGenerator(seed: 5)
        let pieces: [[UInt8]] = [[0x61], [0x22], [0x5C], [0x5C, 0x22], [0x5C, 0x5C], [0x0A], [0x0D], [0x0D, 0x0A], Array("中".utf8), [0x23], [0x5D], [0x0B], [0x0C]]
        for _ in 0..<2_000 {
            var bytes: [UInt8] = [0x22]
            for _ in 0..<Int.random(in: 0...40, using: &generator) { bytes += pieces.randomElement(using: &generator)! }
            let tokens = SyntaxTree(parsing: bytes).tokens
            XCTAssertEqual(tokens.range(of: 0), 0..<Self.stringEnd(bytes).end, "\(bytes)")
            XCTAssertEqual(tokens.kinds[0], Self.stringEnd(bytes).terminated ? .string : .unterminatedString, "\(bytes)")
        }
    }

    /// Where the string at the start of `bytes` ends, read a byte at a time.
    private static func stringEnd(_ bytes: [UInt8]) -> (end: Int, terminated: Bool) {
        var index = 1
        while index < bytes.count {
            switch bytes[index] {
            case 0x22: return (index + 1, true)
            case 0x0A, 0x0D: return (index, false)
            case 0x5C: index += index + 1 < bytes.count && bytes[index + 1] != 0x0A && bytes[index + 1] != 0x0D ? 2 : 1
            default: index += 1
            }
        }
        return (bytes.count, false)
    }

    func testByteOrderMarkIsTrivia() {
        let tree = SyntaxTree(parsing: [0xEF, 0xBB, 0xBF] + Array("screen".utf8))
        XCTAssertEqual(tree.tokens.kinds, [.byteOrderMark, .screenKeyword, .endOfFile])
    }

    func testStrayBytesBecomeOneErrorToken() {
        XCTAssertEqual(kinds("a 中文 @@ b"), [.identifier, .unexpectedCharacters, .unexpectedCharacters, .identifier])
        let tree = SyntaxTree(parsing: [0xFF, 0xFE, 0x41])
        XCTAssertEqual(tree.tokens.kinds, [.unexpectedCharacters, .identifier, .endOfFile])
    }

    func testEveryByteIsInExactlyOneToken() {
        var generator = SeededGenerator(seed: 7)
        for _ in 0..<300 {
            let bytes = (0..<Int.random(in: 0...300, using: &generator)).map { _ in UInt8.random(in: 0...255, using: &generator) }
            let tree = SyntaxTree(parsing: bytes)
            var joined: [UInt8] = []
            for token in 0..<tree.tokens.count {
                let range = tree.tokens.range(of: token)
                XCTAssertTrue(range.count > 0 || tree.tokens.kinds[token] == .endOfFile)
                joined += bytes[range]
            }
            XCTAssertEqual(joined, bytes)
        }
    }
}
