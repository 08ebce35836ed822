import JSONRPC

/// The answer to `completionItem/resolve`: the item as the client sent it, with what the
/// list left out.
struct ResolvedCompletionItem: Sendable, JSONEncodable {
    var members: JSONObject

    var json: JSONValue { .object(members) }
}
