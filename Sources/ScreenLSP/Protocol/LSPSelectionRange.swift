import JSONRPC

/// LSP `SelectionRange`: a range and the one that contains it, innermost first.
struct LSPSelectionRange: Sendable, JSONEncodable {
    /// From the innermost range outward.
    var ranges: [LSPRange]

    /// The chain as nested objects, built from the outermost in without recursion.
    var json: JSONValue {
        var value: JSONValue?
        for range in ranges.reversed() {
            var object: JSONObject = ["range": range.json]
            if let parent = value { object["parent"] = parent }
            value = .object(object)
        }
        return value ?? .null
    }
}
