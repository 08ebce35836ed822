/// Ends the session; only `exit` counts afterwards.
enum ShutdownRequest: LSPRequest {
    static let method = "shutdown"
    typealias Params = NoParams
    typealias Result = NullResult
}
