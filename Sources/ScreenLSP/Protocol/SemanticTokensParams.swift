import JSONRPC

/// LSP `SemanticTokensParams` of `textDocument/semanticTokens/full`.
struct SemanticTokensParams: Sendable, JSONDecodable {
    var textDocument: TextDocumentIdentifier

    init(json: JSONValue, at path: String) throws(InvalidParams) {
        textDocument = try JSONFields(json, at: path).decode("textDocument")
    }
}
