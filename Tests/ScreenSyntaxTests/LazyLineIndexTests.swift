import XCTest
@testable import ScreenSyntax
import ScreenTestSupport

/// `LazyLineIndex` scans a text only as far as it is asked, and answers as the whole index does.
final class LazyLineIndexTests: XCTestCase {
    /// Random texts of a few hundred kilobytes, past the first scan: every kind of line break
    /// (a CRLF split across two pieces too), Chinese and emoji, long lines that get checkpoints,
    /// a byte that is no UTF-8, and sometimes a byte-order mark.
    private func randomText(using generator: inout SeededGenerator) -> [UInt8] {
        let pieces: [[UInt8]] = [
            Array("screen A {".utf8), Array("  Label \"收件匣\"".utf8), Array("😀👨‍👩‍👧".utf8), Array("Button".utf8),
            Array("\n".utf8), Array("\r\n".utf8), Array("\r".utf8), Array("\n\n".utf8), [0xFF], Array(" ".utf8),
        ]
        var text: [UInt8] = Bool.random(using: &generator) ? [0xEF, 0xBB, 0xBF] : []
        while text.count < 300_000 {
            if Int.random(in: 0..<200, using: &generator) == 0 {
                text += Array(String(repeating: "中😀a", count: Int.random(in: 100...900, using: &generator)).utf8)
            } else {
                text += pieces.randomElement(using: &generator)!
            }
        }
        return text
    }

    /// Four random texts, each asked `ask` of a lazy index, which must answer as the whole
    /// index does and be that index once made whole.
    private func checkRandomTexts(seed: UInt64, _ ask: (_ text: [UInt8], _ check: (Int, PositionEncoding) -> Void, inout SeededGenerator) -> Void) {
        var generator = SeededGenerator(seed: seed)
        for _ in 0..<4 {
            let text = randomText(using: &generator)
            let whole = LineIndex(text)
            let lazy = LazyLineIndex(text)
            ask(text, { offset, encoding in
                XCTAssertEqual(lazy.position(ofOffset: offset, in: encoding), whole.position(ofOffset: offset, in: encoding), "\(encoding.rawValue) at \(offset)")
            }, &generator)
            XCTAssertEqual(lazy.whole, whole)
        }
    }

    func testOffsetsInIncreasingOrderAnswerAsTheWholeIndex() {
        checkRandomTexts(seed: 16) { text, check, generator in
            var offset = 0
            while offset <= text.count {
                check(offset, PositionEncoding.allCases.randomElement(using: &generator)!)
                offset += Int.random(in: 1...700, using: &generator)
            }
        }
    }

    func testOffsetsInAnyOrderAnswerAsTheWholeIndex() {
        checkRandomTexts(seed: 61) { text, check, generator in
            for _ in 0..<2_000 {
                // Mostly near the start, as a report's findings are, sometimes anywhere or past the end.
                let limit = Bool.random(using: &generator) ? text.count / 50 : text.count + 10
                let offset = Int.random(in: -2...limit, using: &generator)
                for encoding in PositionEncoding.allCases { check(offset, encoding) }
            }
        }
    }

    func testEveryOffsetOfSmallTextsAndTheirEnds() {
        let texts: [[UInt8]] = [
            [], Array("\r".utf8), Array("\r\n".utf8), Array("a\r".utf8), Array("\u{FEFF}".utf8), Array("\u{FEFF}\n".utf8),
            Array("screen A {\r\n  Label \"收件匣 😀\"\r  Button\n}".utf8), [0x61, 0xE4, 0xB8, 0x0A, 0xFF, 0x62, 0x0D],
        ]
        for text in texts {
            let whole = LineIndex(text)
            for offset in -1...(text.count + 1) {
                for encoding in PositionEncoding.allCases {
                    XCTAssertEqual(LazyLineIndex(text).position(ofOffset: offset, in: encoding), whole.position(ofOffset: offset, in: encoding), "\(text) at \(offset)")
                }
            }
            XCTAssertEqual(LazyLineIndex(text).whole, whole)
        }
    }

    func testScansOnlyAsFarAsAsked() {
        var generator = SeededGenerator(seed: 3)
        let text = randomText(using: &generator)
        let lazy = LazyLineIndex(text)
        XCTAssertEqual(lazy.scannedEnd, 0, "nothing is scanned before a question")
        _ = lazy.position(ofOffset: 10, in: .utf16)
        XCTAssertLessThan(lazy.scannedEnd, text.count / 3)
        XCTAssertGreaterThan(lazy.scannedEnd, 10)
        // Offsets asked in increasing order each scan at least as much again as was scanned.
        var scans = 0
        var offset = 0
        var scanned = lazy.scannedEnd
        while offset < text.count {
            _ = lazy.position(ofOffset: offset, in: .utf8)
            if lazy.scannedEnd != scanned { scans += 1; scanned = lazy.scannedEnd }
            offset += 97
        }
        XCTAssertLessThanOrEqual(scans, 4)
        XCTAssertEqual(lazy.scannedEnd, text.count + 1)
    }

    func testOffsetsAtTheEdgeOfWhatIsScanned() {
        var generator = SeededGenerator(seed: 9)
        let text = randomText(using: &generator)
        let whole = LineIndex(text)
        for delta in [-2, -1, 0, 1, 2] {
            for encoding in PositionEncoding.allCases {
                let lazy = LazyLineIndex(text)
                _ = lazy.position(ofOffset: Int.random(in: 0..<text.count / 2, using: &generator), in: encoding)
                let offset = lazy.scannedEnd + delta
                XCTAssertEqual(lazy.position(ofOffset: offset, in: encoding), whole.position(ofOffset: offset, in: encoding), "\(encoding.rawValue) at \(offset)")
            }
        }
    }

    func testAnIndexAlreadyMadeIsThatIndex() {
        let text = Array("screen A {\n  Label \"中\"\n}\n".utf8)
        let made = LineIndex(text)
        XCTAssertEqual(LazyLineIndex(made: made).whole, made)
        XCTAssertEqual(LazyLineIndex(made: made).position(ofOffset: 20, in: .utf16), made.position(ofOffset: 20, in: .utf16))
    }
}
