import JSONRPC

/// LSP `DidChangeTextDocumentParams`: changes to apply in order.
struct DidChangeTextDocumentParams: Sendable, JSONDecodable {
    var textDocument: VersionedTextDocumentIdentifier
    var contentChanges: [TextDocumentContentChangeEvent]

    init(json: JSONValue, at path: String) throws(InvalidParams) {
        let fields = try JSONFields(json, at: path)
        textDocument = try fields.decode("textDocument")
        contentChanges = try fields.array("contentChanges")
    }
}
