import JSONRPC
import XCTest

/// Regressions found by fuzzing the framer (Tests/Fuzz/Regressions/fuzz-jsonrpc).
final class MessageFramerSplitTests: XCTestCase {
    private func outputs(_ input: [UInt8], pieceSize: Int, maxHeaderLength: Int) -> [MessageFramer.Output] {
        var framer = MessageFramer(maxHeaderLength: maxHeaderLength)
        var result: [MessageFramer.Output] = []
        var offset = 0
        while offset < input.count {
            let end = min(input.count, offset + pieceSize)
            framer.append(contentsOf: input[offset..<end])
            offset = end
            while let output = framer.next() { result.append(output) }
        }
        return result
    }

    /// A header block exactly as long as the limit was refused when its blank line arrived in
    /// a later read than its last header byte, and accepted when it came in one read.
    func testAHeaderBlockAtTheLimitIsAcceptedHoweverTheInputIsSplit() {
        let header = Array("Content-Length: 2\r\nX-Pad: abcdef".utf8)
        let input = header + Array("\r\n\r\n{}".utf8)
        let expected: [MessageFramer.Output] = [.message(Array("{}".utf8))]
        for pieceSize in [1, 2, 3, 4, 5, input.count] {
            XCTAssertEqual(outputs(input, pieceSize: pieceSize, maxHeaderLength: header.count), expected, "pieces of \(pieceSize)")
        }
        // One byte more is too long, in every split.
        for pieceSize in [1, 2, 3, 4, 5, input.count] {
            XCTAssertEqual(outputs(input, pieceSize: pieceSize, maxHeaderLength: header.count - 1).first,
                           .error(FramingError(.headerTooLong(limit: header.count - 1))), "pieces of \(pieceSize)")
        }
    }
}
