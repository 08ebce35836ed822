#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import JSONRPC
import ScreenLSP

/// One fuzzed session with an in-process server: the client's messages are put together
/// first, then written by a thread of their own while nothing is read (answers go unread
/// until every message is out, or the writes have waited a while), then everything is read
/// until the server closes its output.
struct ClientSession {
    /// URIs the server may publish diagnostics for: those the client sent and the workspace's.
    var knownURIs: Set<String> = []
    /// What the client answers to `workspace/configuration`.
    var configurationAnswer: JSONValue = .null
    private var outgoing: [[UInt8]] = []
    private var requestIDs: [Int64] = []

    @discardableResult
    mutating func request(_ method: String, _ params: JSONValue?) -> Int64 {
        let id = Int64(requestIDs.count + 1)
        requestIDs.append(id)
        outgoing.append(JSONRPCMessage.request(id: .integer(id), method: method, params: params).serialized())
        return id
    }

    /// `$/cancelRequest` for one of the requests sent so far after `initialize`, chosen by
    /// `choice` (a cancelled `initialize` rightly leaves the server uninitialized).
    mutating func cancelEarlierRequest(_ choice: UInt8) {
        let cancellable = requestIDs.dropFirst()
        guard !cancellable.isEmpty else { return }
        notify("$/cancelRequest", ["id": .integer(cancellable[cancellable.startIndex + Int(choice) % cancellable.count])])
    }

    mutating func notify(_ method: String, _ params: JSONValue?) {
        outgoing.append(JSONRPCMessage.notification(method: method, params: params).serialized())
    }

    /// A body that is not JSON at all (JSON would be a message the fuzzer did not mean, and
    /// could reuse an id); the server answers it with -32700.
    mutating func sendRaw(_ body: [UInt8]) {
        guard (try? JSONValue.parse(body)) == nil else { return }
        outgoing.append(body)
    }

    func run(until shutdown: Int64, seconds: Double) throws(FuzzFailure) {
        var toServer: [Int32] = [0, 0], fromServer: [Int32] = [0, 0]
        guard pipe(&toServer) == 0, pipe(&fromServer) == 0 else { throw FuzzFailure("no pipes") }
        defer { for descriptor in toServer + fromServer { close(descriptor) } }
        // One page each way, so that unread answers and unhandled requests fill them.
        #if os(Linux)
        _ = fcntl(fromServer[1], 1031 /* F_SETPIPE_SZ */, 4096)
        _ = fcntl(toServer[1], 1031, 4096)
        #endif
        var serverOptions = ServerOptions(logLevel: .error, logsToStandardError: false, pollInterval: 3600)
        serverOptions.inboxCapacity = 4
        serverOptions.outputCapacity = nil
        let server = SessionThread { [input = toServer[0], output = fromServer[1], options = serverOptions] in
            LanguageServer(options: options).run(input: input, output: output)
        }
        let writes = ClientWriter(descriptor: toServer[1])
        let writer = SessionThread { [outgoing] in
            writes.run(outgoing)
            return 0
        }
        // The answers go unread while the client writes, for as long as 50 ms of waiting.
        writes.waitUntilSent(seconds: 0.05)

        var answers: [Int64: Int] = [:]
        var framer = MessageFramer()
        let deadline = now() + seconds
        var buffer = [UInt8](repeating: 0, count: 1 << 16)
        reading: while true {
            let left = deadline - now()
            guard left > 0 else { throw FuzzFailure("the server did not finish the session within \(seconds) s") }
            // Asked before the poll: a server that had returned then wrote all it will, so
            // a poll that finds nothing after it means the output is read to the end.
            let serverHadReturned = server.wait(seconds: 0) != nil
            var descriptor = pollfd(fd: fromServer[0], events: Int16(POLLIN), revents: 0)
            guard poll(&descriptor, 1, 10) >= 0 else { continue }
            guard descriptor.revents != 0 else {
                // The server keeps no descriptor of its own to close: once it has returned and
                // nothing is left to read, the session is over.
                if serverHadReturned { break reading }
                continue
            }
            let count = buffer.withUnsafeMutableBytes { read(fromServer[0], $0.baseAddress, $0.count) }
            if count < 0, errno == EINTR { continue }
            guard count > 0 else { break reading }
            framer.append(contentsOf: buffer[..<count])
            while let output = framer.next() {
                guard case .message(let body) = output else { throw FuzzFailure("the server wrote a bad frame: \(output)") }
                guard case .success(let message) = JSONRPCMessage.decode(body) else {
                    throw FuzzFailure("the server wrote an invalid message: \(String(decoding: body.prefix(300), as: UTF8.self))")
                }
                try handle(message, answers: &answers, writes: writes)
                if case .response(.integer(shutdown), _) = message { writes.finish() }
            }
        }
        guard writer.wait(seconds: max(0.1, deadline - now())) != nil else { throw FuzzFailure("the client's writes never finished") }
        guard let code = server.wait(seconds: max(0.1, deadline - now())) else { throw FuzzFailure("the server did not exit") }
        try require(code == 0, "the server exited with \(code) after shutdown and exit")
        for id in requestIDs {
            try require(answers[id] == 1, "request \(id) was answered \(answers[id] ?? 0) times")
        }
    }

    private func handle(_ message: JSONRPCMessage, answers: inout [Int64: Int], writes: ClientWriter) throws(FuzzFailure) {
        switch message {
        case .response(.integer(let id), _), .errorResponse(.integer(let id)?, _):
            answers[id, default: 0] += 1
        case .request(let id, let method, _):
            let result: JSONValue = method == "workspace/configuration" ? [configurationAnswer] : .null
            writes.answer(JSONRPCMessage.response(id: id, result: result).serialized())
        case .notification("textDocument/publishDiagnostics", let params):
            let uri = params?["uri"]?.stringValue ?? ""
            try require(knownURIs.contains(uri), "diagnostics published for \(uri.debugDescription), which the client never named")
        default:
            break
        }
    }

