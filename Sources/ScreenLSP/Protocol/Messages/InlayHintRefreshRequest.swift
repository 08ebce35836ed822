/// Asks the client to fetch inlay hints again.
enum InlayHintRefreshRequest: LSPServerRequest {
    static let method = "workspace/inlayHint/refresh"
    typealias Params = NoParams
}
