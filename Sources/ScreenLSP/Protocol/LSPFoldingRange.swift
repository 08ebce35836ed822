import JSONRPC

/// LSP `FoldingRange`: lines, and characters for clients that fold inside lines.
struct LSPFoldingRange: Sendable, Equatable, JSONEncodable {
    var startLine: Int
    var startCharacter: Int?
    var endLine: Int
    var endCharacter: Int?
    /// `comment` for comments; blocks and lists have none (LSP's `region` means markers).
    var kind: String?
    var collapsedText: String?

    var json: JSONValue {
        var object: JSONObject = ["startLine": .integer(Int64(startLine))]
        if let startCharacter { object["startCharacter"] = .integer(Int64(startCharacter)) }
        object["endLine"] = .integer(Int64(endLine))
        if let endCharacter { object["endCharacter"] = .integer(Int64(endCharacter)) }
        if let kind { object["kind"] = .string(kind) }
        if let collapsedText { object["collapsedText"] = .string(collapsedText) }
        return .object(object)
    }
}
