/// A line for the client's log.
enum LogMessageNotification: LSPServerNotification {
    static let method = "window/logMessage"
    typealias Params = LogMessageParams
}
