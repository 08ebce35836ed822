import JSONRPC

/// LSP `FoldingRangeParams` of `textDocument/foldingRange`.
struct FoldingRangeParams: Sendable, JSONDecodable {
    var textDocument: TextDocumentIdentifier

    init(json: JSONValue, at path: String) throws(InvalidParams) {
        textDocument = try JSONFields(json, at: path).decode("textDocument")
    }
}
