/// What of a document can be folded.
enum FoldingRangeRequest: LSPRequest {
    static let method = "textDocument/foldingRange"
    typealias Params = TextDocumentParams
    typealias Result = FoldingRangeList?
}
