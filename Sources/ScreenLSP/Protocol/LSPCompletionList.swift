import JSONRPC

/// LSP `CompletionList`: every item the context allows, so never incomplete.
struct LSPCompletionList: Sendable, Hashable, JSONEncodable {
    var items: [LSPCompletionItem]

    var json: JSONValue {
        ["isIncomplete": false, "items": .array(items.map(\.json))]
    }
}
