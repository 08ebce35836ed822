import JSONRPC

/// Params that name only a document: those of `textDocument/semanticTokens/full`,
/// `textDocument/foldingRange` and `textDocument/documentColor`.
struct TextDocumentParams: Sendable, JSONDecodable {
    var textDocument: TextDocumentIdentifier

    init(json: JSONValue, at path: String) throws(InvalidParams) {
        textDocument = try JSONFields(json, at: path).decode("textDocument")
    }
}
