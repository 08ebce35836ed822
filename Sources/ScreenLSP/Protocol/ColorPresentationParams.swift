import JSONRPC

/// LSP `ColorPresentationParams` of `textDocument/colorPresentation`: a color the user
/// picked and the range of the literal it replaces.
struct ColorPresentationParams: Sendable, JSONDecodable {
    var textDocument: TextDocumentIdentifier
    var color: LSPColor
    var range: LSPRange

    init(json: JSONValue, at path: String) throws(InvalidParams) {
        let fields = try JSONFields(json, at: path)
        textDocument = try fields.decode("textDocument")
        color = try fields.decode("color")
        range = try fields.decode("range")
    }
}
