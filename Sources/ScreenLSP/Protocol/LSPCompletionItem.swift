import JSONRPC

/// LSP `CompletionItem`, with a `textEdit` over the word being typed. The edit's range is the
/// request's, so it is not kept here: `serialized` is the item without it, and
/// `LSPCompletionList` adds it to every item. `data` names the item for `completionItem/resolve`
/// when its documentation is left to that request.
struct LSPCompletionItem: Sendable, Hashable {
    /// LSP `CompletionItemKind` values the server uses.
    enum Kind: Int, Sendable {
        case `class` = 7
        case property = 10
        case keyword = 14
        case color = 16
        case reference = 18
        case enumMember = 20
        case constant = 21
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
    /// The text edit's new text.
    var newText: String
    var insertTextFormat: InsertTextFormat
    var isDeprecated: Bool
    var deprecationMarking: DeprecationMarking
    var data: CompletionItemData?

    /// Every member but `textEdit`.
    var jsonWithoutTextEdit: JSONValue {
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
        object["insertTextFormat"] = .integer(Int64(insertTextFormat.rawValue))
        if let data { object["data"] = data.json }
        return .object(object)
    }

    var serialized: Serialized {
        Serialized(withoutTextEdit: JSONText(jsonWithoutTextEdit), newText: JSONText(.string(newText)))
    }

    /// The item as JSON text but for its text edit's range, to be kept and reused: only the
    /// range changes from one request to the next.
    struct Serialized: Sendable {
        let withoutTextEdit: JSONText
        let newText: JSONText

        /// The whole item, its edit replacing `range` (a serialised `LSPRange`), sorted by
        /// `sortText`.
        func replacing(_ range: JSONText, sortText: JSONText) -> JSONText {
            withoutTextEdit.appending(["sortText": sortText, "textEdit": JSONText(object: ["range": range, "newText": newText])])
        }
    }
}
