import ScreenSyntax
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Walks the tokens once and decides the white space before each one that is not white space
/// itself, writing the formatted text and the edits as it goes. The nesting lives on an
/// explicit stack (at most the parser's 64 levels), so no depth reaches the call stack.
/// The small helpers the walk calls for every token are inlined: called from a mutating
/// method, a method that is not one got a copy of the whole engine, its arrays retained,
/// each time (a tenth of the formatter's time).
struct LayoutEngine {
    private let bytes: UnsafeBufferPointer<UInt8>
    private let kinds: [TokenKind]
    private let starts: [UInt32]
    private let options: FormatOptions
    private let lineBreak: [UInt8]
    private let openers: [OpenerFacts]
    private let suppressedLines: Set<Int>

    private var output = ByteWriter(capacity: 0)
    private var spans: [(replaced: Range<Int>, written: Range<Int>)] = []
    /// Where the current line of the output starts.
    private var lineStart = 0
    private var frames: [Frame] = [Frame(kind: .top, expanded: true)]
    private var openerCursor = 0
    /// The kind of the last token that is neither white space nor a comment.
    private var previousCode: TokenKind = .endOfFile
    /// The line of the source the walk is on; kept only when some line is suppressed.
    private var sourceLine = 0
    /// The next token that is code, found for a comment and reused by the comments after it.
    private var nextCodeCache = -1
    /// Whether the last comment written began its line: code after it on that line stays there.
    private var commentBeganLine = false

    init(bytes: UnsafeBufferPointer<UInt8>, tokens: TokenList, options: FormatOptions) {
        self.bytes = bytes
        self.kinds = tokens.kinds
        self.starts = tokens.starts
        var options = options
        options.indentWidth = min(max(options.indentWidth, FormatOptions.indentWidthRange.lowerBound), FormatOptions.indentWidthRange.upperBound)
        options.lineWidth = min(max(options.lineWidth, FormatOptions.lineWidthRange.lowerBound), FormatOptions.lineWidthRange.upperBound)
        self.options = options
        self.lineBreak = LayoutEngine.lineBreak(of: bytes, kinds: tokens.kinds, starts: tokens.starts)
        let survey = TokenSurvey(bytes: bytes, kinds: kinds, starts: starts)
        self.openers = survey.openers
        self.suppressedLines = survey.suppressedLines
    }

    /// Formats the text; `source` is the same bytes as an array, which an unchanged text
    /// returns as it is instead of a copy.
    mutating func run(source: [UInt8]) -> FormattedText {
        // The text is written straight into the array the result holds: its capacity past
        // what is written costs address space, not memory. Only a text that outgrows twice
        // the original moves to a larger buffer, and is copied once at the end.
        var inPlace = false
        var text = [UInt8](unsafeUninitializedCapacity: 2 * bytes.count + 4096) { storage, count in
            output = ByteWriter(borrowing: storage)
            walk()
            inPlace = output.writesInPlace
            count = inPlace ? output.count : 0
        }
        if spans.isEmpty {
            text = source
        } else if !inPlace {
            text = output.array()
        }
        return FormattedText(text: text, spans: spans)
    }

    private mutating func walk() {
        var previous: Int?
        var token = 0
        let count = kinds.count
        while token < count {
            let kind = kinds[token]
            if kind == .whitespace {
                token += 1
                continue
            }
            let gapStart = previous.map { Int(starts[$0 + 1]) } ?? 0
            let gapEnd = Int(starts[token])
            let breaks = LayoutEngine.lineBreaks(in: bytes, gapStart..<gapEnd)
            let space = kind == .endOfFile ? finalSpace(after: previous, breaks: breaks) : self.space(between: previous, and: token, breaks: breaks)
            emit(space, replacing: gapStart..<gapEnd)
            if kind == .endOfFile { break }
            if kind == .lineComment || kind == .blockComment {
                if case .lines = space { commentBeganLine = true } else { commentBeganLine = previous == nil || kinds[previous!] == .byteOrderMark }
            }
            sourceLine += breaks
            let opensFrame = kind == .leftBrace || kind == .leftBracket
            let range = Int(starts[token])..<Int(starts[token + 1])
            output.append(UnsafeBufferPointer(rebasing: bytes[range]))
            if kind == .blockComment {
                let inside = LayoutEngine.lineBreaks(in: bytes, range)
                if inside > 0 {
                    sourceLine += inside
                    if let last = output.written.lastIndex(where: { $0 == 0x0A || $0 == 0x0D }) { lineStart = last + 1 }
                }
            }
            if opensFrame {
                openFrame(token)
            } else if kind == .rightBrace || kind == .rightBracket {
                if frames.count > 1 { frames.removeLast() }
            }
            if !kind.isTrivia { previousCode = kind }
            previous = token
            token += 1
        }
    }

