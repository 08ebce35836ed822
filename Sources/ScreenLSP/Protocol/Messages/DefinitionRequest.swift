/// `textDocument/definition`: the declaration of the screen named at the position.
enum DefinitionRequest: LSPRequest {
    static let method = "textDocument/definition"
    typealias Params = TextDocumentPositionParams
    typealias Result = DefinitionResult
}
