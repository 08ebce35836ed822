import JSONRPC

/// LSP `TextEdit`: a range and the text that replaces it.
struct LSPTextEdit: Sendable, Hashable, JSONEncodable {
    var range: LSPRange
    var newText: String

    var json: JSONValue {
        ["range": range.json, "newText": .string(newText)]
    }
}
