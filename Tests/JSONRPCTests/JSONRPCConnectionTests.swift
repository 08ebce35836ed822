import JSONRPC
import XCTest
#if canImport(Glibc)
import Glibc
#endif

final class JSONRPCConnectionTests: XCTestCase {
    /// Collects events from the reader thread.
    /// Mutable state behind an NSLock, hence unchecked.
    private final class Recorder: @unchecked Sendable {
        private let state = NSLock()
        private var storage: [JSONRPCConnection.Event] = []
        let ended = XCTestExpectation(description: "end of input")

        func record(_ event: JSONRPCConnection.Event) {
            state.lock()
            storage.append(event)
            state.unlock()
            if event == .endOfInput { ended.fulfill() }
        }

        var events: [JSONRPCConnection.Event] {
            state.lock()
            defer { state.unlock() }
            return storage
        }
    }

    private func makePipe() -> (read: Int32, write: Int32) {
        var fds: [Int32] = [0, 0]
        XCTAssertEqual(pipe(&fds), 0)
        return (fds[0], fds[1])
    }

    private func writeAll(_ fd: Int32, _ bytes: [UInt8]) {
        var offset = 0
        while offset < bytes.count {
            let written = bytes.withUnsafeBytes { write(fd, $0.baseAddress! + offset, bytes.count - offset) }
            XCTAssertGreaterThan(written, 0)
            offset += written
        }
    }

