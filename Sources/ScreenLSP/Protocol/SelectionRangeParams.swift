import JSONRPC

/// LSP `SelectionRangeParams` of `textDocument/selectionRange`: one answer per position.
struct SelectionRangeParams: Sendable, JSONDecodable {
    var textDocument: TextDocumentIdentifier
    var positions: [LSPPosition]

    init(json: JSONValue, at path: String) throws(InvalidParams) {
        let fields = try JSONFields(json, at: path)
        textDocument = try fields.decode("textDocument")
        positions = try fields.array("positions")
    }
}
