import ScreenSupport

/// How a position counts characters within a line: LSP's three encodings.
public enum PositionEncoding: String, Sendable, CaseIterable {
    case utf8 = "utf-8"
    case utf16 = "utf-16"
    case utf32 = "utf-32"
}

/// A zero-based line and character, counted in some `PositionEncoding`.
public struct LinePosition: Sendable, Hashable, Comparable {
    public var line: Int
    public var character: Int

    public init(line: Int, character: Int) {
        self.line = line
        self.character = character
    }

    public static func < (lhs: LinePosition, rhs: LinePosition) -> Bool {
        (lhs.line, lhs.character) < (rhs.line, rhs.character)
    }
}

/// Converts byte offsets to line positions and back. Lines end at LF, CRLF or a lone CR; a
/// leading byte-order mark takes no room (the language ignores it, and editors hide it).
public struct LineIndex: Sendable, Equatable {
    public let source: [UInt8]
    /// Where each line's text starts, in 32 bits as the tokens' offsets are: half the memory
    /// of a large file's index.
    private var lineStarts: [UInt32] = []
    /// Whether a line holds only ASCII, so that every encoding counts its bytes.
    private var asciiLines: [Bool] = []
    /// For each long line that is not ASCII: a character start about every
    /// `checkpointSpacing` bytes with its UTF-16 and UTF-32 counts from the line's start, so
    /// that a conversion walks at most that many bytes instead of the whole line (a 10 MB
    /// line with many diagnostics would otherwise take quadratic time).
    private var checkpoints: [Int: [Checkpoint]] = [:]

    struct Checkpoint: Equatable {
        var offset: Int
        var utf16: Int
        var utf32: Int
    }

    static let checkpointSpacing = 512

    public init(_ source: [UInt8]) {
        self.init(source, through: source.count)
        // A whole check keeps the index of each large file it reads.
        lineStarts = lineStarts.exactlySized()
        asciiLines = asciiLines.exactlySized()
    }

    /// The index of the lines up to the one that holds `offset` (`LazyLineIndex`): it answers
    /// only for offsets before `scannedEnd` until it is extended.
    init(_ source: [UInt8], through offset: Int) {
        self.source = source
        var start = 0
        if source.count >= 3, source[0] == 0xEF, source[1] == 0xBB, source[2] == 0xBF { start = 3 }
        lineStarts.append(UInt32(start))
        let end = lineEnd(after: offset)
        scanLines(from: start, until: end, endsText: end == source.count)
    }

    /// Where the lines scanned end: the start of the first line not scanned yet, or past the
    /// end of the text once every line is.
    var scannedEnd: Int {
        asciiLines.count == lineStarts.count ? source.count + 1 : Int(lineStarts[lineStarts.count - 1])
    }

    /// Scans on to the end of the line that holds `offset`.
    mutating func extend(through offset: Int) {
        let start = scannedEnd
        guard start <= offset, start <= source.count else { return }
        let end = lineEnd(after: offset)
        scanLines(from: start, until: end, endsText: end == source.count)
    }

    /// The start of the line after the one that holds `offset`, or the end of the text.
    private func lineEnd(after offset: Int) -> Int {
        guard offset < source.count else { return source.count }
        return source.withUnsafeBufferPointer { bytes in
            var index = max(offset, 0)
            while index < bytes.count, bytes[index] != UInt8(ascii: "\n"), bytes[index] != UInt8(ascii: "\r") { index += 1 }
            guard index < bytes.count else { return bytes.count }
            if bytes[index] == UInt8(ascii: "\r"), index + 1 < bytes.count, bytes[index + 1] == UInt8(ascii: "\n") { return index + 2 }
            return index + 1
        }
    }

