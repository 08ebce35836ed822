/// A document the editor closed.
enum DidCloseTextDocumentNotification: LSPNotification {
    static let method = "textDocument/didClose"
    typealias Params = DidCloseTextDocumentParams
}
