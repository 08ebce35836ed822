import JSONRPC

/// LSP `FoldingRange`: lines, and characters for clients that fold inside lines.
struct LSPFoldingRange: Sendable, Equatable, JSONEncodable, JSONBytesWritable {
    var startLine: Int
    var startCharacter: Int?
    var endLine: Int
    var endCharacter: Int?
    /// `comment` for comments; blocks and lists have none (LSP's `region` means markers).
    var kind: String?
    var collapsedText: String?

    /// The same as `json`, written as text straight into `bytes`: a document has thousands of
    /// folds, and a json-c object (or a text) for each would cost more than finding them.
    func write(to bytes: inout [UInt8]) {
        func member(_ key: StaticString, first: Bool = false) {
            if !first { bytes.append(UInt8(ascii: ",")) }
            bytes.append(UInt8(ascii: "\""))
            bytes.append(contentsOf: UnsafeBufferPointer(start: key.utf8Start, count: key.utf8CodeUnitCount))
            bytes.append(UInt8(ascii: "\""))
            bytes.append(UInt8(ascii: ":"))
        }
        bytes.append(UInt8(ascii: "{"))
        member("startLine", first: true)
        JSONText.appendInteger(startLine, to: &bytes)
        if let startCharacter {
            member("startCharacter")
            JSONText.appendInteger(startCharacter, to: &bytes)
        }
        member("endLine")
        JSONText.appendInteger(endLine, to: &bytes)
        if let endCharacter {
            member("endCharacter")
            JSONText.appendInteger(endCharacter, to: &bytes)
        }
        if let kind {
            member("kind")
            bytes += JSONText(string: kind).bytes
        }
        if let collapsedText {
            member("collapsedText")
            bytes += JSONText(string: collapsedText).bytes
        }
        bytes.append(UInt8(ascii: "}"))
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

    var resultJSON: ResultJSON { .text(JSONArrayWriter.text(of: ranges, bytesEach: 32)) }
}
