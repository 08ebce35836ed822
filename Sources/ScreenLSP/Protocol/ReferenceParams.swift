import JSONRPC

/// LSP `ReferenceParams` of `textDocument/references`.
struct ReferenceParams: Sendable, JSONDecodable {
    var textDocument: TextDocumentIdentifier
    var position: LSPPosition
    /// `context.includeDeclaration`.
    var includeDeclaration: Bool

    init(json: JSONValue, at path: String) throws(InvalidParams) {
        let fields = try JSONFields(json, at: path)
        textDocument = try fields.decode("textDocument")
        position = try fields.decode("position")
        guard let context = try fields.optionalFields("context") else { throw InvalidParams("\(fields.memberPath("context")) is missing") }
        includeDeclaration = try context.optionalBool("includeDeclaration") ?? false
    }
}