    /// The index of the text after `edit`, given that text. Lines wholly before the edit are
    /// kept, lines after it are moved, and only the lines the edit touches are scanned again.
    public func applying(_ edit: SourceEdit, to newSource: [UInt8]) -> LineIndex {
        // A line start depends on the byte before it and the one at it, so starts before the
        // edit stay; the scan restarts at the line that holds the byte before the edit (whose
        // text the edit may change). Edits within a byte-order mark are scanned whole.
        guard edit.range.lowerBound >= 4 else { return LineIndex(newSource) }
        let firstLine = line(ofOffset: edit.range.lowerBound - 1)
        // Old line starts past the edit's end (and not right at it, where a line break could
        // join a `\r` the edit leaves before it) stand in the new text moved by the delta.
        let resumeLine = line(ofOffset: edit.range.upperBound) + 1
        let delta = edit.delta
        var result = LineIndex(source: newSource)
        result.lineStarts = Array(lineStarts[...firstLine])
        result.asciiLines = Array(asciiLines[..<firstLine])
        result.checkpoints = checkpoints.filter { $0.key < firstLine }
        let scanEnd = resumeLine < lineStarts.count ? Int(lineStarts[resumeLine]) + delta : newSource.count
        result.scanLines(from: Int(lineStarts[firstLine]), until: scanEnd, endsText: resumeLine == lineStarts.count)
        // The scan ends at the line start where the old lines resume, or at the end of the text.
        if resumeLine < lineStarts.count {
            // By the reasoning above the scan stops on that start; should it not, a whole scan
            // is still right.
            guard result.lineStarts.last.map(Int.init) == scanEnd else { return LineIndex(newSource) }
            result.lineStarts.removeLast()
            let lineDelta = result.lineStarts.count - resumeLine
            result.lineStarts += lineStarts[resumeLine...].lazy.map { UInt32(Int($0) + delta) }
            result.asciiLines += asciiLines[resumeLine...]
            for (line, marks) in checkpoints where line >= resumeLine {
                result.checkpoints[line + lineDelta] = marks.map { Checkpoint(offset: $0.offset + delta, utf16: $0.utf16, utf32: $0.utf32) }
            }
        }
        return result
    }

    private init(source: [UInt8]) {
        self.source = source
    }

    /// Records the lines from `start`, a line start, up to `end`: each line's ASCII flag and
    /// checkpoints, and the starts of the lines after the first. Unless `end` ends the text,
    /// it is a line start, the last one recorded, without a flag of its own.
    private mutating func scanLines(from start: Int, until end: Int, endsText: Bool) {
        let firstLine = asciiLines.count
        // Each line's start and flag go to a batch first, appended to the arrays a batch at a
        // time: an append per line checked both arrays' owner and room, about half the
        // scan's work on short lines.
        let batchSize = 1024
        withUnsafeTemporaryAllocation(of: UInt32.self, capacity: batchSize) { batchStarts in
            withUnsafeTemporaryAllocation(of: Bool.self, capacity: batchSize) { batchFlags in
                var batched = 0
                source.withUnsafeBufferPointer { bytes in
                    var ascii = true
                    var index = start
                    let count = bytes.count
                    while index < end {
                        // Eight bytes at a time up to the next line break: most bytes are no
                        // break, and a byte-by-byte loop cost a dozen instructions each.
                        if index + 8 <= end {
                            let word = UInt64.bytes(at: index, of: bytes)
                            let breaks = word.flaggingBytes(equalTo: UInt8(ascii: "\n")) | word.flaggingBytes(equalTo: UInt8(ascii: "\r"))
                            // The lowest flag is exact (higher ones may not be): the first break's byte.
                            let before = breaks == 0 ? 8 : breaks.trailingZeroBitCount / 8
                            let highBits = word & 0x8080_8080_8080_8080
                            if (before == 8 ? highBits : highBits & ((1 << (UInt64(before) * 8)) - 1)) != 0 { ascii = false }
                            index += before
                            if before == 8 { continue }
                        }
                        let byte = bytes[index]
                        if byte == UInt8(ascii: "\n") || byte == UInt8(ascii: "\r") {
                            if byte == UInt8(ascii: "\r"), index + 1 < count, bytes[index + 1] == UInt8(ascii: "\n") { index += 1 }
                            index += 1
                            if batched == batchSize {
                                appendLines(starts: UnsafeBufferPointer(batchStarts), flags: UnsafeBufferPointer(batchFlags))
                                batched = 0
                            }
                            batchFlags[batched] = ascii
                            batchStarts[batched] = UInt32(index)
                            batched += 1
                            ascii = true
                            continue
                        }
                        if byte >= 0x80 { ascii = false }
                        index += 1
                    }
                    appendLines(starts: UnsafeBufferPointer(rebasing: batchStarts[..<batched]), flags: UnsafeBufferPointer(rebasing: batchFlags[..<batched]))
                    if endsText { asciiLines.append(ascii) }
                }
            }
        }
        // Only a long line gets checkpoints: its length, counted from the starts, tells it
        // without working out its range.
        let lastStart = lineStarts.count - 1
        for line in firstLine..<asciiLines.count where !asciiLines[line] {
            let end = line < lastStart ? Int(lineStarts[line + 1]) : source.count
            if end - Int(lineStarts[line]) > 2 * Self.checkpointSpacing { addCheckpoints(line: line) }
        }
    }

