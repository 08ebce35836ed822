import JSONRPC

/// LSP `DocumentColorParams` of `textDocument/documentColor`.
struct DocumentColorParams: Sendable, JSONDecodable {
    var textDocument: TextDocumentIdentifier

    init(json: JSONValue, at path: String) throws(InvalidParams) {
        textDocument = try JSONFields(json, at: path).decode("textDocument")
    }
}
