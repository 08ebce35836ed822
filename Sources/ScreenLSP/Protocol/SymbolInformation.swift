import JSONRPC

/// LSP `SymbolInformation`: a flat outline entry, for clients without hierarchical symbols.
/// `containerName` names the entry it stands in.
struct SymbolInformation: Sendable, Hashable, JSONEncodable {
    var name: String
    var kind: SymbolKind
    var uri: String
    var range: LSPRange
    var containerName: String?

    var json: JSONValue {
        var object: JSONObject = [
            "name": .string(name),
            "kind": .integer(Int64(kind.rawValue)),
            "location": ["uri": .string(uri), "range": range.json],
        ]
        if let containerName { object["containerName"] = .string(containerName) }
        return .object(object)
    }

    /// The entries of a symbol tree, parents before their children.
    static func flattening(_ symbols: [LSPDocumentSymbol], uri: String, container: String? = nil) -> [SymbolInformation] {
        symbols.flatMap { symbol in
            [SymbolInformation(name: symbol.name, kind: symbol.kind, uri: uri, range: symbol.range, containerName: container)]
                + flattening(symbol.children, uri: uri, container: symbol.name)
        }
    }
}
