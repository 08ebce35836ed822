import JSONRPC

/// LSP `WorkspaceDiagnosticReport`: one document report per file the server knows.
struct WorkspaceDiagnosticReport: Sendable, JSONEncodable {
    var items: [WorkspaceDocumentDiagnosticReport]

    var json: JSONValue {
        ["items": .array(items.map(\.json))]
    }
}

/// LSP `WorkspaceFullDocumentDiagnosticReport` or `...UnchangedDocumentDiagnosticReport`:
/// a document report with its URI and, for open documents, its version.
struct WorkspaceDocumentDiagnosticReport: Sendable, JSONEncodable {
    var uri: String
    var version: Int?
    var report: DocumentDiagnosticReport

    var json: JSONValue {
        guard case .object(var object) = report.json else { return report.json }
        object["uri"] = .string(uri)
        object["version"] = version.map { .integer(Int64($0)) } ?? .null
        return .object(object)
    }
}
