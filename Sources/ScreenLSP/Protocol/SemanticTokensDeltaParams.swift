import JSONRPC

/// LSP `SemanticTokensDeltaParams` of `textDocument/semanticTokens/full/delta`: the result the
/// client holds, named by its `resultId`.
struct SemanticTokensDeltaParams: Sendable, JSONDecodable {
    var textDocument: TextDocumentIdentifier
    var previousResultId: String

    init(json: JSONValue, at path: String) throws(InvalidParams) {
        let fields = try JSONFields(json, at: path)
        textDocument = try fields.decode("textDocument")
        previousResultId = try fields.string("previousResultId")
    }
}