    // MARK: - Deciding the white space

    enum Space: Equatable {
        case none
        case space
        /// A line break (two when `blank`), then the indentation of `level`.
        case lines(blank: Bool, level: Int)
        /// The line breaks that end the file.
        case finalBreaks(Int)
    }

    struct Frame {
        enum Kind { case top, block, list }
        var kind: Kind
        var expanded: Bool
    }

    private mutating func space(between previous: Int?, and token: Int, breaks: Int) -> Space {
        guard let previous, kinds[previous] != .byteOrderMark else { return .none }
        let chosen = layoutSpace(after: kinds[previous], before: token, breaks: breaks)
        guard !suppressedLines.isEmpty else { return chosen }
        // A suppression comment silences findings by line: the line it points at keeps its
        // tokens together, and no token from another line joins it.
        let next = kinds[token]
        if case .lines = chosen {
            if breaks == 0 && suppressedLines.contains(sourceLine) {
                return LayoutEngine.flatSpace(after: kinds[previous], before: next) ? .space : .none
            }
        } else if breaks > 0 && (suppressedLines.contains(sourceLine) || suppressedLines.contains(sourceLine + breaks)) {
            return .lines(blank: breaks >= 2, level: codeLevel(next))
        }
        return chosen
    }

    private mutating func layoutSpace(after previous: TokenKind, before token: Int, breaks: Int) -> Space {
        let next = kinds[token]
        let frame = frames[frames.count - 1]
        let level = frames.count - 1
        if next == .lineComment || next == .blockComment {
            if breaks == 0 { return .space }
            let following = nextCodeKind(after: token)
            let afterOpener = previous == .leftBrace || previous == .leftBracket
            let level = following == .rightBrace || following == .rightBracket ? level : codeLevel(following)
            return .lines(blank: breaks >= 2 && !afterOpener || startsTopLevelItemAfterScreen(previous), level: level)
        }
        if previous == .lineComment || (previous == .blockComment && breaks > 0) {
            let closes = next == .rightBrace || next == .rightBracket
            return .lines(blank: breaks >= 2 && !closes, level: codeLevel(next))
        }
        // Code after a comment that opens its line stays beside it.
        guard frame.expanded, !(previous == .blockComment && commentBeganLine) else {
            return LayoutEngine.flatSpace(after: previous, before: next) ? .space : .none
        }
        switch frame.kind {
        case .top:
            if next == .screenKeyword {
                return .lines(blank: breaks >= 2 || startsTopLevelItemAfterScreen(previous), level: 0)
            }
        case .block, .list:
            if next == .rightBrace || next == .rightBracket { return .lines(blank: false, level: level - 1) }
            if previous == .leftBrace || previous == .leftBracket { return .lines(blank: false, level: level) }
            if startsItem(next) { return .lines(blank: breaks >= 2, level: level) }
        }
        return LayoutEngine.flatSpace(after: previous, before: next) ? .space : .none
    }

    /// A top-level item that follows a screen's closing brace directly gets a blank line.
    @inline(__always)
    private func startsTopLevelItemAfterScreen(_ previous: TokenKind) -> Bool {
        frames.count == 1 && previous == .rightBrace
    }

    /// Whether `kind` starts a member of the block or a value of the list the walk is in.
    @inline(__always)
    private func startsItem(_ kind: TokenKind) -> Bool {
        switch frames[frames.count - 1].kind {
        case .top: return kind == .screenKeyword
        case .block: return kind == .identifier && previousCode != .colon
        case .list: return previousCode == .comma || previousCode == .leftBracket
        }
    }

