/// The fixes of the diagnostics the client names.
enum CodeActionRequest: LSPRequest {
    static let method = "textDocument/codeAction"
    typealias Params = CodeActionParams
    typealias Result = [CodeAction]
}
