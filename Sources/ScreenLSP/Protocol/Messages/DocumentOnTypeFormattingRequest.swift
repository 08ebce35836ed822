/// The edit that re-indents the line where `}` or a line break was typed.
enum DocumentOnTypeFormattingRequest: LSPRequest {
    static let method = "textDocument/onTypeFormatting"
    typealias Params = DocumentOnTypeFormattingParams
    typealias Result = LSPTextEditList
}
