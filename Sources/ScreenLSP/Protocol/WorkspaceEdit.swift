import JSONRPC

/// LSP `WorkspaceEdit`: edits by document URI, and files to create first. Written as
/// `changes` (which every client takes) when nothing is created and no version is named,
/// else as `documentChanges` (each `CreateFile`, then each document's edits with the version
/// they were made for, so that a client rejects them once it moved on), which the client must
/// support.
struct WorkspaceEdit: Sendable, Hashable, JSONEncodable, LSPResult {
    var changes: [(uri: String, edits: [LSPTextEdit])]
    /// Files the edits of `changes` write into a new file; created unless they exist.
    var creates: [String] = []
    /// The documents' edits with their versions; written instead of `changes` when set.
    var documentChanges: [TextDocumentEdit]?

    init(changes: [(uri: String, edits: [LSPTextEdit])], creates: [String] = []) {
        self.changes = changes
        self.creates = creates
    }

    init(documentChanges: [TextDocumentEdit]) {
        self.changes = documentChanges.map { ($0.uri, $0.edits) }
        self.documentChanges = documentChanges
    }

    var json: JSONValue {
        guard !creates.isEmpty || documentChanges != nil else {
            var object = JSONObject()
            for change in changes {
                object[change.uri] = .array(change.edits.map(\.json))
            }
            return ["changes": .object(object)]
        }
        var operations: [JSONValue] = creates.map { uri in
            ["kind": "create", "uri": .string(uri), "options": ["ignoreIfExists": true]]
        }
        let edits = documentChanges ?? changes.map { TextDocumentEdit(uri: $0.uri, version: nil, edits: $0.edits) }
        operations += edits.map(\.json)
        return ["documentChanges": .array(operations)]
    }

    static func == (lhs: WorkspaceEdit, rhs: WorkspaceEdit) -> Bool {
        lhs.creates == rhs.creates && lhs.documentChanges == rhs.documentChanges
            && lhs.changes.elementsEqual(rhs.changes) { $0.uri == $1.uri && $0.edits == $1.edits }
    }

    func hash(into hasher: inout Hasher) {
        hasher.combine(creates)
        hasher.combine(documentChanges)
        for change in changes {
            hasher.combine(change.uri)
            hasher.combine(change.edits)
        }
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
