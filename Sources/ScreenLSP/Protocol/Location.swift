import JSONRPC

/// LSP `Location`: a range in some document.
struct Location: Sendable, Hashable, JSONEncodable {
    var uri: String
    var range: LSPRange

    var json: JSONValue {
        ["uri": .string(uri), "range": range.json]
    }
}
