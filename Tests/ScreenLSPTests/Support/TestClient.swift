import Foundation
import Glibc
import JSONRPC
import ScreenLSP
import ScreenSyntax
import XCTest

/// An LSP client for tests: runs a `LanguageServer` on a thread in this process, talks to it
/// through two pipes, and waits for its answers with timeouts, so that a hung server fails
/// the test instead of hanging it. Requests from the server (`client/registerCapability`,
/// refreshes, `workspace/configuration`) are recorded and answered with the result set for
/// their method in `serverRequestResults`, else `null`, unless `serverRequestError` is set.
final class TestClient {
    struct Timeout: Error, CustomStringConvertible {
        var waitingFor: String
        var description: String { "timed out waiting for \(waitingFor)" }
    }

    static let defaultTimeout: TimeInterval = 10

    /// Requests the server sent, in order.
    private(set) var serverRequests: [(method: String, params: JSONValue?)] = []
    /// When set, the server's requests are answered with this error.
    var serverRequestError: ResponseError?
    /// Results for the server's requests by method (`workspace/configuration`); others get null.
    var serverRequestResults: [String: JSONValue] = [:]
    /// The answer to `initialize`, once `initialize(capabilities:)` had it.
    private(set) var initializeResult: JSONValue?

    init(options: ServerOptions = ServerOptions(logLevel: .error, logsToStandardError: false, pollInterval: 0.1)) {
        var toServer: [Int32] = [0, 0]
        var fromServer: [Int32] = [0, 0]
        precondition(pipe(&toServer) == 0 && pipe(&fromServer) == 0)
        serverInput = toServer[0]
        clientOutput = toServer[1]
        clientInput = fromServer[0]
        serverOutput = fromServer[1]
        let finished = self.finished
        let input = serverInput
        let output = serverOutput
        let thread = Thread {
            finished.set(LanguageServer(options: options).run(input: input, output: output))
        }
        thread.stackSize = 8 << 20
        thread.start()
    }

    deinit {
        close()
    }

    // MARK: Sending

    func sendRaw(_ bytes: [UInt8]) {
        var offset = 0
        while offset < bytes.count {
            let written = bytes.withUnsafeBytes { write(clientOutput, $0.baseAddress! + offset, $0.count - offset) }
            if written < 0 {
                if errno == EINTR { continue }
                return
            }
            offset += written
        }
    }

    func sendRaw(_ text: String) {
        sendRaw(Array(text.utf8))
    }

    func send(_ message: JSONRPCMessage) {
        sendRaw(MessageFramer.frame(message.serialized()))
    }

    func notify(_ method: String, _ params: JSONValue? = nil) {
        send(.notification(method: method, params: params))
    }

    /// Sends a request without waiting; returns its id.
    @discardableResult
    func sendRequest(_ method: String, _ params: JSONValue? = nil) -> RequestID {
        let id = RequestID.integer(nextID)
        nextID += 1
        send(.request(id: id, method: method, params: params))
        return id
    }

    /// Sends a request and waits for its answer (a response or an error response).
    func request(_ method: String, _ params: JSONValue? = nil, timeout: TimeInterval = defaultTimeout) throws -> JSONRPCMessage {
        let id = sendRequest(method, params)
        return try response(to: id, timeout: timeout)
    }

    /// The result of a request that must succeed.
    func result(_ method: String, _ params: JSONValue? = nil, file: StaticString = #filePath, line: UInt = #line) throws -> JSONValue {
        let answer = try request(method, params)
        guard case .response(_, let result) = answer else {
            XCTFail("\(method) failed: \(answer)", file: file, line: line)
            return .null
        }
        return result
    }

    /// The error code a request is answered with, nil when it succeeds.
    func errorCode(_ method: String, _ params: JSONValue? = nil) throws -> Int64? {
        guard case .errorResponse(_, let error) = try request(method, params) else { return nil }
        return error.code
    }

    // MARK: Receiving

    func response(to id: RequestID, timeout: TimeInterval = defaultTimeout) throws -> JSONRPCMessage {
        try next("the answer to request \(id)", timeout: timeout) { message in
            switch message {
            case .response(id, _), .errorResponse(id?, _): return true
            default: return false
            }
        }
    }

    /// The next notification named `method` (whose params satisfy `predicate`).
    func notification(_ method: String, timeout: TimeInterval = defaultTimeout, where predicate: (JSONValue) -> Bool = { _ in true }) throws -> JSONValue {
        let message = try next(method, timeout: timeout) { message in
            guard case .notification(method, let params) = message else { return false }
            return predicate(params ?? .null)
        }
        guard case .notification(_, let params) = message else { return .null }
        return params ?? .null
    }

