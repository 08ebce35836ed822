/// A file's diagnostics, pushed.
enum PublishDiagnosticsNotification: LSPServerNotification {
    static let method = "textDocument/publishDiagnostics"
    typealias Params = PublishDiagnosticsParams
}
