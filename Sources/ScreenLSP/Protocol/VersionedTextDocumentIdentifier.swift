import JSONRPC

/// LSP `VersionedTextDocumentIdentifier`: `{uri, version}`.
struct VersionedTextDocumentIdentifier: Sendable, JSONDecodable {
    var uri: String
    var version: Int

    init(json: JSONValue, at path: String) throws(InvalidParams) {
        let fields = try JSONFields(json, at: path)
        uri = try fields.string("uri")
        version = try fields.integer("version")
    }
}
