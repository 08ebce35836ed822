/// The inlay hints of part of a document.
enum InlayHintRequest: LSPRequest {
    static let method = "textDocument/inlayHint"
    typealias Params = TextDocumentRangeParams
    typealias Result = [LSPInlayHint]?
}