    /// Appends a batch of lines: the flags of the lines that end, and the starts of the lines
    /// after them.
    private mutating func appendLines(starts: UnsafeBufferPointer<UInt32>, flags: UnsafeBufferPointer<Bool>) {
        lineStarts.append(contentsOf: starts)
        asciiLines.append(contentsOf: flags)
    }

    private mutating func addCheckpoints(line: Int) {
        let range = lineRange(line)
        guard range.count > 2 * Self.checkpointSpacing else { return }
        var marks = [Checkpoint(offset: range.lowerBound, utf16: 0, utf32: 0)]
        var next = range.lowerBound + Self.checkpointSpacing
        var index = range.lowerBound
        var utf16 = 0
        var utf32 = 0
        while index < range.upperBound {
            if index >= next {
                marks.append(Checkpoint(offset: index, utf16: utf16, utf32: utf32))
                next = index + Self.checkpointSpacing
            }
            let (length, units) = characterWidth(at: index, in: .utf16, limit: range.upperBound)
            index += length
            utf16 += units
            utf32 += 1
        }
        checkpoints[line] = marks
    }

    /// Where to start walking a long line toward a byte offset or a character count: the last
    /// checkpoint at or before it (the line's start for other lines).
    private func walkStart(line: Int, lineStart: Int, offset: Int? = nil, character: Int? = nil, in encoding: PositionEncoding) -> (index: Int, character: Int) {
        guard let marks = checkpoints[line] else { return (lineStart, 0) }
        func count(_ mark: Checkpoint) -> Int {
            switch encoding {
            case .utf8: return mark.offset - lineStart
            case .utf16: return mark.utf16
            case .utf32: return mark.utf32
            }
        }
        var low = 0
        var high = marks.count - 1
        while low < high {
            let middle = (low + high + 1) / 2
            let fits = offset.map { marks[middle].offset <= $0 } ?? (count(marks[middle]) <= character!)
            if fits { low = middle } else { high = middle - 1 }
        }
        return (marks[low].offset, count(marks[low]))
    }

    public var lineCount: Int { lineStarts.count }

    /// The byte range of a line's text, without its line break.
    public func lineRange(_ line: Int) -> Range<Int> {
        let start = Int(lineStarts[line])
        var end = line + 1 < lineStarts.count ? Int(lineStarts[line + 1]) : source.count
        if end > start, source[end - 1] == UInt8(ascii: "\n") { end -= 1 }
        if end > start, source[end - 1] == UInt8(ascii: "\r") { end -= 1 }
        return start..<end
    }

    /// The line that holds a byte offset (offsets past the end are on the last line).
    public func line(ofOffset offset: Int) -> Int {
        var low = 0
        var high = lineStarts.count - 1
        while low < high {
            let middle = (low + high + 1) / 2
            if Int(lineStarts[middle]) <= offset { low = middle } else { high = middle - 1 }
        }
        return low
    }

    /// The same for an offset at or after the start of line `hint`: the search starts there
    /// and doubles its steps, so offsets that come in increasing order, each looked up from the
    /// line of the one before, cost the distance between them rather than a search of the file.
    public func line(ofOffset offset: Int, from hint: Int) -> Int {
        let last = lineStarts.count - 1
        var low = min(max(hint, 0), last)
        guard Int(lineStarts[low]) <= offset else { return line(ofOffset: offset) }
        // The start of line `low` is at or before the offset throughout.
        var step = 1
        var high = last
        while low + step <= last {
            if Int(lineStarts[low + step]) > offset {
                high = low + step - 1
                break
            }
            low += step
            step *= 2
        }
        while low < high {
            let middle = (low + high + 1) / 2
            if Int(lineStarts[middle]) <= offset { low = middle } else { high = middle - 1 }
        }
        return low
    }

    /// The position of a byte offset. An offset inside a line break is the end of its line; one
    /// inside a multi-byte character is that character's start.
    public func position(ofOffset offset: Int, in encoding: PositionEncoding) -> LinePosition {
        let clamped = min(max(offset, 0), source.count)
        let line = line(ofOffset: clamped)
        let range = lineRange(line)
        let target = min(max(clamped, range.lowerBound), range.upperBound)
        if asciiLines[line] || encoding == .utf8 && isCharacterBoundary(target) {
            return LinePosition(line: line, character: target - range.lowerBound)
        }
        var (index, character) = walkStart(line: line, lineStart: range.lowerBound, offset: target, in: encoding)
        while index < target {
            let (length, units) = characterWidth(at: index, in: encoding, limit: range.upperBound)
            if index + length > target { break }
            index += length
            character += units
        }
        return LinePosition(line: line, character: character)
    }

