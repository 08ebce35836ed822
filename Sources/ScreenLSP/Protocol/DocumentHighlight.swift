import JSONRPC

/// LSP `DocumentHighlight`: a screen's declaration is where its name is written (`write`),
/// a link a read of it.
struct DocumentHighlight: Sendable, Hashable, JSONEncodable {
    enum Kind: Int64, Sendable {
        case text = 1
        case read = 2
        case write = 3
    }

    var range: LSPRange
    var kind: Kind

    var json: JSONValue {
        ["range": range.json, "kind": .integer(kind.rawValue)]
    }
}
