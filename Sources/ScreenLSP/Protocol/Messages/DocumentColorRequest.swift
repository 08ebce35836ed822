/// The color literals of a document, for swatches.
enum DocumentColorRequest: LSPRequest {
    static let method = "textDocument/documentColor"
    typealias Params = TextDocumentParams
    typealias Result = [LSPColorInformation]?
}
