import JSONRPC

/// LSP `WorkspaceEdit`: edits by document URI, and files to create first. Written as
/// `changes` (which every client takes) when nothing is created, else as `documentChanges`
/// (a `CreateFile`, then each document's edits), which the client must support.
struct WorkspaceEdit: Sendable, Hashable, JSONEncodable {
    var changes: [(uri: String, edits: [LSPTextEdit])]
    /// Files the edits of `changes` write into a new file; created unless they exist.
    var creates: [String] = []

    var json: JSONValue {
        guard !creates.isEmpty else {
            var object = JSONObject()
            for change in changes {
                object[change.uri] = .array(change.edits.map(\.json))
            }
            return ["changes": .object(object)]
        }
        var operations: [JSONValue] = creates.map { uri in
            ["kind": "create", "uri": .string(uri), "options": ["ignoreIfExists": true]]
        }
        for change in changes {
            operations.append([
                "textDocument": ["uri": .string(change.uri), "version": .null],
                "edits": .array(change.edits.map(\.json)),
            ])
        }
        return ["documentChanges": .array(operations)]
    }

    static func == (lhs: WorkspaceEdit, rhs: WorkspaceEdit) -> Bool {
        lhs.creates == rhs.creates && lhs.changes.elementsEqual(rhs.changes) { $0.uri == $1.uri && $0.edits == $1.edits }
    }

    func hash(into hasher: inout Hasher) {
        hasher.combine(creates)
        for change in changes {
            hasher.combine(change.uri)
            hasher.combine(change.edits)
        }
    }
}
