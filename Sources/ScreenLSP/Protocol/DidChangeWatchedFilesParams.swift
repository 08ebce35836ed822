import JSONRPC

/// LSP `DidChangeWatchedFilesParams`.
struct DidChangeWatchedFilesParams: Sendable, JSONDecodable {
    var changes: [FileEvent]

    init(json: JSONValue, at path: String) throws(InvalidParams) {
        changes = try JSONFields(json, at: path).array("changes")
    }
}
