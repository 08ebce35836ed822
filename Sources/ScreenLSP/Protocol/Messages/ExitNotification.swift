/// Ends the process.
enum ExitNotification: LSPNotification {
    static let method = "exit"
    typealias Params = NoParams
}
