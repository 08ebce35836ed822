import JSONRPC

/// An LSP `CompletionItem` as a client sends it back in `completionItem/resolve`: the item
/// itself, to answer with as it came plus what was left out, and its `data` when that names
/// one of this server's items.
struct ReceivedCompletionItem: Sendable, JSONDecodable {
    var json: JSONObject
    var data: CompletionItemData?

    init(json: JSONValue, at path: String) throws(InvalidParams) {
        let fields = try JSONFields(json, at: path)
        // The one member every item has; anything without it is no completion item.
        _ = try fields.string("label")
        self.json = fields.object
        // Another server's data, or none, is not an error: the item just has nothing to add.
        data = fields.value("data").flatMap { try? CompletionItemData(json: $0, at: fields.memberPath("data")) }
    }
}
