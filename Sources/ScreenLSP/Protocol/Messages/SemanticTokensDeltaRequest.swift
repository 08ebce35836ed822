/// The semantic tokens of a document as edits of the result the client holds.
enum SemanticTokensDeltaRequest: LSPRequest {
    static let method = "textDocument/semanticTokens/full/delta"
    typealias Params = SemanticTokensDeltaParams
    typealias Result = SemanticTokensResult?
}
