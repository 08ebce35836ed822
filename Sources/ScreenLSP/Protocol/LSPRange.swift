import JSONRPC
import ScreenSyntax

/// LSP `Range`. A client may send `end` before `start`; `normalized` swaps them, so that no
/// Swift `Range` is ever built from a reversed pair.
struct LSPRange: Sendable, Hashable, JSONDecodable, JSONEncodable {
    var start: LSPPosition
    var end: LSPPosition

    init(start: LSPPosition, end: LSPPosition) {
        self.start = start
        self.end = end
    }

    init(json: JSONValue, at path: String) throws(InvalidParams) {
        let fields = try JSONFields(json, at: path)
        start = try fields.decode("start")
        end = try fields.decode("end")
    }

    var json: JSONValue {
        ["start": start.json, "end": end.json]
    }

    var isReversed: Bool { end.linePosition < start.linePosition }

    /// The range in line positions, start first.
    var normalized: Range<LinePosition> {
        let (lower, upper) = isReversed ? (end, start) : (start, end)
        return lower.linePosition..<upper.linePosition
    }
}

extension LSPRange {
    /// The range of bytes `offsets` of a text, in `encoding`.
    init(_ offsets: Range<Int>, in lines: LineIndex, encoding: PositionEncoding) {
        self.init(
            start: LSPPosition(lines.position(ofOffset: offsets.lowerBound, in: encoding)),
            end: LSPPosition(lines.position(ofOffset: offsets.upperBound, in: encoding)))
    }
}
