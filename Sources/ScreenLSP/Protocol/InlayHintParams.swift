import JSONRPC

/// LSP `InlayHintParams` of `textDocument/inlayHint`: the part of the document in view.
struct InlayHintParams: Sendable, JSONDecodable {
    var textDocument: TextDocumentIdentifier
    var range: LSPRange

    init(json: JSONValue, at path: String) throws(InvalidParams) {
        let fields = try JSONFields(json, at: path)
        textDocument = try fields.decode("textDocument")
        range = try fields.decode("range")
    }
}
