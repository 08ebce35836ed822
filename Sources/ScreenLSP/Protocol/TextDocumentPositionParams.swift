import JSONRPC

/// LSP `TextDocumentPositionParams`: the params of `textDocument/hover` and, with a context
/// the server does not need, of `textDocument/completion`.
struct TextDocumentPositionParams: Sendable, JSONDecodable {
    var textDocument: TextDocumentIdentifier
    var position: LSPPosition

    init(json: JSONValue, at path: String) throws(InvalidParams) {
        let fields = try JSONFields(json, at: path)
        textDocument = try fields.decode("textDocument")
        position = try fields.decode("position")
    }
}