    private static func readAll(_ fd: Int32) -> [UInt8] {
        var result: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 4096)
        while true {
            let count = chunk.withUnsafeMutableBytes { read(fd, $0.baseAddress, $0.count) }
            if count <= 0 { break }
            result.append(contentsOf: chunk[..<count])
        }
        return result
    }

    func testReadsMessagesInOrderAndReportsProblems() {
        let input = makePipe()
        let output = makePipe()
        let connection = JSONRPCConnection(input: input.read, output: output.write)
        let recorder = Recorder()
        connection.start { recorder.record($0) }

        var stream: [UInt8] = []
        stream += MessageFramer.frame(Array(#"{"jsonrpc":"2.0","id":1,"method":"initialize","params":{"locale":"zh-CN"}}"#.utf8))
        stream += MessageFramer.frame(Array(#"{"jsonrpc":"2.0","method":"initialized","params":{}}"#.utf8))
        stream += MessageFramer.frame(Array("{not json".utf8))
        stream += MessageFramer.frame(Array(#"{"jsonrpc":"2.0","id":null,"method":"m"}"#.utf8))
        stream += Array("Content-Length: -1\r\n\r\n".utf8)
        stream += MessageFramer.frame(Array(#"{"jsonrpc":"2.0","id":2,"method":"shutdown"}"#.utf8))
        // Write in small pieces so the reader sees partial frames.
        for start in stride(from: 0, to: stream.count, by: 7) {
            writeAll(input.write, Array(stream[start..<min(start + 7, stream.count)]))
        }
        close(input.write)
        wait(for: [recorder.ended], timeout: 10)
        connection.waitUntilInputEnds()

        let events = recorder.events
        XCTAssertEqual(events.count, 7, "\(events)")
        guard events.count == 7 else { return }
        XCTAssertEqual(events[0], .message(.request(id: 1, method: "initialize", params: ["locale": "zh-CN"])))
        XCTAssertEqual(events[1], .message(.notification(method: "initialized", params: [:])))
        guard case .invalidMessage(let parseFailure) = events[2] else { return XCTFail("\(events[2])") }
        XCTAssertEqual(parseFailure.error.code, ResponseError.parseError)
        guard case .invalidMessage(let invalidRequest) = events[3] else { return XCTFail("\(events[3])") }
        XCTAssertEqual(invalidRequest.error.code, ResponseError.invalidRequest)
        XCTAssertNil(invalidRequest.id)
        XCTAssertEqual(events[4], .framingError(FramingError(.invalidContentLength("-1"))))
        XCTAssertEqual(events[5], .message(.request(id: 2, method: "shutdown", params: nil)))
        XCTAssertEqual(events[6], .endOfInput)
        close(input.read)
        close(output.read)
        close(output.write)
    }

    func testTruncatedInputIsReported() {
        let input = makePipe()
        let connection = JSONRPCConnection(input: input.read, output: -1)
        let recorder = Recorder()
        connection.start { recorder.record($0) }
        writeAll(input.write, Array("Content-Length: 100\r\n\r\n{".utf8))
        close(input.write)
        wait(for: [recorder.ended], timeout: 10)
        XCTAssertEqual(recorder.events, [.framingError(FramingError(.truncated(bufferedBytes: 1))), .endOfInput])
        connection.waitUntilInputEnds()
        close(input.read)
    }

    func testSendsFramedMessagesFromManyThreads() throws {
        let output = makePipe()
        let connection = JSONRPCConnection(input: -1, output: output.write)
        // Big enough to exceed the pipe buffer, so writes are partial and interleaving would show.
        let text = String(repeating: "诊断 😀 ", count: 5_000)
        let collected = LockedBytes()
        let drained = XCTestExpectation(description: "drained")
        let readFD = output.read
        DispatchQueue.global().async {
            collected.set(Self.readAll(readFD))
            drained.fulfill()
        }
        DispatchQueue.concurrentPerform(iterations: 16) { index in
            let params: JSONValue = ["index": .integer(Int64(index)), "text": .string(text)]
            do {
                try connection.send(.notification(method: "log", params: params))
            } catch {
                XCTFail("send failed: \(error)")
            }
        }
        close(output.write)
        wait(for: [drained], timeout: 20)

        var framer = MessageFramer()
        framer.append(contentsOf: collected.get())
        var seen = Set<Int64>()
        while let item = framer.next() {
            guard case .message(let body) = item else { return XCTFail("framing error \(item)") }
            let message = try JSONRPCMessage.decode(body).get()
            guard case .notification("log", let params?) = message, params["text"]?.stringValue == text,
                  let index = params["index"]?.int64Value else { return XCTFail("unexpected \(message)") }
            seen.insert(index)
        }
        XCTAssertEqual(seen, Set(0..<16))
        close(output.read)
    }

    /// A list of a thousand diagnostics is about 400 KB. Once the connection has started, such
    /// a message goes into its output whole while the client is busy elsewhere, so the loop
    /// that sent it goes on to the next request instead of waiting for the client to read each
    /// part. Editors start a server on pipes (Emacs, Python) or on a socket pair (libuv's:
    /// VS Code, Neovim).
    #if os(Linux)
    func testALargeMessageFitsInAPipeWithoutAReader() {
        let output = makePipe()
        assertLargeMessageIsSentWithoutAReader(writingTo: output.write, readingFrom: output.read)
    }
    /// A pipe the client made larger than the connection asks for keeps its size.
    func testAPipeIsNeverMadeSmaller() {
        let input = makePipe()
        let output = makePipe()
        let getPipeSize: Int32 = 1032, setPipeSize: Int32 = 1031
        let larger = Int32(JSONRPCConnection.defaultOutputCapacity * 2)
        XCTAssertEqual(fcntl(output.write, setPipeSize, larger), larger)
        let connection = JSONRPCConnection(input: input.read, output: output.write)
        connection.start { _ in }
        XCTAssertEqual(fcntl(output.write, getPipeSize), larger)
        close(input.write)
        connection.waitUntilInputEnds()
        for descriptor in [input.read, output.read, output.write] { close(descriptor) }
    }
    #endif

    func testALargeMessageFitsInASocketWithoutAReader() {
        var ends: [Int32] = [0, 0]
        #if canImport(Glibc)
        let streamType = Int32(SOCK_STREAM.rawValue)
        #else
        let streamType = SOCK_STREAM
        #endif
        XCTAssertEqual(socketpair(AF_UNIX, streamType, 0, &ends), 0)
        assertLargeMessageIsSentWithoutAReader(writingTo: ends[0], readingFrom: ends[1])
    }

    /// Sends a 300 KB message (more than a pipe's or a socket's default room, less than the
    /// connection asks for) through a started connection whose output nobody reads yet.
    private func assertLargeMessageIsSentWithoutAReader(writingTo writeFD: Int32, readingFrom readFD: Int32, file: StaticString = #filePath, line: UInt = #line) {
        let input = makePipe()
        let connection = JSONRPCConnection(input: input.read, output: writeFD)
        connection.start { _ in }
        let sent = DispatchSemaphore(value: 0)
        let body = Array(#"{"jsonrpc":"2.0","method":"log","params":""#.utf8) + Array(repeating: UInt8(ascii: "x"), count: 300_000) + Array(#""}"#.utf8)
        DispatchQueue.global().async {
            do {
                try connection.send(body: body)
            } catch {
                XCTFail("send failed: \(error)", file: file, line: line)
            }
            sent.signal()
        }
        let waited = sent.wait(timeout: .now() + 10) == .timedOut
        // Read it all in any case, so that a send stuck on a full output ends too.
        let reading = XCTestExpectation(description: "drained")
        let collected = LockedBytes()
        DispatchQueue.global().async {
            collected.set(Self.readAll(readFD))
            reading.fulfill()
        }
        if waited { sent.wait() }
        XCTAssertFalse(waited, "the send waited for a reader (did the system refuse the room asked for?)", file: file, line: line)
        close(writeFD)
        wait(for: [reading], timeout: 20)
        XCTAssertEqual(collected.get(), MessageFramer.frame(body), file: file, line: line)
        close(input.write)
        connection.waitUntilInputEnds()
        close(input.read)
        close(readFD)
    }

    func testWriteErrorWhenReaderIsGone() {
        let output = makePipe()
        close(output.read)
        let connection = JSONRPCConnection(input: -1, output: output.write)
        connection.start { _ in }  // ignores SIGPIPE; its reader ends at once on the bad fd
        XCTAssertThrowsError(try connection.send(.notification(method: "x", params: nil))) { error in
            XCTAssertEqual((error as? JSONRPCConnection.WriteError)?.errno, EPIPE)
        }
        connection.waitUntilInputEnds()
        close(output.write)
    }

    func testReadFailureIsReported() {
        let connection = JSONRPCConnection(input: -1, output: -1)
        let recorder = Recorder()
        connection.start { recorder.record($0) }
        wait(for: [recorder.ended], timeout: 10)
        XCTAssertEqual(recorder.events, [.readFailed(errno: EBADF), .endOfInput])
        connection.waitUntilInputEnds()
    }
}

/// Bytes behind an NSLock, hence unchecked.
private final class LockedBytes: @unchecked Sendable {
    private let lock = NSLock()
    private var bytes: [UInt8] = []

    func set(_ value: [UInt8]) {
        lock.lock()
        bytes = value
        lock.unlock()
    }

    func get() -> [UInt8] {
        lock.lock()
        defer { lock.unlock() }
        return bytes
    }
}
