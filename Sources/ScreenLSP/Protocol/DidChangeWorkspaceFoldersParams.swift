import JSONRPC

/// LSP `DidChangeWorkspaceFoldersParams` of `workspace/didChangeWorkspaceFolders`.
struct DidChangeWorkspaceFoldersParams: Sendable, JSONDecodable {
    var event: WorkspaceFoldersChangeEvent

    init(json: JSONValue, at path: String) throws(InvalidParams) {
        event = try JSONFields(json, at: path).decode("event")
    }
}

/// LSP `WorkspaceFoldersChangeEvent`: the folders opened and closed.
struct WorkspaceFoldersChangeEvent: Sendable, JSONDecodable {
    var added: [WorkspaceFolder]
    var removed: [WorkspaceFolder]

    init(json: JSONValue, at path: String) throws(InvalidParams) {
        let fields = try JSONFields(json, at: path)
        added = try fields.array("added")
        removed = try fields.array("removed")
    }
}
