import JSONRPC

/// LSP `DocumentSymbol`: one outline entry with its children, for clients that show a tree.
struct LSPDocumentSymbol: Sendable, Hashable, JSONEncodable {
    var name: String
    var detail: String?
    var kind: SymbolKind
    var range: LSPRange
    var selectionRange: LSPRange
    var children: [LSPDocumentSymbol]

    var json: JSONValue {
        var object: JSONObject = ["name": .string(name)]
        if let detail { object["detail"] = .string(detail) }
        object["kind"] = .integer(Int64(kind.rawValue))
        object["range"] = range.json
        object["selectionRange"] = selectionRange.json
        object["children"] = .array(children.map(\.json))
        return .object(object)
    }
}
