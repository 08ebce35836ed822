import Foundation
import ScreenSyntax
import XCTest

/// Positions on very long lines that are not ASCII (found by the hostile-file tests: a 10 MB
/// line made `check --format json` and the server take quadratic time).
final class LongLineIndexTests: XCTestCase {
    /// A line of about `count` bytes mixing ASCII, CJK, emoji and invalid bytes.
    private func longLine(_ count: Int) -> [UInt8] {
        let pieces: [[UInt8]] = [Array("Label ".utf8), Array("收件匣".utf8), Array("📬".utf8), [0xFF], [0xE6, 0x94], Array("x".utf8), [0xC3, 0xA9]]
        var bytes: [UInt8] = []
        var state: UInt64 = 42
        while bytes.count < count {
            state = state &* 6364136223846793005 &+ 1442695040888963407
            bytes += pieces[Int(state >> 33) % pieces.count]
        }
        return bytes
    }

    /// Every character start of one line and its count in each encoding, by a plain walk.
    private func reference(_ bytes: [UInt8]) -> [(offset: Int, utf8: Int, utf16: Int, utf32: Int)] {
        var result: [(Int, Int, Int, Int)] = []
        var index = 0
        var utf16 = 0
        var utf32 = 0
        while true {
            result.append((index, index, utf16, utf32))
            guard index < bytes.count else { return result }
            let lead = bytes[index]
            var length = lead < 0x80 ? 1 : lead >= 0xC2 && lead <= 0xDF ? 2 : lead >= 0xE0 && lead <= 0xEF ? 3 : lead >= 0xF0 && lead <= 0xF4 ? 4 : 1
            if index + length > bytes.count || (1..<length).contains(where: { bytes[index + $0] & 0xC0 != 0x80 }) { length = 1 }
            index += length
            utf16 += length == 4 ? 2 : 1
            utf32 += 1
        }
    }

    func testPositionsOnALongLineMatchAPlainWalk() {
        let line = longLine(20_000)
        let index = LineIndex(Array("screen A {\n".utf8) + line + Array("\n}".utf8))
        let start = 11
        for (offset, utf8, utf16, utf32) in reference(line) {
            for (encoding, character) in [(PositionEncoding.utf8, utf8), (.utf16, utf16), (.utf32, utf32)] {
                XCTAssertEqual(index.position(ofOffset: start + offset, in: encoding), LinePosition(line: 1, character: character), "offset \(offset) in \(encoding)")
                XCTAssertEqual(index.offset(of: LinePosition(line: 1, character: character), in: encoding), start + offset, "character \(character) in \(encoding)")
            }
        }
        // Inside a character: its start; past the end: the end of the line.
        XCTAssertEqual(index.offset(of: LinePosition(line: 1, character: 10_000_000), in: .utf16), start + line.count)
    }

    func testManyPositionsOnAMegabyteLineTakeLinearTime() {
        let line = longLine(4 << 20)
        let index = LineIndex(line)
        let started = Date()
        var total = 0
        for offset in stride(from: 0, to: line.count, by: line.count / 20_000) {
            let position = index.position(ofOffset: offset, in: .utf16)
            total += index.offset(of: position, in: .utf16)
        }
        XCTAssertGreaterThan(total, 0)
        // A walk from the line's start each time would take minutes.
        XCTAssertLessThan(Date().timeIntervalSince(started), 20)
    }
}
