/// What may be typed at a position.
enum CompletionRequest: LSPRequest {
    static let method = "textDocument/completion"
    typealias Params = TextDocumentPositionParams
    typealias Result = LSPCompletionList?
}
