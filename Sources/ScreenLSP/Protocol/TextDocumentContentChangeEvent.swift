import JSONRPC

/// LSP `TextDocumentContentChangeEvent`: a range and its new text, or the whole new text
/// when there is no range. The deprecated `rangeLength` is ignored, as the spec allows.
struct TextDocumentContentChangeEvent: Sendable, JSONDecodable {
    var range: LSPRange?
    var text: String

    init(json: JSONValue, at path: String) throws(InvalidParams) {
        let fields = try JSONFields(json, at: path)
        range = try fields.optionalDecode("range")
        text = try fields.string("text")
    }
}
