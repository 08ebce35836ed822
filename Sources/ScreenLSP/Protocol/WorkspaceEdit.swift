import JSONRPC

/// LSP `WorkspaceEdit` in its `changes` form (edits by document URI), which every client
/// takes.
struct WorkspaceEdit: Sendable, Hashable, JSONEncodable {
    var changes: [(uri: String, edits: [LSPTextEdit])]

    var json: JSONValue {
        var object = JSONObject()
        for change in changes {
            object[change.uri] = .array(change.edits.map(\.json))
        }
        return ["changes": .object(object)]
    }

    static func == (lhs: WorkspaceEdit, rhs: WorkspaceEdit) -> Bool {
        lhs.changes.elementsEqual(rhs.changes) { $0.uri == $1.uri && $0.edits == $1.edits }
    }

    func hash(into hasher: inout Hasher) {
        for change in changes {
            hasher.combine(change.uri)
            hasher.combine(change.edits)
        }
    }
}
