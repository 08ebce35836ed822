import JSONRPC

/// LSP `RenameParams` of `textDocument/rename`.
struct RenameParams: Sendable, JSONDecodable {
    var textDocument: TextDocumentIdentifier
    var position: LSPPosition
    var newName: String

    init(json: JSONValue, at path: String) throws(InvalidParams) {
        let fields = try JSONFields(json, at: path)
        textDocument = try fields.decode("textDocument")
        position = try fields.decode("position")
        newName = try fields.string("newName")
    }
}
