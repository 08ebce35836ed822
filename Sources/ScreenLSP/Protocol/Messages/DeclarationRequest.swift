/// `textDocument/declaration`: the same as definition; a screen's declaration is its definition.
enum DeclarationRequest: LSPRequest {
    static let method = "textDocument/declaration"
    typealias Params = TextDocumentPositionParams
    typealias Result = DefinitionResult
}
