import ScreenSyntax

/// A source text with position markers (1️⃣, 2️⃣, … 9️⃣, 🔟) taken out: the clean text and the
/// byte offset where each marker stood.
public struct MarkedSource {
    public let text: String
    public let offsets: [String: Int]

    public static let markers = ["1️⃣", "2️⃣", "3️⃣", "4️⃣", "5️⃣", "6️⃣", "7️⃣", "8️⃣", "9️⃣", "🔟"]

    public init(_ marked: String) {
        var clean: [UInt8] = []
        var offsets: [String: Int] = [:]
        var rest = Substring(marked)
        outer: while !rest.isEmpty {
            for marker in Self.markers where rest.hasPrefix(marker) {
                precondition(offsets[marker] == nil, "marker \(marker) used twice")
                offsets[marker] = clean.count
                rest = rest.dropFirst(marker.count)
                continue outer
            }
            clean.append(contentsOf: Array(String(rest.first!).utf8))
            rest = rest.dropFirst()
        }
        self.text = String(decoding: clean, as: UTF8.self)
        self.offsets = offsets
    }

    public var bytes: [UInt8] { Array(text.utf8) }

    public subscript(marker: String) -> Int {
        guard let offset = offsets[marker] else { fatalError("no marker \(marker) in the source") }
        return offset
    }

    /// The byte range between two markers.
    public func range(_ from: String, _ to: String) -> Range<Int> { self[from]..<self[to] }

    /// The text with `prefix` (an emoji, Chinese text) put in front of the first line's content
    /// and every marker shifted to match, to catch offset bugs.
    public func prefixed(_ prefix: String) -> MarkedSource {
        MarkedSource(prefix + Self.reinserting(self))
    }

    private static func reinserting(_ source: MarkedSource) -> String {
        var bytes = source.bytes
        for (marker, offset) in source.offsets.sorted(by: { $0.value > $1.value }) {
            bytes.insert(contentsOf: Array(marker.utf8), at: offset)
        }
        return String(decoding: bytes, as: UTF8.self)
    }
}
