import JSONRPC

/// LSP `CodeActionParams` of `textDocument/codeAction`.
struct CodeActionParams: Sendable, JSONDecodable {
    var textDocument: TextDocumentIdentifier
    var range: LSPRange
    var context: CodeActionContext

    init(json: JSONValue, at path: String) throws(InvalidParams) {
        let fields = try JSONFields(json, at: path)
        textDocument = try fields.decode("textDocument")
        range = try fields.decode("range")
        context = try fields.decode("context")
    }
}
