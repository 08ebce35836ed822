import JSONRPC

/// LSP `CodeAction`: a quick fix or a source action, with its edit, or with `data` to make the
/// edit from on `codeAction/resolve`.
struct CodeAction: Sendable, JSONEncodable {
    static let quickFixKind = "quickfix"
    /// Every safe fix of a document, as editors ask on save (`source.fixAll`).
    static let fixAllKind = "source.fixAll.screenkit"

    var title: String
    var kind = Self.quickFixKind
    var diagnostics: [JSONValue] = []
    var edit: WorkspaceEdit?
    /// The one obvious fix: the one an editor may apply on a single key press.
    var isPreferred = false
    var data: CodeActionData?

    var json: JSONValue {
        var object: JSONObject = ["title": .string(title), "kind": .string(kind)]
        if !diagnostics.isEmpty { object["diagnostics"] = .array(diagnostics) }
        if let edit { object["edit"] = edit.json }
        if isPreferred { object["isPreferred"] = true }
        if let data { object["data"] = data.json }
        return .object(object)
    }
}
