import JSONRPC

/// LSP `SourceEdit`: a range and the text that replaces it.
struct LSPTextEdit: Sendable, Hashable, JSONEncodable {
    var range: LSPRange
    var newText: String

    var json: JSONValue {
        ["range": range.json, "newText": .string(newText)]
    }

    /// The same JSON, put together without json-c: formatting answers hold thousands of edits.
    var jsonText: JSONText {
        func position(_ position: LSPPosition) -> JSONText {
            JSONText(object: ["line": JSONText(integer: position.line), "character": JSONText(integer: position.character)])
        }
        return JSONText(object: [
            "range": JSONText(object: ["start": position(range.start), "end": position(range.end)]),
            "newText": JSONText(string: newText),
        ])
    }
}

/// A list of text edits as a result (the formatting requests'), serialised as `jsonText`.
struct LSPTextEditList: Sendable, LSPResult {
    var edits: [LSPTextEdit]

    var resultJSON: ResultJSON { .text(JSONText(array: edits.map(\.jsonText))) }
}
