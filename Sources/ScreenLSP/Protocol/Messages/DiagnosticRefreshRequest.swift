/// Asks a pull client to pull diagnostics again.
enum DiagnosticRefreshRequest: LSPServerRequest {
    static let method = "workspace/diagnostic/refresh"
    typealias Params = NoParams
}