    /// The byte offset of a position. A line past the end is the end of the input; a character
    /// past the end of its line is the line's end; one that falls inside a character (half a
    /// surrogate pair, a byte inside a UTF-8 sequence) is that character's start.
    public func offset(of position: LinePosition, in encoding: PositionEncoding) -> Int {
        guard position.line >= 0 else { return 0 }
        guard position.line < lineStarts.count else { return source.count }
        let range = lineRange(position.line)
        let wanted = max(position.character, 0)
        if asciiLines[position.line] {
            return min(range.lowerBound + wanted, range.upperBound)
        }
        var (index, character) = walkStart(line: position.line, lineStart: range.lowerBound, character: wanted, in: encoding)
        while index < range.upperBound && character < wanted {
            let (length, units) = characterWidth(at: index, in: encoding, limit: range.upperBound)
            if character + units > wanted { break }
            index += length
            character += units
        }
        return index
    }

    /// The byte length of the character at `index` and how many units it counts in `encoding`.
    /// An invalid byte counts as one character of one unit, as a replacement character would.
    private func characterWidth(at index: Int, in encoding: PositionEncoding, limit: Int) -> (Int, Int) {
        let byte = source[index]
        if byte < 0x80 { return (1, 1) }
        let length: Int
        switch byte {
        case 0xC2...0xDF: length = 2
        case 0xE0...0xEF: length = 3
        case 0xF0...0xF4: length = 4
        default: return (1, 1)
        }
        guard index + length <= limit else { return (1, 1) }
        for next in (index + 1)..<(index + length) where source[next] & 0xC0 != 0x80 { return (1, 1) }
        switch encoding {
        case .utf8: return (length, length)
        case .utf16: return (length, length == 4 ? 2 : 1)
        case .utf32: return (length, 1)
        }
    }

    private func isCharacterBoundary(_ offset: Int) -> Bool {
        offset >= source.count || source[offset] & 0xC0 != 0x80
    }
}

extension LineIndex {
    /// Converts offsets that come in increasing order (a file's tokens) to positions, each
    /// walking on from the one before instead of searching and walking from its line's start:
    /// linear in the text for the whole file.
    public struct Cursor {
        private let lines: LineIndex
        private let encoding: PositionEncoding
        private var line = 0
        private var lastOffset = 0
        private var lastCharacter = 0

        init(lines: LineIndex, encoding: PositionEncoding) {
            self.lines = lines
            self.encoding = encoding
            lastOffset = Int(lines.lineStarts[0])
        }

        /// The position of `offset`, as `position(ofOffset:in:)` gives it. Fastest when it is at
        /// or after the offset asked before.
        public mutating func position(ofOffset offset: Int) -> LinePosition {
            guard offset >= lastOffset, offset <= lines.source.count else { return restart(at: offset) }
            let starts = lines.lineStarts
            var moved = false
            while line + 1 < starts.count, Int(starts[line + 1]) <= offset {
                line += 1
                moved = true
            }
            let range = lines.lineRange(line)
            if moved {
                lastOffset = range.lowerBound
                lastCharacter = 0
            }
            let target = min(offset, range.upperBound)
            if lines.asciiLines[line] {
                lastOffset = max(lastOffset, target)
                lastCharacter = lastOffset - range.lowerBound
                return LinePosition(line: line, character: target - range.lowerBound)
            }
            // Long lines have checkpoints; the index's own search is the quicker way there.
            if lines.checkpoints[line] != nil { return restart(at: offset) }
            while lastOffset < target {
                let (length, units) = lines.characterWidth(at: lastOffset, in: encoding, limit: range.upperBound)
                if lastOffset + length > target { break }
                lastOffset += length
                lastCharacter += units
            }
            return LinePosition(line: line, character: lastCharacter)
        }

        /// Answers from the index directly and resumes walking from there.
        private mutating func restart(at offset: Int) -> LinePosition {
            let position = lines.position(ofOffset: offset, in: encoding)
            line = position.line
            lastOffset = lines.offset(of: position, in: encoding)
            lastCharacter = position.character
            return position
        }
    }

    public func cursor(in encoding: PositionEncoding) -> Cursor {
        Cursor(lines: self, encoding: encoding)
    }
}
