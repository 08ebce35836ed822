import JSONRPC

/// LSP `DocumentSymbolParams` of `textDocument/documentSymbol`.
struct DocumentSymbolParams: Sendable, JSONDecodable {
    var textDocument: TextDocumentIdentifier

    init(json: JSONValue, at path: String) throws(InvalidParams) {
        textDocument = try JSONFields(json, at: path).decode("textDocument")
    }
}