    /// The indentation level of a code token that starts a line.
    @inline(__always)
    private func codeLevel(_ kind: TokenKind) -> Int {
        let level = frames.count - 1
        if kind == .rightBrace || kind == .rightBracket { return max(level - 1, 0) }
        if kind == .endOfFile { return 0 }
        if previousCode == .leftBrace || previousCode == .leftBracket { return level }
        // The rest of a member broken over lines is a continuation, one level deeper.
        return startsItem(kind) ? level : level + 1
    }

    /// The white space between two tokens on one line.
    static func flatSpace(after previous: TokenKind, before next: TokenKind) -> Bool {
        if previous == .lineComment || previous == .blockComment || next == .lineComment || next == .blockComment { return true }
        switch next {
        case .rightBrace: return previous != .leftBrace
        case .rightBracket, .colon, .comma, .semicolon: return false
        default: return previous != .leftBracket
        }
    }

    @inline(__always)
    private func finalSpace(after previous: Int?, breaks: Int) -> Space {
        guard let previous, kinds[previous] != .byteOrderMark else { return .none }
        var count = 1
        if !options.insertFinalNewline && breaks == 0 { count = 0 }
        if !options.trimFinalNewlines && breaks > 1 { count = breaks }
        return .finalBreaks(count)
    }

    private mutating func nextCodeKind(after token: Int) -> TokenKind {
        if nextCodeCache <= token {
            var next = token + 1
            while next < kinds.count, kinds[next].isTrivia { next += 1 }
            nextCodeCache = next
        }
        return nextCodeCache < kinds.count ? kinds[nextCodeCache] : .endOfFile
    }

    // MARK: - Blocks and lists

    /// Called with the bracket just written: its column is the line's width before it.
    private mutating func openFrame(_ token: Int) {
        let facts = openerCursor < openers.count ? openers[openerCursor] : OpenerFacts(close: token, hasBreak: false, isEmpty: true)
        openerCursor += 1
        let isScreenBlock = frames.count == 1
        let expanded: Bool
        if facts.isEmpty {
            expanded = false
        } else if isScreenBlock || facts.hasBreak {
            expanded = true
        } else {
            let column = currentColumn() - 1
            expanded = column + flatWidth(from: token, through: facts.close, limit: options.lineWidth - column) > options.lineWidth
        }
        frames.append(Frame(kind: kinds[token] == .leftBrace ? .block : .list, expanded: expanded))
    }

    /// The columns the tokens `first...last` take on one line, with the separator right after
    /// them; counting stops past `limit`.
    private func flatWidth(from first: Int, through last: Int, limit: Int) -> Int {
        var width = 0
        var previous: TokenKind?
        var token = first
        while token <= last || token < kinds.count && (kinds[token] == .comma || kinds[token] == .semicolon || kinds[token] == .whitespace) {
            let kind = kinds[token]
            if kind == .whitespace { token += 1; continue }
            if token > last && !(kind == .comma || kind == .semicolon) { break }
            if let previous, LayoutEngine.flatSpace(after: previous, before: kind) { width += 1 }
            let range = Int(starts[token])..<Int(starts[token + 1])
            if kind.isASCIIWithoutTabs {
                // What `DisplayWidth.of` gives for ASCII: a column a byte, up to one past the room.
                let room = limit - width
                width += room < 0 ? 0 : min(range.count, room + 1)
            } else {
                width += DisplayWidth.of(UnsafeBufferPointer(rebasing: bytes[range]), tabWidth: options.indentWidth, limit: limit - width)
            }
            if width > limit || token > last { break }
            previous = kind
            token += 1
        }
        return width
    }

    @inline(__always)
    private func currentColumn() -> Int {
        DisplayWidth.of(UnsafeBufferPointer(rebasing: output.written[lineStart...]), tabWidth: options.indentWidth, limit: options.lineWidth)
    }

    // MARK: - Writing

    private mutating func emit(_ space: Space, replacing gap: Range<Int>) {
        let start = output.count
        switch space {
        case .none:
            break
        case .space:
            output.append(0x20)
        case .lines(let blank, let level):
            appendLineBreak()
            if blank { appendLineBreak() }
            lineStart = output.count
            if level > 0 {
                output.append(repeating: options.useTabs ? 0x09 : 0x20, count: options.useTabs ? level : level * options.indentWidth)
            }
        case .finalBreaks(let count):
            for _ in 0..<count { appendLineBreak() }
        }
        let written = output.written
        if written.count - start != gap.count || !gap.isEmpty && !LayoutEngine.sameBytes(written.baseAddress! + start, bytes.baseAddress! + gap.lowerBound, count: gap.count) {
            spans.append(LayoutEngine.smallestEdit(replacing: gap, in: bytes, with: UnsafeBufferPointer(rebasing: written[start...]), at: start))
        }
    }

