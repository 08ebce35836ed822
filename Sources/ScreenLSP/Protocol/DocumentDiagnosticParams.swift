import JSONRPC

/// LSP `DocumentDiagnosticParams` of `textDocument/diagnostic`.
struct DocumentDiagnosticParams: Sendable, JSONDecodable {
    var textDocument: TextDocumentIdentifier
    var identifier: String?
    var previousResultID: String?

    init(json: JSONValue, at path: String) throws(InvalidParams) {
        let fields = try JSONFields(json, at: path)
        textDocument = try fields.decode("textDocument")
        identifier = try fields.optionalString("identifier")
        previousResultID = try fields.optionalString("previousResultId")
    }
}
