import ScreenSupport

/// A large file's line index, made when it is first asked for and only as far as it is
/// asked: `check` converts the offsets of the findings it reports, which a file with more
/// findings than the limit has in its first part, and a file without findings needs no
/// lines at all. Safe to share between threads.
public final class LazyLineIndex: Sendable {
    public let source: [UInt8]
    /// The lines scanned so far, from the start of the text.
    private let scanned: Locked<LineIndex?>

    /// The index of `source`, made on first use.
    public init(_ source: [UInt8]) {
        self.source = source
        scanned = Locked(nil)
    }

    /// An index already made.
    public init(made lines: LineIndex) {
        source = lines.source
        scanned = Locked(lines)
    }

    /// The whole index, made now if it is not yet.
    public var whole: LineIndex {
        scanned.withLock { index(coveringThrough: source.count, in: &$0) }
    }

    /// Where the lines scanned so far end (for tests): past the end of the text once all are.
    var scannedEnd: Int { scanned.withLock { $0?.scannedEnd ?? 0 } }

    /// The position of a byte offset, as `LineIndex.position(ofOffset:in:)` gives it.
    public func position(ofOffset offset: Int, in encoding: PositionEncoding) -> LinePosition {
        scanned.withLock { index(coveringThrough: offset, in: &$0).position(ofOffset: offset, in: encoding) }
    }

    /// The index scanned at least through the line that holds `offset`. Each scan at least
    /// doubles what is scanned, so that offsets asked in increasing order scan the text once
    /// in all, not once for each.
    private func index(coveringThrough offset: Int, in lines: inout LineIndex?) -> LineIndex {
        let wanted = max(offset, 0)
        guard var made = lines else {
            let made = LineIndex(source, through: max(wanted, Self.firstScan))
            lines = made
            return made
        }
        guard made.scannedEnd <= wanted else { return made }
        lines = nil
        made.extend(through: max(wanted, 2 * made.scannedEnd))
        lines = made
        return made
    }

    /// The bytes scanned at the first question: enough for a small file's every line.
    private static let firstScan = 1 << 16
}
