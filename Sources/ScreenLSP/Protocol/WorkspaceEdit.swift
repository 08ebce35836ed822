import JSONRPC

/// LSP `WorkspaceEdit`: in its `changes` form (edits by document URI), which every client
/// takes, or as `documentChanges` for clients that support them, each document's edits
/// naming the version they were made for, so that a client rejects them once it moved on.
struct WorkspaceEdit: Sendable, Hashable, JSONEncodable, LSPResult {
    var changes: [(uri: String, edits: [LSPTextEdit])]
    /// Written instead of `changes` when set.
    var documentChanges: [TextDocumentEdit]?

    init(changes: [(uri: String, edits: [LSPTextEdit])]) {
        self.changes = changes
    }

    init(documentChanges: [TextDocumentEdit]) {
        self.changes = documentChanges.map { ($0.uri, $0.edits) }
        self.documentChanges = documentChanges
    }

    var json: JSONValue {
        if let documentChanges {
            return ["documentChanges": .array(documentChanges.map(\.json))]
        }
        var object = JSONObject()
        for change in changes {
            object[change.uri] = .array(change.edits.map(\.json))
        }
        return ["changes": .object(object)]
    }

    static func == (lhs: WorkspaceEdit, rhs: WorkspaceEdit) -> Bool {
        lhs.documentChanges == rhs.documentChanges && lhs.changes.elementsEqual(rhs.changes) { $0.uri == $1.uri && $0.edits == $1.edits }
    }

    func hash(into hasher: inout Hasher) {
        for change in changes {
            hasher.combine(change.uri)
            hasher.combine(change.edits)
        }
        hasher.combine(documentChanges)
    }
}

/// LSP `TextDocumentEdit`: one document's edits and the version they apply to, as an
/// `OptionalVersionedTextDocumentIdentifier` (null for a file the client has not open).
struct TextDocumentEdit: Sendable, Hashable, JSONEncodable {
    var uri: String
    var version: Int?
    var edits: [LSPTextEdit]

    var json: JSONValue {
        [
            "textDocument": ["uri": .string(uri), "version": version.map { .integer(Int64($0)) } ?? .null],
            "edits": .array(edits.map(\.json)),
        ]
    }
}
