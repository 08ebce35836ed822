/// The edits that format a whole document; none when it has syntax errors.
enum DocumentFormattingRequest: LSPRequest {
    static let method = "textDocument/formatting"
    typealias Params = DocumentFormattingParams
    typealias Result = LSPTextEditList
}
