#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import JSONRPC

/// The server's log: to stderr (never stdout, which carries the protocol) and to the client
/// as `window/logMessage`. Messages above `level` are dropped before they are formatted.
struct ServerLog: Sendable {
    let level: LogLevel
    let writesToStandardError: Bool
    let connection: JSONRPCConnection?

    func error(_ message: @autoclosure () -> String) { log(.error, message) }
    func warning(_ message: @autoclosure () -> String) { log(.warning, message) }
    func info(_ message: @autoclosure () -> String) { log(.info, message) }
    func debug(_ message: @autoclosure () -> String) { log(.debug, message) }

    private func log(_ messageLevel: LogLevel, _ message: () -> String) {
        guard messageLevel <= level else { return }
        let text = message()
        if writesToStandardError {
            let line = Array("screenkit lsp [\(messageLevel.name)] \(text)\n".utf8)
            line.withUnsafeBytes { _ = write(STDERR_FILENO, $0.baseAddress, $0.count) }
        }
        let params = LogMessageParams(type: messageLevel.messageType, message: text)
        // A client that went away cannot be told; stderr already has it.
        try? connection?.send(.notification(method: LogMessageNotification.method, params: params.json))
    }
}
