import JSONRPC

/// LSP `FormattingOptions`: the editor's indentation and what to do at the end of the file.
/// Every member is read leniently: one a client leaves out takes the style's default.
struct FormattingOptions: Sendable, JSONDecodable {
    var tabSize: Int?
    var insertSpaces: Bool?
    var insertFinalNewline: Bool?
    var trimFinalNewlines: Bool?

    init(json: JSONValue, at path: String) throws(InvalidParams) {
        let fields = try JSONFields(json, at: path)
        tabSize = try fields.optionalInteger("tabSize")
        insertSpaces = try fields.optionalBool("insertSpaces")
        insertFinalNewline = try fields.optionalBool("insertFinalNewline")
        trimFinalNewlines = try fields.optionalBool("trimFinalNewlines")
    }
}

/// LSP `DocumentFormattingParams`.
struct DocumentFormattingParams: Sendable, JSONDecodable {
    var textDocument: TextDocumentIdentifier
    var options: FormattingOptions

    init(json: JSONValue, at path: String) throws(InvalidParams) {
        let fields = try JSONFields(json, at: path)
        textDocument = try fields.decode("textDocument")
        options = try fields.decode("options")
    }
}

/// LSP `DocumentRangeFormattingParams`.
struct DocumentRangeFormattingParams: Sendable, JSONDecodable {
    var textDocument: TextDocumentIdentifier
    var range: LSPRange
    var options: FormattingOptions

    init(json: JSONValue, at path: String) throws(InvalidParams) {
        let fields = try JSONFields(json, at: path)
        textDocument = try fields.decode("textDocument")
        range = try fields.decode("range")
        options = try fields.decode("options")
    }
}

/// LSP `DocumentOnTypeFormattingParams`: the character typed and the position after it.
struct DocumentOnTypeFormattingParams: Sendable, JSONDecodable {
    var textDocument: TextDocumentIdentifier
    var position: LSPPosition
    var character: String
    var options: FormattingOptions

    init(json: JSONValue, at path: String) throws(InvalidParams) {
        let fields = try JSONFields(json, at: path)
        textDocument = try fields.decode("textDocument")
        position = try fields.decode("position")
        character = try fields.string("ch")
        options = try fields.decode("options")
    }
}
