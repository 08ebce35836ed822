/// `textDocument/documentLink`: the URLs of the document's WebViews.
enum DocumentLinkRequest: LSPRequest {
    static let method = "textDocument/documentLink"
    typealias Params = DocumentLinkParams
    typealias Result = [LSPDocumentLink]
}
