import JSONRPC

/// LSP `Hover`: the result of `textDocument/hover`.
struct Hover: Sendable, Hashable, JSONEncodable {
    var contents: MarkupContent
    var range: LSPRange

    var json: JSONValue {
        ["contents": contents.json, "range": range.json]
    }
}
