/// One replacement in a source text: the bytes `range` of the old text give way to
/// `replacement`. Incremental updates of trees, line indexes and findings are driven by it.
public struct SourceEdit: Sendable, Hashable {
    public var range: Range<Int>
    public var replacement: [UInt8]

    public init(range: Range<Int>, replacement: [UInt8]) {
        self.range = range
        self.replacement = replacement
    }

    /// An edit that writes `newText` (a fix's, a rename's) in place of `range`.
    public init(range: Range<Int>, newText: String) {
        self.init(range: range, replacement: Array(newText.utf8))
    }

    /// The replacement as text; fixes and renames write UTF-8.
    public var newText: String { String(decoding: replacement, as: UTF8.self) }

    /// The edit with its range cut to a text of `count` bytes.
    public func clamped(to count: Int) -> SourceEdit {
        let lower = min(max(range.lowerBound, 0), count)
        let upper = min(max(range.upperBound, lower), count)
        return lower == range.lowerBound && upper == range.upperBound ? self : SourceEdit(range: lower..<upper, replacement: replacement)
    }

    /// How far the text after the edit moves.
    public var delta: Int { replacement.count - range.count }

    /// Applies edits given in offsets of `source`, in one pass. Edits that overlap an
    /// earlier-starting one (or insert at the same place) are left out, so the result is
    /// always well-defined; the count of those left out is returned. An insertion at the
    /// place where a replacement starts goes before the replacement's text, whatever their
    /// order in `edits`.
    public static func apply(_ edits: [SourceEdit], to source: [UInt8]) -> (result: [UInt8], skipped: Int) {
        var skipped = 0
        var accepted: [SourceEdit] = []
        // Sorted by start, then end, so that an insertion comes before a replacement starting
        // at its place (were they taken the other way round, the insertion would overlap).
        let sorted = edits.count < 2 || zip(edits, edits.dropFirst()).allSatisfy({ !$1.startsBefore($0) })
            ? edits : edits.sorted { $0.startsBefore($1) }
        for edit in sorted {
            if let last = accepted.last, edit.range.lowerBound < last.range.upperBound || (edit.range.isEmpty && edit.range.lowerBound == last.range.lowerBound && last.range.isEmpty) {
                skipped += 1
                continue
            }
            guard edit.range.lowerBound >= 0, edit.range.upperBound <= source.count else {
                skipped += 1
                continue
            }
            accepted.append(edit)
        }
        var result: [UInt8] = []
        result.reserveCapacity(source.count + source.count / 8)
        var position = 0
        for edit in accepted {
            result.append(contentsOf: source[position..<edit.range.lowerBound])
            result.append(contentsOf: edit.replacement)
            position = edit.range.upperBound
        }
        result.append(contentsOf: source[position...])
        return (result, skipped)
    }

    /// Whether the edit comes before `other` in the order edits are applied: by start, then end.
    func startsBefore(_ other: SourceEdit) -> Bool {
        (range.lowerBound, range.upperBound) < (other.range.lowerBound, other.range.upperBound)
    }

    /// The text after the edit.
    public func applied(to source: [UInt8]) -> [UInt8] {
        var result = source
        result.replaceSubrange(range, with: replacement)
        return result
    }

    /// A range of the old text in the new one: the same bytes, moved if they come after the
    /// edit; nil when the range overlaps the replaced bytes.
    public func map(_ old: Range<Int>) -> Range<Int>? {
        if old.upperBound <= range.lowerBound { return old }
        if old.lowerBound >= range.upperBound { return old.moved(by: delta) }
        return nil
    }
}

extension Collection<SourceEdit> {
    /// A range of the text before these edits in the text after them, each edit made in the
    /// text the one before left; nil when one of them overlaps it. Allocates nothing.
    public func mapped(_ range: Range<Int>) -> Range<Int>? {
        var mapped = range
        for edit in self {
            guard let next = edit.map(mapped) else { return nil }
            mapped = next
        }
        return mapped
    }
}

extension Range<Int> {
    /// The range `delta` bytes further on.
    public func moved(by delta: Int) -> Range<Int> {
        (lowerBound + delta)..<(upperBound + delta)
    }
}
