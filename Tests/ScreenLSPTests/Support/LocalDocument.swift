import JSONRPC
import ScreenSyntax

/// The client's copy of a document: edits are applied here and described as LSP changes in
/// a given encoding, so a test knows the text the server should end up with.
struct LocalDocument {
    private(set) var bytes: [UInt8]
    let encoding: PositionEncoding

    init(_ text: String, encoding: PositionEncoding) {
        bytes = Array(text.utf8)
        self.encoding = encoding
    }

    var text: String { String(decoding: bytes, as: UTF8.self) }

    /// Replaces the first occurrence of `old` and returns the matching change event.
    mutating func replace(_ old: String, with new: String) -> JSONValue {
        let needle = Array(old.utf8)
        guard let start = (0...(bytes.count - needle.count)).first(where: { Array(bytes[$0..<($0 + needle.count)]) == needle }) else {
            fatalError("'\(old)' is not in the document")
        }
        return replace(start..<(start + needle.count), with: new)
    }

    /// Replaces a byte range and returns the matching change event.
    mutating func replace(_ range: Range<Int>, with new: String) -> JSONValue {
        let lines = LineIndex(bytes)
        let start = lines.position(ofOffset: range.lowerBound, in: encoding)
        let end = lines.position(ofOffset: range.upperBound, in: encoding)
        bytes.replaceSubrange(range, with: Array(new.utf8))
        return ["range": ["start": Self.json(start), "end": Self.json(end)], "text": .string(new)]
    }

    static func json(_ position: LinePosition) -> JSONValue {
        ["line": .integer(Int64(position.line)), "character": .integer(Int64(position.character))]
    }
}
