#if canImport(Glibc)
import Glibc
#endif
import JSONRPC
import ScreenFileSystem
import ScreenSupport

/// `screenkit-bench burst SCREENKIT FILE [REQUESTS]`: hover and completion during a burst of
/// edits, as `lsp_latency.py` measures them, from a client with no interpreter of its own: a
/// reader thread that stamps each message when its last byte is read and parses nothing, so
/// that the figures are the server's and the pipe's, not the client's.
///
/// Each request is sent right after an edit (a space typed at the start of the middle line, or
/// taken out again) whose diagnostics are still to come; the latency is from the request's
/// write to its answer's last byte.
enum BurstBenchmark {
    static func run(server: String, path: String, requests: Int) throws {
        let text = try FileSystem.readFile(path)
        let lines = text.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false)
        guard let hover = position(of: "TableView {", offset: 3, in: lines),
              let completion = position(of: "Cell \"Bob\"", offset: 2, in: lines) else {
            print("no TableView or Cell \"Bob\" in the second half of \(path)")
            exit(2)
        }
        let client = try Client(server: server)
        defer { client.finish() }
        _ = client.request("initialize", ["processId": .null, "capabilities": .object([:]), "rootUri": .null])
        client.notify("initialized", .object([:]))
        client.notify("textDocument/didOpen", ["textDocument": ["uri": .string(uri), "languageId": "screen", "version": 1, "text": .string(String(decoding: text, as: UTF8.self))]])
        client.waitForDiagnostics(version: 1)
        var version = 1
        let middle = lines.count / 2
        for (method, position) in [("textDocument/hover", hover), ("textDocument/completion", completion)] {
            var latencies: [Double] = []
            var afterPublish = 0
            for index in 0..<requests {
                version += 1
                client.notify("textDocument/didChange", edit(version: version, line: middle, insert: index % 2 == 0))
                let (latency, publishedBefore) = client.request(method, ["textDocument": ["uri": .string(uri)], "position": position])
                latencies.append(latency)
                if publishedBefore { afterPublish += 1 }
            }
            // Leave the text as it was, and wait until the server has caught up.
            if version % 2 == 0 {
                version += 1
                client.notify("textDocument/didChange", edit(version: version, line: middle, insert: false))
            }
            client.waitForDiagnostics(version: version)
            let name = method.dropFirst("textDocument/".count)
            print("\(name) during the burst: p50 \(fixed(percentile(latencies, 0.5) * 1000, 2, width: 0)) ms, p90 \(fixed(percentile(latencies, 0.9) * 1000, 2, width: 0)) ms, p99 \(fixed(percentile(latencies, 0.99) * 1000, 2, width: 0)) ms, max \(fixed((latencies.max() ?? 0) * 1000, 2, width: 0)) ms (\(requests) requests, \(afterPublish) with a publish read before the answer)")
        }
    }

    private static let uri = "file:///bench/burst.screen"

    /// The position `offset` characters into the first `needle` at or after the middle line
    /// (the text there is ASCII, so bytes are UTF-16 characters).
    private static func position(of needle: String, offset: Int, in lines: [ArraySlice<UInt8>]) -> JSONValue? {
        let bytes = Array(needle.utf8)
        for index in (lines.count / 2)..<lines.count {
            let line = Array(lines[index])
            guard line.count >= bytes.count else { continue }
            if let column = (0...(line.count - bytes.count)).first(where: { line[$0..<($0 + bytes.count)].elementsEqual(bytes) }) {
                return ["line": .integer(Int64(index)), "character": .integer(Int64(column + offset))]
            }
        }
        return nil
    }

    private static func edit(version: Int, line: Int, insert: Bool) -> JSONValue {
        let start: JSONValue = ["line": .integer(Int64(line)), "character": 0]
        let end: JSONValue = ["line": .integer(Int64(line)), "character": insert ? 0 : 1]
        return ["textDocument": ["uri": .string(uri), "version": .integer(Int64(version))],
                "contentChanges": [["range": ["start": start, "end": end], "text": .string(insert ? " " : "")]]]
    }

    /// The server's process on two pipes, and a reader thread that frames and stamps.
    private final class Client: @unchecked Sendable {
        init(server: String) throws {
            var toServer: [Int32] = [0, 0], fromServer: [Int32] = [0, 0]
            guard pipe(&toServer) == 0, pipe(&fromServer) == 0 else { throw BenchmarkError("no pipes") }
            var actions = posix_spawn_file_actions_t()
            posix_spawn_file_actions_init(&actions)
            defer { posix_spawn_file_actions_destroy(&actions) }
            posix_spawn_file_actions_adddup2(&actions, toServer[0], 0)
            posix_spawn_file_actions_adddup2(&actions, fromServer[1], 1)
            for descriptor in toServer + fromServer { posix_spawn_file_actions_addclose(&actions, descriptor) }
            let argv: [UnsafeMutablePointer<CChar>?] = [strdup(server), strdup("lsp"), nil]
            defer { argv.forEach { free($0) } }
            var pid = pid_t()
            guard posix_spawn(&pid, server, &actions, nil, argv, environ) == 0 else { throw BenchmarkError("cannot start \(server)") }
            close(toServer[0])
            close(fromServer[1])
            process = pid
            output = toServer[1]
            input = fromServer[0]
            let input = self.input, inbox = self.inbox
            reader = JoinableThread {
                var framer = MessageFramer()
                var chunk = [UInt8](repeating: 0, count: 1 << 16)
                while true {
                    let count = chunk.withUnsafeMutableBytes { read(input, $0.baseAddress, $0.count) }
                    if count < 0, errno == EINTR { continue }
                    guard count > 0 else { break }
                    let arrived = now()
                    chunk.withUnsafeBytes { framer.append(UnsafeRawBufferPointer(rebasing: $0[..<count])) }
                    while case .message(let body)? = framer.next() { inbox.put(arrived, body) }
                }
                inbox.put(now(), [])
            }
        }

        func notify(_ method: String, _ params: JSONValue) {
            write(.notification(method: method, params: params))
        }

        /// Seconds from the request's write to its answer's arrival, and whether a
        /// publishDiagnostics came before the answer.
        @discardableResult
        func request(_ method: String, _ params: JSONValue) -> (Double, Bool) {
            nextID += 1
            let id = RequestID.integer(Int64(nextID))
            let sent = now()
            write(.request(id: id, method: method, params: params))
            var published = false
            while true {
                let (arrived, body) = take()
                // A publish is told by its first bytes, and not parsed.
                if body.starts(with: Self.publishHead) { published = true; continue }
                switch JSONRPCMessage.decode(body) {
                case .success(.response(id, _)), .success(.errorResponse(id?, _)): return (arrived - sent, published)
                default: continue
                }
            }
        }

        /// Waits for the diagnostics of `version` of the document.
        func waitForDiagnostics(version: Int) {
            while true {
                let (_, body) = take()
                guard body.starts(with: Self.publishHead),
                      case .success(.notification(_, let params?)) = JSONRPCMessage.decode(body),
                      params["version"]?.int64Value == Int64(version) else { continue }
                return
            }
        }

        func finish() {
            _ = request("shutdown", .null)
            notify("exit", .null)
            var status: Int32 = 0
            waitpid(process, &status, 0)
            close(output)
            reader?.join()
            close(input)
        }

        private static let publishHead = Array(#"{"jsonrpc":"2.0","method":"textDocument/publishDiagnostics""#.utf8)
        private let process: pid_t
        private let output: Int32
        private let input: Int32
        private var reader: JoinableThread?
        private let inbox = Inbox()
        private var nextID = 0

        private func write(_ message: JSONRPCMessage) {
            let framed = MessageFramer.frame(message.serialized())
            var offset = 0
            while offset < framed.count {
                let written = framed.withUnsafeBytes { Glibc.write(output, $0.baseAddress! + offset, framed.count - offset) }
                if written < 0, errno == EINTR { continue }
                guard written > 0 else { print("the server stopped reading"); exit(1) }
                offset += written
            }
        }

        /// The next message read, waiting for one; an empty body is the end of the output.
        private func take() -> (Double, [UInt8]) {
            let message = inbox.take()
            guard !message.1.isEmpty else {
                print("the server ended its output")
                exit(1)
            }
            return message
        }
    }

    /// The messages read and their arrival times, from the reader thread to the main one.
    private final class Inbox: @unchecked Sendable {
        private let lock = Mutex()
        /// Guarded by `lock`.
        private var messages: [(Double, [UInt8])] = []
        private var taken = 0

        func put(_ arrived: Double, _ body: [UInt8]) {
            lock.withLock {
                messages.append((arrived, body))
                lock.broadcast()
            }
        }

        func take() -> (Double, [UInt8]) {
            lock.withLock {
                while taken >= messages.count { lock.wait() }
                defer {
                    messages[taken].1 = []
                    taken += 1
                }
                return messages[taken]
            }
        }
    }

    struct BenchmarkError: Error, CustomStringConvertible {
        let description: String
        init(_ description: String) { self.description = description }
    }
}
