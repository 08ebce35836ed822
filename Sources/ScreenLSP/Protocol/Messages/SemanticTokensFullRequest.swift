/// Every semantic token of a document.
enum SemanticTokensFullRequest: LSPRequest {
    static let method = "textDocument/semanticTokens/full"
    typealias Params = TextDocumentParams
    typealias Result = SemanticTokensResult?
}
