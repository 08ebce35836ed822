/// The lenses of a document: a "Preview" above each screen.
enum CodeLensRequest: LSPRequest {
    static let method = "textDocument/codeLens"
    typealias Params = CodeLensParams
    typealias Result = [CodeLens]
}
