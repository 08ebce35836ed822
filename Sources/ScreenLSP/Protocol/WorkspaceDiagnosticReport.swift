import JSONRPC

/// LSP `WorkspaceDiagnosticReport`: one document report per file the server knows.
struct WorkspaceDiagnosticReport: Sendable, LSPResult {
    var items: [WorkspaceDocumentDiagnosticReport]

    var resultJSON: ResultJSON {
        .text(JSONText(object: ["items": JSONText(array: items.map(\.text))]))
    }
}

/// LSP `WorkspaceFullDocumentDiagnosticReport` or `...UnchangedDocumentDiagnosticReport`:
/// a document report with its URI and, for open documents, its version.
struct WorkspaceDocumentDiagnosticReport: Sendable {
    var uri: String
    var version: Int?
    var report: DocumentDiagnosticReport

    var text: JSONText {
        report.text.appending(["uri": JSONText(.string(uri)), "version": JSONText(version.map { .integer(Int64($0)) } ?? .null)])
    }
}
