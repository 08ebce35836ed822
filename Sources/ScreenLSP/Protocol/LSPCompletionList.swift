import JSONRPC

/// LSP `CompletionList`: every item the context allows, so never incomplete. Its items come
/// serialised (most from a cache) and share one text edit range: the word being typed.
struct LSPCompletionList: Sendable, LSPResult {
    var items: [LSPCompletionItem.Serialized]
    var range: LSPRange

    var json: JSONText {
        let range = JSONText(range.json)
        // The IDE layer orders the items (by use in the workspace, then the catalog); clients
        // sort by `sortText`, so it is each item's place, with digits of equal width.
        let width = String(items.count).count
        let texts = items.enumerated().map { index, item in
            let digits = String(index)
            return item.replacing(range, sortText: JSONText(.string(String(repeating: "0", count: width - digits.count) + digits)))
        }
        return JSONText(object: ["isIncomplete": JSONText(false), "items": JSONText(array: texts)])
    }

    var resultJSON: ResultJSON { .text(json) }
}
