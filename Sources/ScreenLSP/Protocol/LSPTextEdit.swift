import JSONRPC

/// LSP `SourceEdit`: a range and the text that replaces it.
struct LSPTextEdit: Sendable, Hashable, JSONEncodable, JSONBytesWritable {
    var range: LSPRange
    var newText: String

    var json: JSONValue {
        ["range": range.json, "newText": .string(newText)]
    }

    /// The same JSON, appended to `bytes` without json-c: formatting answers hold thousands
    /// of edits, and an object per edit and per number was most of their time.
    func write(to bytes: inout [UInt8]) {
        func append(_ text: StaticString) {
            bytes.append(contentsOf: UnsafeBufferPointer(start: text.utf8Start, count: text.utf8CodeUnitCount))
        }
        append("{\"range\":{\"start\":{\"line\":")
        JSONText.appendInteger(range.start.line, to: &bytes)
        append(",\"character\":")
        JSONText.appendInteger(range.start.character, to: &bytes)
        append("},\"end\":{\"line\":")
        JSONText.appendInteger(range.end.line, to: &bytes)
        append(",\"character\":")
        JSONText.appendInteger(range.end.character, to: &bytes)
        append("}},\"newText\":")
        JSONText.appendString(newText, to: &bytes)
        append("}")
    }
}

/// A list of text edits as a result (the formatting requests'), written by `write(to:)`.
struct LSPTextEditList: Sendable, LSPResult {
    var edits: [LSPTextEdit]

    var resultJSON: ResultJSON { .text(JSONArrayWriter.text(of: edits, bytesEach: 96)) }
}
