/// A document's outline.
enum DocumentSymbolRequest: LSPRequest {
    static let method = "textDocument/documentSymbol"
    typealias Params = DocumentSymbolParams
    typealias Result = DocumentSymbolResult
}
