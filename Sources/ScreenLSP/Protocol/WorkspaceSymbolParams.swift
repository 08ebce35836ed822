import JSONRPC

/// LSP `WorkspaceSymbolParams` of `workspace/symbol`.
struct WorkspaceSymbolParams: Sendable, JSONDecodable {
    var query: String

    init(json: JSONValue, at path: String) throws(InvalidParams) {
        query = try JSONFields(json, at: path).string("query")
    }
}