    private func now() -> Double {
        var time = timespec()
        clock_gettime(CLOCK_MONOTONIC, &time)
        return Double(time.tv_sec) + Double(time.tv_nsec) / 1e9
    }
}

/// The client's one writing thread, as LSP clients have: it sends the session's messages in
/// order, and the answers to the server's requests as the reading thread hands them over,
/// which never waits for a write (a reader that waited for the writer, while the writer waits
/// for the server to read and the server for the reader, would deadlock the client).
private final class ClientWriter: @unchecked Sendable {
    private var mutex = pthread_mutex_t()
    private var condition = pthread_cond_t()
    private let descriptor: Int32
    /// Guarded by `mutex`.
    private var answers: [[UInt8]] = []
    private var finished = false
    private var sentAll = false

    init(descriptor: Int32) {
        self.descriptor = descriptor
        pthread_mutex_init(&mutex, nil)
        pthread_cond_init(&condition, nil)
    }

    /// Writes `messages` with the answers handed over in between, then answers until `finish`.
    func run(_ messages: [[UInt8]]) {
        for message in messages {
            for answer in takeAnswers(waiting: false) { write(answer) }
            write(message)
        }
        pthread_mutex_lock(&mutex)
        sentAll = true
        pthread_cond_broadcast(&condition)
        pthread_mutex_unlock(&mutex)
        while true {
            let pending = takeAnswers(waiting: true)
            if pending.isEmpty { return }
            for answer in pending { write(answer) }
        }
    }

    /// Waits until the session's messages are written, or `seconds` have passed.
    func waitUntilSent(seconds: Double) {
        var now = timespec()
        clock_gettime(CLOCK_REALTIME, &now)
        let nanoseconds = Int(now.tv_nsec) + Int(seconds * 1e9)
        var deadline = timespec(tv_sec: now.tv_sec + nanoseconds / 1_000_000_000, tv_nsec: nanoseconds % 1_000_000_000)
        pthread_mutex_lock(&mutex)
        while !sentAll, pthread_cond_timedwait(&condition, &mutex, &deadline) != ETIMEDOUT {}
        pthread_mutex_unlock(&mutex)
    }

    /// Hands an answer to the writer; returns at once.
    func answer(_ body: [UInt8]) {
        pthread_mutex_lock(&mutex)
        if !finished { answers.append(body) }
        pthread_cond_broadcast(&condition)
        pthread_mutex_unlock(&mutex)
    }

    /// After the answer to `shutdown`: `exit` is out, nothing more is written, and the
    /// server's input is left open until the session ends, as a client would.
    func finish() {
        pthread_mutex_lock(&mutex)
        finished = true
        pthread_cond_broadcast(&condition)
        pthread_mutex_unlock(&mutex)
    }

    /// The answers waiting; with `waiting`, waits for one unless finished (then none).
    private func takeAnswers(waiting: Bool) -> [[UInt8]] {
        pthread_mutex_lock(&mutex)
        defer { pthread_mutex_unlock(&mutex) }
        while waiting, answers.isEmpty, !finished { pthread_cond_wait(&condition, &mutex) }
        if finished { return [] }
        defer { answers.removeAll() }
        return answers
    }

    private func write(_ body: [UInt8]) {
        let framed = MessageFramer.frame(body)
        var offset = 0
        while offset < framed.count {
            let written = framed.withUnsafeBytes { Glibc.write(descriptor, $0.baseAddress! + offset, framed.count - offset) }
            if written < 0, errno == EINTR { continue }
            guard written > 0 else { return }
            offset += written
        }
    }
}

/// A thread running one closure, whose result can be waited for with a timeout.
private final class SessionThread: @unchecked Sendable {
    private var mutex = pthread_mutex_t()
    private var condition = pthread_cond_t()
    private var result: Int32?
    private let body: @Sendable () -> Int32

    init(_ body: @escaping @Sendable () -> Int32) {
        self.body = body
        pthread_mutex_init(&mutex, nil)
        pthread_cond_init(&condition, nil)
        var attributes = pthread_attr_t()
        pthread_attr_init(&attributes)
        pthread_attr_setstacksize(&attributes, 8 << 20)
        pthread_attr_setdetachstate(&attributes, Int32(PTHREAD_CREATE_DETACHED))
        var thread = pthread_t()
        let context = Unmanaged.passRetained(self).toOpaque()
        let status = pthread_create(&thread, &attributes, { context in
            let session = Unmanaged<SessionThread>.fromOpaque(context!).takeRetainedValue()
            session.finish(session.body())
            return nil
        }, context)
        pthread_attr_destroy(&attributes)
        precondition(status == 0, "cannot start a thread")
    }

    private func finish(_ value: Int32) {
        pthread_mutex_lock(&mutex)
        result = value
        pthread_cond_broadcast(&condition)
        pthread_mutex_unlock(&mutex)
    }

    /// The closure's result, or nil when it is still running after `seconds`.
    func wait(seconds: Double) -> Int32? {
        var now = timespec()
        clock_gettime(CLOCK_REALTIME, &now)
        let nanoseconds = Int(now.tv_nsec) + Int(min(max(seconds, 0), 3600) * 1e9)
        var deadline = timespec(tv_sec: now.tv_sec + nanoseconds / 1_000_000_000, tv_nsec: nanoseconds % 1_000_000_000)
        pthread_mutex_lock(&mutex)
        defer { pthread_mutex_unlock(&mutex) }
        while result == nil {
            if pthread_cond_timedwait(&condition, &mutex, &deadline) == ETIMEDOUT { break }
        }
        return result
    }
}
