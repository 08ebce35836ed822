import JSONRPC

/// LSP `DidOpenTextDocumentParams`.
struct DidOpenTextDocumentParams: Sendable, JSONDecodable {
    var textDocument: TextDocumentItem

    init(json: JSONValue, at path: String) throws(InvalidParams) {
        textDocument = try JSONFields(json, at: path).decode("textDocument")
    }
}
