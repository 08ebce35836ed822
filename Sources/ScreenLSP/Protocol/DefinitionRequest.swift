/// `textDocument/definition`: the declaration of the screen named at the position.
enum DefinitionRequest {
    static let method = "textDocument/definition"
    typealias Params = TextDocumentPositionParams
    typealias Result = DefinitionResult
}

/// `textDocument/declaration`: the same as definition; a screen's declaration is its definition.
enum DeclarationRequest {
    static let method = "textDocument/declaration"
    typealias Params = TextDocumentPositionParams
    typealias Result = DefinitionResult
}