    /// The next `publishDiagnostics` for `uri` (at `version` when given).
    func publishedDiagnostics(_ uri: String, version: Int? = nil, timeout: TimeInterval = defaultTimeout) throws -> JSONValue {
        try notification("textDocument/publishDiagnostics", timeout: timeout) { params in
            params["uri"]?.stringValue == uri && (version == nil || params["version"]?.intValue == version)
        }
    }

    /// Whether a matching message arrives within `timeout` (for checking that one does not).
    func receives(within timeout: TimeInterval, where predicate: (JSONRPCMessage) -> Bool) -> Bool {
        (try? next("a message", timeout: timeout, where: predicate)) != nil
    }

    /// Removes and returns the first message, received or still to come, that `predicate`
    /// accepts; the others stay for later calls.
    func next(_ what: String, timeout: TimeInterval = defaultTimeout, where predicate: (JSONRPCMessage) -> Bool) throws -> JSONRPCMessage {
        let deadline = Date().addingTimeInterval(timeout)
        while true {
            if let index = received.firstIndex(where: predicate) {
                return received.remove(at: index)
            }
            let remaining = deadline.timeIntervalSinceNow
            guard remaining > 0, readMore(timeout: remaining) else { throw Timeout(waitingFor: what) }
        }
    }

    /// Messages received and not yet taken.
    var unclaimedMessages: [JSONRPCMessage] { received }

    // MARK: Session helpers

    /// `initialize` (with these capabilities and extra params) then `initialized`; returns
    /// the initialize result.
    @discardableResult
    func initialize(capabilities: JSONValue = [:], _ extra: JSONObject = [:]) throws -> JSONValue {
        var params: JSONObject = ["processId": .null, "capabilities": capabilities]
        for (key, value) in extra { params[key] = value }
        let result = try self.result("initialize", .object(params))
        initializeResult = result
        notify("initialized", [:])
        return result
    }

    func open(_ uri: String, _ text: String, version: Int = 1) {
        notify("textDocument/didOpen", ["textDocument": ["uri": .string(uri), "languageId": "screen", "version": .integer(Int64(version)), "text": .string(text)]])
    }

    func change(_ uri: String, version: Int, _ changes: [JSONValue]) {
        notify("textDocument/didChange", ["textDocument": ["uri": .string(uri), "version": .integer(Int64(version))], "contentChanges": .array(changes)])
    }

    /// `shutdown` then `exit`; returns the server's exit code.
    func shutdownAndExit() throws -> Int32? {
        _ = try request("shutdown")
        notify("exit")
        return waitForExit()
    }

    /// The server's exit code once its loop has returned, nil if it has not within `timeout`.
    func waitForExit(timeout: TimeInterval = defaultTimeout) -> Int32? {
        let deadline = Date().addingTimeInterval(timeout)
        while Date() < deadline {
            if let code = finished.value { return code }
            _ = readMore(timeout: 0.02)
        }
        return finished.value
    }

    /// Ends the input (the server sees end of file), waits for the server, closes the pipes.
    func close() {
        guard !closed else { return }
        closed = true
        Glibc.close(clientOutput)
        _ = waitForExit()
        Glibc.close(serverInput)
        Glibc.close(serverOutput)
        Glibc.close(clientInput)
    }

    // MARK: Internals

    private final class ExitCode: @unchecked Sendable {
        private let lock = NSLock()
        private var code: Int32?
        func set(_ value: Int32) { lock.withLock { code = value } }
        var value: Int32? { lock.withLock { code } }
    }

    private let serverInput: Int32
    private let serverOutput: Int32
    private let clientInput: Int32
    private let clientOutput: Int32
    private let finished = ExitCode()
    private var framer = MessageFramer()
    private var received: [JSONRPCMessage] = []
    private var nextID: Int64 = 1
    private var closed = false

    /// Reads what the server wrote within `timeout`; false when nothing came.
    private func readMore(timeout: TimeInterval) -> Bool {
        var descriptor = pollfd(fd: clientInput, events: Int16(POLLIN), revents: 0)
        guard poll(&descriptor, 1, Int32(max(1, timeout * 1000))) > 0 else { return false }
        var chunk = [UInt8](repeating: 0, count: 1 << 16)
        let count = chunk.withUnsafeMutableBytes { read(clientInput, $0.baseAddress, $0.count) }
        guard count > 0 else { return false }
        framer.append(contentsOf: chunk[..<count])
        while let output = framer.next() {
            guard case .message(let body) = output, case .success(let message) = JSONRPCMessage.decode(body) else {
                XCTFail("the server wrote something that is not a JSON-RPC message: \(output)")
                continue
            }
            if case .request(let id, let method, let params) = message {
                serverRequests.append((method, params))
                send(serverRequestError.map { .errorResponse(id: id, error: $0) } ?? .response(id: id, result: serverRequestResults[method] ?? .null))
            } else {
                received.append(message)
            }
        }
        return true
    }
}
