import JSONRPC

/// LSP `CodeLensParams` of `textDocument/codeLens`.
struct CodeLensParams: Sendable, JSONDecodable {
    var textDocument: TextDocumentIdentifier

    init(json: JSONValue, at path: String) throws(InvalidParams) {
        textDocument = try JSONFields(json, at: path).decode("textDocument")
    }
}
