/// A document the editor opened, with its text.
enum DidOpenTextDocumentNotification: LSPNotification {
    static let method = "textDocument/didOpen"
    typealias Params = DidOpenTextDocumentParams
}
