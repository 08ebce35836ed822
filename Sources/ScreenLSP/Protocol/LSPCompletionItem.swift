import JSONRPC

/// LSP `CompletionItem`, with a `textEdit` over the word being typed.
struct LSPCompletionItem: Sendable, Hashable, JSONEncodable {
    /// LSP `CompletionItemKind` values the server uses.
    enum Kind: Int, Sendable {
        case `class` = 7
        case property = 10
        case keyword = 14
        case reference = 18
        case enumMember = 20
    }

    /// LSP `InsertTextFormat`.
    enum InsertTextFormat: Int, Sendable {
        case plainText = 1
        case snippet = 2
    }

    /// How a deprecated item is marked: with the `deprecated` tag (1), the older
    /// `deprecated: true`, or not at all, by what the client supports.
    enum DeprecationMarking: Sendable {
        case tag
        case property
        case none
    }

    var label: String
    var kind: Kind
    var detail: String?
    var documentation: MarkupContent?
    var textEdit: LSPTextEdit
    var insertTextFormat: InsertTextFormat
    var isDeprecated: Bool
    var deprecationMarking: DeprecationMarking

    var json: JSONValue {
        var object: JSONObject = ["label": .string(label), "kind": .integer(Int64(kind.rawValue))]
        if let detail { object["detail"] = .string(detail) }
        if let documentation { object["documentation"] = documentation.json }
        if isDeprecated {
            switch deprecationMarking {
            case .tag: object["tags"] = [1]
            case .property: object["deprecated"] = true
            case .none: break
            }
        }
        object["textEdit"] = textEdit.json
        object["insertTextFormat"] = .integer(Int64(insertTextFormat.rawValue))
        return .object(object)
    }
}
