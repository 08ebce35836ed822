import JSONRPC
import XCTest

final class MessageFramerTests: XCTestCase {
    private func bytes(_ text: String) -> [UInt8] { Array(text.utf8) }

    /// Feeds `input` in the given chunks and collects everything the framer yields.
    private func outputs(_ chunks: [[UInt8]], framer: MessageFramer = MessageFramer()) -> [MessageFramer.Output] {
        var framer = framer
        var result: [MessageFramer.Output] = []
        for chunk in chunks {
            framer.append(contentsOf: chunk)
            while let output = framer.next() {
                result.append(output)
            }
        }
        return result
    }

    private func outputs(_ text: String, framer: MessageFramer = MessageFramer()) -> [MessageFramer.Output] {
        outputs([bytes(text)], framer: framer)
    }

    private let good = #"{"jsonrpc":"2.0","method":"ok"}"#

    func testFrameWritesHeaderAndBody() {
        XCTAssertEqual(MessageFramer.frame(bytes("{}")), bytes("Content-Length: 2\r\n\r\n{}"))
        XCTAssertEqual(MessageFramer.frame(bytes("\"中\"")), bytes("Content-Length: 5\r\n\r\n\"中\""))
    }

    func testSplitAtEveryByteBoundary() {
        let body = bytes(#"{"text":"中文 😀"}"#)
        let stream = MessageFramer.frame(body) + MessageFramer.frame(bytes(good))
        for cut in 0...stream.count {
            let result = outputs([Array(stream[..<cut]), Array(stream[cut...])])
            XCTAssertEqual(result, [.message(body), .message(bytes(good))], "cut at \(cut)")
        }
        // And one byte at a time.
        XCTAssertEqual(outputs(stream.map { [$0] }), [.message(body), .message(bytes(good))])
    }

    func testTwoMessagesInOneChunk() {
        let stream = MessageFramer.frame(bytes("[1]")) + MessageFramer.frame(bytes("[2]"))
        XCTAssertEqual(outputs([stream]), [.message(bytes("[1]")), .message(bytes("[2]"))])
    }

    func testHeaderNamesAreCaseInsensitiveAndContentTypeIsAllowed() {
        let text = "content-type: application/vscode-jsonrpc; charset=utf-8\r\nCONTENT-LENGTH:  2 \r\n\r\n{}"
            + "Content-Length:3\r\nX-Other: y\r\n\r\n[1]"
        XCTAssertEqual(outputs(text), [.message(bytes("{}")), .message(bytes("[1]"))])
    }

    func testZeroLengthBody() {
        XCTAssertEqual(outputs("Content-Length: 0\r\n\r\n"), [.message([])])
    }

    func testStrayLineBreaksBetweenMessagesAreIgnored() {
        XCTAssertEqual(outputs("\r\nContent-Length: 2\r\n\r\n{}\r\n\nContent-Length: 2\r\n\r\n[]"),
                       [.message(bytes("{}")), .message(bytes("[]"))])
    }

    private func assertRecovers(_ prefix: String, _ expected: FramingError.Kind, file: StaticString = #filePath, line: UInt = #line) {
        let stream = bytes(prefix) + MessageFramer.frame(bytes(good))
        XCTAssertEqual(outputs([stream]), [.error(FramingError(expected)), .message(bytes(good))], file: file, line: line)
        // The same when the bytes arrive one at a time.
        XCTAssertEqual(outputs(stream.map { [$0] }), [.error(FramingError(expected)), .message(bytes(good))],
                       "byte by byte", file: file, line: line)
    }

    func testMissingContentLengthThenGoodMessage() {
        assertRecovers("Content-Type: x\r\n\r\n{\"lost\":1}", .missingContentLength)
    }

    func testTooShortLengthLosesOnlyThatMessage() {
        // The cut-off tail of the first body is glued to the next header on one line.
        let stream = bytes("Content-Length: 10\r\n\r\n{\"jsonrpc\":\"2.0\",\"method\":\"x\"}") + MessageFramer.frame(bytes(good))
        XCTAssertEqual(outputs([stream]), [.message(bytes("{\"jsonrpc\"")), .error(FramingError(.missingContentLength)), .message(bytes(good))])
    }

    func testGarbageContentLengthThenGoodMessage() {
        assertRecovers("Content-Length: abc\r\n\r\n{}", .invalidContentLength("abc"))
        assertRecovers("Content-Length: \r\n\r\n{}", .invalidContentLength(""))
        assertRecovers("Content-Length: 1.5\r\n\r\n{}", .invalidContentLength("1.5"))
        assertRecovers("Content-Length: 2\r\nContent-Length: 3\r\n\r\n{}", .invalidContentLength("3"))
    }

    func testNegativeContentLengthThenGoodMessage() {
        assertRecovers("Content-Length: -5\r\n\r\n{}", .invalidContentLength("-5"))
    }

    func testHugeContentLengthThenGoodMessage() {
        assertRecovers("Content-Length: 99999999999999999999999999\r\n\r\n", .contentLengthTooLarge("99999999999999999999999999"))
        assertRecovers("Content-Length: 268435457\r\n\r\n", .contentLengthTooLarge("268435457"))
    }

    func testConfigurableLimit() {
        let framer = MessageFramer(maxContentLength: 10)
        XCTAssertEqual(outputs("Content-Length: 11\r\n\r\n" + "Content-Length: 10\r\n\r\n0123456789", framer: framer),
                       [.error(FramingError(.contentLengthTooLarge("11"))), .message(bytes("0123456789"))])
    }

    func testHeaderLineWithoutColonThenGoodMessage() {
        assertRecovers("garbage\r\n\r\n", .headerWithoutColon("garbage"))
        // A body longer than announced leaves its tail where a header should be.
        let stream = bytes("Content-Length: 2\r\n\r\n{}}junk\r\n\r\n") + MessageFramer.frame(bytes(good))
        XCTAssertEqual(outputs([stream]),
                       [.message(bytes("{}")), .error(FramingError(.headerWithoutColon("}junk"))), .message(bytes(good))])
    }

    func testEndlessHeaderIsBoundedAndRecovers() {
        var framer = MessageFramer(maxHeaderLength: 1024)
        var errors = 0
        for _ in 0..<1_000 {
            framer.append(contentsOf: [UInt8](repeating: UInt8(ascii: "x"), count: 1_000))
            while let output = framer.next() {
                XCTAssertEqual(output, .error(FramingError(.headerTooLong(limit: 1024))))
                errors += 1
            }
            XCTAssertLessThan(framer.bufferedByteCount, 4_096)
        }
        XCTAssertEqual(errors, 1, "one error per bad stretch, not one per chunk")
        framer.append(contentsOf: MessageFramer.frame(bytes(good)))
        XCTAssertEqual(framer.next(), .message(bytes(good)))
        XCTAssertNil(framer.next())
    }

    func testContentLengthSplitDuringResyncIsFound() {
        let stream = bytes("garbage\r\n\r\nmore garbage ") + MessageFramer.frame(bytes(good))
        // Split inside "Content-Length" while the framer is skipping garbage.
        let cut = stream.count - bytes(good).count - 20
        XCTAssertEqual(outputs([Array(stream[..<cut]), Array(stream[cut...])]),
                       [.error(FramingError(.headerWithoutColon("garbage"))), .message(bytes(good))])
    }

    func testFinishReportsTruncatedMessage() {
        var framer = MessageFramer()
        framer.append(contentsOf: bytes("Content-Length: 10\r\n\r\n{}"))
        XCTAssertNil(framer.next())
        XCTAssertEqual(framer.finish(), FramingError(.truncated(bufferedBytes: 2)))
        var clean = MessageFramer()
        clean.append(contentsOf: MessageFramer.frame(bytes("{}")) + bytes("\r\n"))
        XCTAssertEqual(clean.next(), .message(bytes("{}")))
        XCTAssertNil(clean.finish())
    }
}
