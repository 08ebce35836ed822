import JSONRPC

/// Params that name a document and a range of it: those of
/// `textDocument/semanticTokens/range` and `textDocument/inlayHint` (the part in view).
struct TextDocumentRangeParams: Sendable, JSONDecodable {
    var textDocument: TextDocumentIdentifier
    var range: LSPRange

    init(json: JSONValue, at path: String) throws(InvalidParams) {
        let fields = try JSONFields(json, at: path)
        textDocument = try fields.decode("textDocument")
        range = try fields.decode("range")
    }
}
