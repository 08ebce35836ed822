import JSONRPC

/// LSP `WorkspaceFolder`: `{uri, name}`.
struct WorkspaceFolder: Sendable, JSONDecodable {
    var uri: String
    var name: String

    init(uri: String, name: String) {
        self.uri = uri
        self.name = name
    }

    init(json: JSONValue, at path: String) throws(InvalidParams) {
        let fields = try JSONFields(json, at: path)
        uri = try fields.string("uri")
        name = try fields.optionalString("name") ?? ""
    }
}
