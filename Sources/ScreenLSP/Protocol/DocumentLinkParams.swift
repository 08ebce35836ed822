import JSONRPC

/// LSP `DocumentLinkParams` of `textDocument/documentLink`.
struct DocumentLinkParams: Sendable, JSONDecodable {
    var textDocument: TextDocumentIdentifier

    init(json: JSONValue, at path: String) throws(InvalidParams) {
        textDocument = try JSONFields(json, at: path).decode("textDocument")
    }
}
