import JSONRPC

/// LSP `InlayHint`: a label at a position, set off from the text before it.
struct LSPInlayHint: Sendable, Equatable, JSONEncodable {
    var position: LSPPosition
    var label: String
    /// LSP's `InlayHintKind`: 1 for a type (what a bar or a screen is), none for other hints.
    var kind: Int?

    var json: JSONValue {
        var object: JSONObject = ["position": position.json, "label": .string(label)]
        if let kind { object["kind"] = .integer(Int64(kind)) }
        object["paddingLeft"] = true
        return .object(object)
    }
}
