/// `textDocument/documentHighlight`: the screen name at the position, wherever this document
/// writes it.
enum DocumentHighlightRequest: LSPRequest {
    static let method = "textDocument/documentHighlight"
    typealias Params = TextDocumentPositionParams
    typealias Result = [DocumentHighlight]
}
