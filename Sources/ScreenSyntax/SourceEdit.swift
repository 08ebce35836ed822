/// One replacement in a source text: the bytes `range` of the old text give way to
/// `replacement`. Incremental updates of trees, line indexes and findings are driven by it.
public struct SourceEdit: Sendable, Hashable {
    public let range: Range<Int>
    public let replacement: [UInt8]

    public init(range: Range<Int>, replacement: [UInt8]) {
        self.range = range
        self.replacement = replacement
    }

    /// The edit with its range cut to a text of `count` bytes.
    public func clamped(to count: Int) -> SourceEdit {
        let lower = min(max(range.lowerBound, 0), count)
        let upper = min(max(range.upperBound, lower), count)
        return lower == range.lowerBound && upper == range.upperBound ? self : SourceEdit(range: lower..<upper, replacement: replacement)
    }

    /// How far the text after the edit moves.
    public var delta: Int { replacement.count - range.count }

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

extension Range<Int> {
    /// The range `delta` bytes further on.
    public func moved(by delta: Int) -> Range<Int> {
        (lowerBound + delta)..<(upperBound + delta)
    }
}