    /// Whether two runs of bytes are the same. Gaps are a few bytes, for which a loop is
    /// quicker than a call of `memcmp` (which was a twelfth of the formatter's time).
    private static func sameBytes(_ first: UnsafePointer<UInt8>, _ second: UnsafePointer<UInt8>, count: Int) -> Bool {
        guard count <= 32 else { return memcmp(first, second, count) == 0 }
        for index in 0..<count where first[index] != second[index] { return false }
        return true
    }

    @inline(__always)
    private func appendLineBreak() {
        if lineBreak.count == 1 { output.append(lineBreak[0]) } else { output.append(0x0D); output.append(0x0A) }
    }

    /// The edit without the white space the old and new text share at either end, so that it
    /// touches only the characters that change (the indentation, not the line break before
    /// it): marks and the cursor on the lines around stay where they are. It never splits a
    /// CRLF.
    /// `new` is the written text, which starts at offset `start` of the output.
    static func smallestEdit(replacing gap: Range<Int>, in bytes: UnsafeBufferPointer<UInt8>, with new: UnsafeBufferPointer<UInt8>, at start: Int) -> (replaced: Range<Int>, written: Range<Int>) {
        let old = bytes[gap]
        var prefix = 0
        while prefix < old.count, prefix < new.count, old[old.startIndex + prefix] == new[prefix] { prefix += 1 }
        while prefix > 0, old[old.startIndex + prefix - 1] == 0x0D { prefix -= 1 }
        var suffix = 0
        while suffix < old.count - prefix, suffix < new.count - prefix, old[old.endIndex - 1 - suffix] == new[new.count - 1 - suffix] { suffix += 1 }
        while suffix > 0, old[old.endIndex - suffix] == 0x0A { suffix -= 1 }
        return ((gap.lowerBound + prefix)..<(gap.upperBound - suffix), (start + prefix)..<(start + new.count - suffix))
    }

    static func lineBreaks(in bytes: UnsafeBufferPointer<UInt8>, _ range: Range<Int>) -> Int {
        var count = 0
        var index = range.lowerBound
        while index < range.upperBound {
            let byte = bytes[index]
            if byte == 0x0A {
                count += 1
            } else if byte == 0x0D {
                count += 1
                if index + 1 < range.upperBound, bytes[index + 1] == 0x0A { index += 1 }
            }
            index += 1
        }
        return count
    }

    /// The file's line break: the first one it has (CRLF, LF or CR), LF for a file without one.
    /// The line break the formatted text uses: the first between tokens, where the lines of
    /// the code break (one inside a comment or string may differ, in a file of mixed
    /// breaks); else the first anywhere; LF in a text without one.
    static func lineBreak(of bytes: UnsafeBufferPointer<UInt8>, kinds: [TokenKind], starts: [UInt32]) -> [UInt8] {
        for token in kinds.indices where kinds[token] == .whitespace {
            let range = Int(starts[token])..<Int(starts[token + 1])
            if let found = lineBreak(in: bytes, range) { return found }
        }
        return lineBreak(in: bytes, 0..<bytes.count) ?? [0x0A]
    }

    private static func lineBreak(in bytes: UnsafeBufferPointer<UInt8>, _ range: Range<Int>) -> [UInt8]? {
        guard let index = bytes[range].firstIndex(where: { $0 == 0x0A || $0 == 0x0D }) else { return nil }
        if bytes[index] == 0x0A { return [0x0A] }
        return index + 1 < bytes.count && bytes[index + 1] == 0x0A ? [0x0D, 0x0A] : [0x0D]
    }
}

private extension TokenKind {
    /// Tokens the lexer makes of ASCII letters, digits and punctuation alone.
    var isASCIIWithoutTabs: Bool {
        switch self {
        case .screenKeyword, .trueKeyword, .falseKeyword, .identifier, .number, .color,
             .leftBrace, .rightBrace, .leftBracket, .rightBracket, .colon, .comma, .semicolon, .endOfFile:
            return true
        default:
            return false
        }
    }
}
