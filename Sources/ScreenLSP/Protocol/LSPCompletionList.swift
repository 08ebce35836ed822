import JSONRPC

/// LSP `CompletionList`: every item the context allows, so never incomplete. Its items come
/// serialised (most from a cache) and share one text edit range: the word being typed.
struct LSPCompletionList: Sendable, LSPResult {
    var items: [LSPCompletionItem.Serialized]
    var range: LSPRange

    var json: JSONText {
        let range = JSONText(range.json)
        return JSONText(object: ["isIncomplete": JSONText(false), "items": JSONText(array: items.map { $0.replacing(range) })])
    }

    var resultJSON: ResultJSON { .text(json) }
}
