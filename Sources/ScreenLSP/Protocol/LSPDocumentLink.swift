import JSONRPC

/// LSP `DocumentLink`: a range of text and the URL it opens.
struct LSPDocumentLink: Sendable, Hashable, JSONEncodable {
    var range: LSPRange
    var target: String

    var json: JSONValue {
        ["range": range.json, "target": .string(target)]
    }
}
