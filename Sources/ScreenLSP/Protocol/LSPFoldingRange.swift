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

    /// The same as `json`, written as text: a document has thousands of folds, and a json-c
    /// object for each would cost more than finding them.
    var text: JSONText {
        var members: [(key: String, value: JSONText)] = [("startLine", JSONText(integer: startLine))]
        if let startCharacter { members.append(("startCharacter", JSONText(integer: startCharacter))) }
        members.append(("endLine", JSONText(integer: endLine)))
        if let endCharacter { members.append(("endCharacter", JSONText(integer: endCharacter))) }
        if let kind { members.append(("kind", JSONText(string: kind))) }
        if let collapsedText { members.append(("collapsedText", JSONText(string: collapsedText))) }
        return JSONText(object: members)
    }

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

/// The folding ranges of a document, written as text.
struct FoldingRangeList: Sendable, LSPResult {
    var ranges: [LSPFoldingRange]

    var resultJSON: ResultJSON { .text(JSONText(array: ranges.map(\.text))) }
}
