import JSONRPC

/// LSP `TextDocumentItem`: an opened document with its whole text.
struct TextDocumentItem: Sendable, JSONDecodable {
    var uri: String
    var languageID: String
    var version: Int
    var text: String

    init(json: JSONValue, at path: String) throws(InvalidParams) {
        let fields = try JSONFields(json, at: path)
        uri = try fields.string("uri")
        languageID = try fields.optionalString("languageId") ?? ""
        version = try fields.integer("version")
        text = try fields.string("text")
    }
}
