/// The edits that format the whole members a range touches.
enum DocumentRangeFormattingRequest: LSPRequest {
    static let method = "textDocument/rangeFormatting"
    typealias Params = DocumentRangeFormattingParams
    typealias Result = LSPTextEditList
}
