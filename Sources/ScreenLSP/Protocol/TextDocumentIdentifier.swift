import JSONRPC

/// LSP `TextDocumentIdentifier`: `{uri}`.
struct TextDocumentIdentifier: Sendable, JSONDecodable {
    var uri: String

    init(json: JSONValue, at path: String) throws(InvalidParams) {
        uri = try JSONFields(json, at: path).string("uri")
    }
}
