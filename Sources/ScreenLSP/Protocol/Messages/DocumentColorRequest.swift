/// The color literals of a document, for swatches.
enum DocumentColorRequest: LSPRequest {
    static let method = "textDocument/documentColor"
    typealias Params = DocumentColorParams
    typealias Result = [LSPColorInformation]?
}
