import XCTest
import ScreenSyntax
import ScreenTestSupport

/// `LineIndex.Cursor` gives the positions `position(ofOffset:in:)` gives, in any order.
final class LineIndexCursorTests: XCTestCase {
    private let texts: [[UInt8]] = [
        Array("screen A {\r\n  Label \"收件匣 😀👨‍👩‍👧\"\r  Button\n}".utf8),
        Array("\u{FEFF}// 頂部\n\n\nscreen B {}".utf8),
        [0x61, 0xE4, 0xB8, 0x0A, 0xFF, 0x62, 0xF0, 0x9F, 0x98, 0x80, 0x0D, 0x0A],
        Array(("Label \"" + String(repeating: "中😀a", count: 400) + "\"\nB").utf8),
    ]

    func testIncreasingOffsetsInEveryEncoding() {
        for text in texts {
            let lines = LineIndex(text)
            for encoding in PositionEncoding.allCases {
                var cursor = lines.cursor(in: encoding)
                for offset in 0...text.count {
                    XCTAssertEqual(cursor.position(ofOffset: offset), lines.position(ofOffset: offset, in: encoding), "\(encoding.rawValue) at \(offset)")
                }
            }
        }
    }

    func testOffsetsInAnyOrder() {
        var generator = SeededGenerator(seed: 7)
        for text in texts {
            let lines = LineIndex(text)
            for encoding in PositionEncoding.allCases {
                var cursor = lines.cursor(in: encoding)
                for _ in 0..<300 {
                    let offset = Int.random(in: 0...text.count, using: &generator)
                    XCTAssertEqual(cursor.position(ofOffset: offset), lines.position(ofOffset: offset, in: encoding), "\(encoding.rawValue) at \(offset)")
                }
            }
        }
    }
}
