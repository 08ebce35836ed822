import JSONRPC

/// LSP `CodeAction`: a quick fix for the diagnostics it names.
struct CodeAction: Sendable, JSONEncodable {
    static let quickFixKind = "quickfix"

    var title: String
    var kind = Self.quickFixKind
    var diagnostics: [JSONValue]
    var edit: WorkspaceEdit
    /// A safe fix: the one an editor may apply on "fix all" or a single key press.
    var isPreferred: Bool

    var json: JSONValue {
        var object: JSONObject = [
            "title": .string(title),
            "kind": .string(kind),
            "diagnostics": .array(diagnostics),
            "edit": edit.json,
        ]
        if isPreferred { object["isPreferred"] = true }
        return .object(object)
    }
}
