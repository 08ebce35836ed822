/// Changes to an open document, in order.
enum DidChangeTextDocumentNotification: LSPNotification {
    static let method = "textDocument/didChange"
    typealias Params = DidChangeTextDocumentParams
}
