/// The semantic tokens of part of a document.
enum SemanticTokensRangeRequest: LSPRequest {
    static let method = "textDocument/semanticTokens/range"
    typealias Params = TextDocumentRangeParams
    typealias Result = SemanticTokensResult?
}
