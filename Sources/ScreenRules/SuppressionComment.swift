#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
/// The parts of one `// screenkit-ignore: id, id -- reason` or `// screenkit-ignore-file: id`
/// comment, in byte offsets of the source: what the rule engine silences, what an editor
/// colours as rule ids, and where completion offers them.
public struct SuppressionComment: Sendable, Equatable {
    public let isFileWide: Bool
    /// Each rule id as written, without the spaces around it.
    public let identifierRanges: [Range<Int>]
    /// From just after the marker's `:` to the `--` of the reason, or the comment's end.
    public let listRange: Range<Int>

    static let lineMarker = Array(Suppressions.lineMarker.utf8)
    static let fileMarker = Array(Suppressions.fileMarker.utf8)

    /// The comment's parts when `bytes`, a line comment's token (`//` included, indexed by
    /// source offset), is a suppression; nil for any other comment.
    public init?(comment bytes: ArraySlice<UInt8>) {
        var index = bytes.startIndex + 2
        guard bytes.count >= 2 else { return nil }
        while index < bytes.endIndex, bytes[index] == UInt8(ascii: " ") || bytes[index] == UInt8(ascii: "\t") { index += 1 }
        let rest = bytes[index...]
        if rest.starts(with: Self.fileMarker) {
            isFileWide = true
            index += Self.fileMarker.count
        } else if rest.starts(with: Self.lineMarker) {
            isFileWide = false
            index += Self.lineMarker.count
        } else {
            return nil
        }
        var end = index
        while end < bytes.endIndex, !(bytes[end] == UInt8(ascii: "-") && end + 1 < bytes.endIndex && bytes[end + 1] == UInt8(ascii: "-")) { end += 1 }
        listRange = index..<end
        var ranges: [Range<Int>] = []
        var start = index
        for position in index...end where position == end || bytes[position] == UInt8(ascii: ",") {
            var lower = start
            var upper = position
            while lower < upper, bytes[lower] == UInt8(ascii: " ") || bytes[lower] == UInt8(ascii: "\t") { lower += 1 }
            while upper > lower, bytes[upper - 1] == UInt8(ascii: " ") || bytes[upper - 1] == UInt8(ascii: "\t") { upper -= 1 }
            if lower < upper { ranges.append(lower..<upper) }
            start = position + 1
        }
        identifierRanges = ranges
    }

    /// Whether the comment may be one: its bytes name the marker. Cheaper than parsing, for the
    /// many comments that are not.
    public static func mayBeSuppression(_ bytes: ArraySlice<UInt8>) -> Bool {
        bytes.withUnsafeBufferPointer(mayBeSuppression)
    }

    static func mayBeSuppression(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        let marker = markerStem
        guard bytes.count >= marker.count, let first = marker.first else { return false }
        return marker.withUnsafeBufferPointer { marker in
            var start = 0
            while start + marker.count <= bytes.count {
                if bytes[start] == first, memcmp(bytes.baseAddress! + start, marker.baseAddress!, marker.count) == 0 { return true }
                start += 1
            }
            return false
        }
    }

    /// What every marker starts with: the line marker but its last byte.
    private static let markerStem = Array(lineMarker.dropLast())
}
