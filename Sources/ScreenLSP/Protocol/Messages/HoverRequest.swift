/// The guideline text for what is under a position.
enum HoverRequest: LSPRequest {
    static let method = "textDocument/hover"
    typealias Params = TextDocumentPositionParams
    typealias Result = Hover?
}
