/// Every file's diagnostics, pulled; held until something changes.
enum WorkspaceDiagnosticRequest: LSPRequest {
    static let method = "workspace/diagnostic"
    typealias Params = WorkspaceDiagnosticParams
    typealias Result = WorkspaceDiagnosticReport
}
