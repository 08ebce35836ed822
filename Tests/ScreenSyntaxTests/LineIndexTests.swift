import XCTest
import ScreenTestSupport
@testable import ScreenSyntax

final class LineIndexTests: XCTestCase {
    func testChineseAndEmojiInEveryEncoding() {
        let source = MarkedSource("title: \"新郵件 😀 1️⃣x\"\n2️⃣y")
        let index = LineIndex(source.bytes)
        // "title: \"" is 8 units; 新郵件 is 3 characters (9 bytes); a space; 😀 is 4 bytes, 2 UTF-16 units, 1 scalar; a space.
        XCTAssertEqual(index.position(ofOffset: source["1️⃣"], in: .utf8), LinePosition(line: 0, character: 8 + 9 + 1 + 4 + 1))
        XCTAssertEqual(index.position(ofOffset: source["1️⃣"], in: .utf16), LinePosition(line: 0, character: 8 + 3 + 1 + 2 + 1))
        XCTAssertEqual(index.position(ofOffset: source["1️⃣"], in: .utf32), LinePosition(line: 0, character: 8 + 3 + 1 + 1 + 1))
        XCTAssertEqual(index.position(ofOffset: source["2️⃣"], in: .utf16), LinePosition(line: 1, character: 0))
        for encoding in PositionEncoding.allCases {
            XCTAssertEqual(index.offset(of: index.position(ofOffset: source["1️⃣"], in: encoding), in: encoding), source["1️⃣"])
        }
    }

    func testEveryOffsetRoundTrips() {
        let text = "a😀b\r\n中文\rz\n\n🇨🇳!\u{301}"
        let bytes = Array(text.utf8)
        let index = LineIndex(bytes)
        var boundaries = [0]
        for scalar in text.unicodeScalars { boundaries.append(boundaries.last! + String(scalar).utf8.count) }
        for offset in boundaries {
            for encoding in PositionEncoding.allCases {
                let position = index.position(ofOffset: offset, in: encoding)
                let lineRange = index.lineRange(position.line)
                // An offset inside a line break stands for the end of its line.
                let expected = lineRange.contains(offset) || offset == lineRange.upperBound ? offset : lineRange.upperBound
                XCTAssertEqual(index.offset(of: position, in: encoding), expected, "offset \(offset) in \(encoding)")
            }
        }
    }

    func testLineLookedUpFromAHintAgreesWithTheSearch() {
        // Lines of many lengths, empty ones and every kind of break, so the doubling steps
        // land before, on and past the answer.
        var text = ""
        for line in 0..<300 { text += String(repeating: "x", count: line % 7) + ["\n", "\r\n", "\r", "\n\n"][line % 4] }
        let index = LineIndex(Array(text.utf8))
        for offset in 0...text.utf8.count + 2 {
            let expected = index.line(ofOffset: offset)
            for hint in [0, 1, expected / 2, expected - 1, expected, expected + 1, index.lineCount + 5] {
                XCTAssertEqual(index.line(ofOffset: offset, from: hint), expected, "offset \(offset) from line \(hint)")
            }
        }
    }

    func testWordAtATimeScanAgreesWithAByteByByteOne() {
        // Runs of text with breaks and non-ASCII bytes at every place in an eight-byte word,
        // against line starts and UTF-16 columns counted here one scalar at a time. The last
        // texts have thousands of lines: the scan gathers lines in batches of 1,024.
        var generator = SystemRandomNumberGenerator()
        let pieces = ["a", "bcdefgh", "\n", "\r", "\r\n", "é", "中", "😀", "        "]
        for round in 0..<303 {
            let length = round < 300 ? Int.random(in: 0...40, using: &generator) : 12_000
            let text = (0..<length).map { _ in pieces.randomElement(using: &generator)! }.joined()
            let bytes = Array(text.utf8)
            let index = LineIndex(bytes)
            var expectedStarts = [0]
            var columns: [Int: LinePosition] = [:]
            var line = 0, column = 0, offset = 0
            let scalars = Array(text.unicodeScalars)
            var position = 0
            while position < scalars.count {
                let scalar = scalars[position]
                columns[offset] = LinePosition(line: line, character: column)
                let length = String(scalar).utf8.count
                if scalar == "\r" || scalar == "\n" {
                    let pair = scalar == "\r" && position + 1 < scalars.count && scalars[position + 1] == "\n"
                    offset += pair ? 2 : 1
                    position += pair ? 2 : 1
                    line += 1
                    column = 0
                    expectedStarts.append(offset)
                    continue
                }
                column += scalar.utf16.count
                offset += length
                position += 1
            }
            XCTAssertEqual((0..<index.lineCount).map { index.lineRange($0).lowerBound }, expectedStarts, text.debugDescription)
            for (offset, expected) in columns {
                XCTAssertEqual(index.position(ofOffset: offset, in: .utf16), expected, "offset \(offset) of \(text.debugDescription)")
            }
        }
    }

    func testLineBreaks() {
        let index = LineIndex(Array("a\r\nb\rc\nd".utf8))
        XCTAssertEqual(index.lineCount, 4)
        XCTAssertEqual((0..<4).map { index.lineRange($0) }, [0..<1, 3..<4, 5..<6, 7..<8])
        XCTAssertEqual(index.position(ofOffset: 2, in: .utf16), LinePosition(line: 0, character: 1))
        XCTAssertEqual(index.position(ofOffset: 5, in: .utf16), LinePosition(line: 2, character: 0))
    }

    func testByteOrderMarkTakesNoRoom() {
        let index = LineIndex([0xEF, 0xBB, 0xBF] + Array("ab".utf8))
        XCTAssertEqual(index.position(ofOffset: 4, in: .utf16), LinePosition(line: 0, character: 1))
        XCTAssertEqual(index.offset(of: LinePosition(line: 0, character: 0), in: .utf16), 3)
    }

    func testPositionsOutsideTheTextAreClamped() {
        let source = Array("中a\nb".utf8)
        let index = LineIndex(source)
        XCTAssertEqual(index.offset(of: LinePosition(line: 9, character: 0), in: .utf16), source.count)
        XCTAssertEqual(index.offset(of: LinePosition(line: 0, character: 99), in: .utf16), 4)
        XCTAssertEqual(index.offset(of: LinePosition(line: -1, character: 0), in: .utf16), 0)
        XCTAssertEqual(index.position(ofOffset: 1, in: .utf16), LinePosition(line: 0, character: 0), "inside 中")
    }

    func testHalfASurrogatePairIsTheCharacterStart() {
        let index = LineIndex(Array("😀x".utf8))
        XCTAssertEqual(index.offset(of: LinePosition(line: 0, character: 1), in: .utf16), 0)
        XCTAssertEqual(index.offset(of: LinePosition(line: 0, character: 2), in: .utf16), 4)
    }

    func testInvalidUTF8CountsOneUnitPerByte() {
        let index = LineIndex([0x61, 0xFF, 0xFE, 0x62])
        XCTAssertEqual(index.position(ofOffset: 3, in: .utf16), LinePosition(line: 0, character: 3))
        XCTAssertEqual(index.offset(of: LinePosition(line: 0, character: 3), in: .utf16), 3)
    }
}
