import JSONRPC

/// LSP `CodeActionContext`: the diagnostics the client asks fixes for, and the kinds of
/// action it wants (`only`; nil for any).
struct CodeActionContext: Sendable, JSONDecodable {
    var diagnostics: [ReceivedDiagnostic]
    var only: [String]?

    init(json: JSONValue, at path: String) throws(InvalidParams) {
        let fields = try JSONFields(json, at: path)
        diagnostics = try fields.array("diagnostics")
        only = try fields.optionalArray("only")
    }

    /// Whether actions of `kind` are wanted: `only` lists it or a parent of it
    /// (`quickfix` covers `quickfix.rename`).
    func wants(_ kind: String) -> Bool {
        guard let only else { return true }
        return only.contains { $0 == kind || kind.hasPrefix($0 + ".") }
    }
}
