/// A document's diagnostics, pulled.
enum DocumentDiagnosticRequest: LSPRequest {
    static let method = "textDocument/diagnostic"
    typealias Params = DocumentDiagnosticParams
    typealias Result = DocumentDiagnosticReport
}
