#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import ScreenSupport

/// The tokens of a source text: every byte of the input lies in exactly one token, trivia
/// included, so the tokens print back to the input. A token ends where the next one starts;
/// the last token is a zero-length `endOfFile`.
public struct TokenList: Sendable {
    public private(set) var kinds: [TokenKind] = []
    /// One more entry than `kinds`: the input's length, so that `starts[i + 1]` is always the
    /// end of token `i`.
    public private(set) var starts: [UInt32] = []

    public var count: Int { kinds.count }

    init(kinds: [TokenKind], starts: [UInt32]) {
        self.kinds = kinds
        self.starts = starts
    }

    @inlinable
    public func range(of token: Int) -> Range<Int> {
        Int(starts[token])..<Int(starts[token + 1])
    }

    /// Keeps the first `count` tokens, then the end of the text where the next one starts, in
    /// place (a section cut from a window's tokens): copied, the window's tables were copied
    /// twice over.
    mutating func keepFirst(_ count: Int) {
        kinds.removeSubrange(count...)
        kinds.append(.endOfFile)
        // The start of token `count`, where the kept text ends, is the end's start.
        starts.removeSubrange((count + 1)...)
    }

    /// The same tokens in tables of their count: the lexer's have room for a token per byte.
    func exactlySized() -> TokenList {
        TokenList(kinds: kinds.exactlySized(), starts: starts.exactlySized())
    }

    /// The tokens of `kind`, in order, found by memchr over the kinds' bytes: for a kind a
    /// file has few of (comments), asked at every check of a file of a hundred thousand
    /// tokens, where a loop reading each kind cost seven instructions a token.
    public func tokens(ofKind kind: TokenKind) -> [Int] {
        tokens(ofKind: kind, in: 0..<count)
    }

    /// The tokens of `kind` among `range`, in order, found as `tokens(ofKind:)` finds them.
    public func tokens(ofKind kind: TokenKind, in range: Range<Int>) -> [Int] {
        // A kind is stored as one byte, its case's tag, which is what memchr is given.
        let tag = Int32(unsafeBitCast(kind, to: UInt8.self))
        return kinds.withUnsafeBytes { bytes in
            var found: [Int] = []
            guard let base = bytes.baseAddress else { return found }
            var next = range.lowerBound
            while next < range.upperBound, let hit = memchr(base + next, tag, range.upperBound - next) {
                let index = base.distance(to: UnsafeRawPointer(hit))
                found.append(index)
                next = index + 1
            }
            return found
        }
    }
}

/// The hand-written lexer. It walks the UTF-8 bytes once and never fails: a byte that starts
/// nothing becomes part of an `unexpectedCharacters` token.
public enum Lexer {
    /// Whether the byte goes on an identifier, so that text written right before it would
    /// run into it (an edit that writes a word there needs a space between).
    public static func continuesIdentifier(_ byte: UInt8) -> Bool {
        byteClassTable[Int(byte)].continuesIdentifier
    }

    /// The largest input the 32-bit token offsets can address.
    public static let maximumInputSize = Int(UInt32.max) - 1

    public static func tokenize(_ bytes: UnsafeBufferPointer<UInt8>) -> TokenList {
        byteClassTable.withUnsafeBufferPointer { table in
            tokenize(bytes, byteClass: table)
        }
    }

    private static func tokenize(_ bytes: UnsafeBufferPointer<UInt8>, byteClass: UnsafeBufferPointer<ByteClass>) -> TokenList {
        precondition(bytes.count <= maximumInputSize, "input too large for 32-bit offsets")
        // Every token but the end of the input takes a byte at least, so the tables are made
        // that large and written in place (real text has about a token per three bytes): an
        // append checked the array's owner and room at every token, a quarter of the lexer's
        // work. A tree that is kept has them copied to their count (`SyntaxTree`).
        let capacity = bytes.count + 1
        var starts: [UInt32] = []
        let kinds = [TokenKind](unsafeUninitializedCapacity: capacity) { kinds, kindCount in
            starts = [UInt32](unsafeUninitializedCapacity: capacity + 1) { starts, startCount in
                kindCount = tokenize(bytes, byteClass: byteClass, into: kinds, starts: starts)
                startCount = kindCount + 1
            }
        }
        return TokenList(kinds: kinds, starts: starts)
    }

    /// Writes the tokens' kinds and starts, and one more start, the input's length; returns
    /// how many tokens there are.
    private static func tokenize(
        _ bytes: UnsafeBufferPointer<UInt8>, byteClass: UnsafeBufferPointer<ByteClass>,
        into kinds: UnsafeMutableBufferPointer<TokenKind>, starts: UnsafeMutableBufferPointer<UInt32>
    ) -> Int {
        var written = 0
        func append(_ kind: TokenKind, at start: Int) {
            kinds[written] = kind
            starts[written] = UInt32(truncatingIfNeeded: start)
            written += 1
        }
        let count = bytes.count
        var index = 0
        if count >= 3, bytes[0] == 0xEF, bytes[1] == 0xBB, bytes[2] == 0xBF {
            append(.byteOrderMark, at: 0)
            index = 3
        }
        while index < count {
            let start = index
            let byte = bytes[index]
            let kind: TokenKind
            switch byteClass[Int(byte)] {
            case .space:
                index += 1
                while index < count, byteClass[Int(bytes[index])] == .space { index += 1 }
                kind = .whitespace
            case .identifierStart:
                index += 1
                while index < count, byteClass[Int(bytes[index])].continuesIdentifier { index += 1 }
                kind = keyword(bytes, start, index, byteClass: byteClass) ?? .identifier
            case .digit:
                index = scanNumber(bytes, from: index, byteClass: byteClass)
                kind = .number
            case .quote:
                (index, kind) = scanString(bytes, from: index)
            case .slash:
                (index, kind) = scanSlash(bytes, from: index)
            case .hash:
                index += 1
                if index < count, byteClass[Int(bytes[index])].continuesIdentifier {
                    while index < count, byteClass[Int(bytes[index])].continuesIdentifier { index += 1 }
                    kind = .color
                } else {
                    kind = .unexpectedCharacters
                }
            case .minus:
                if index + 1 < count, byteClass[Int(bytes[index + 1])] == .digit {
                    index = scanNumber(bytes, from: index + 1, byteClass: byteClass)
                    kind = .number
                } else {
                    index += 1
                    kind = .unexpectedCharacters
                }
            case .punctuation:
                index += 1
                kind = punctuationKind(byte)
            case .other:
                index = scanUnexpected(bytes, from: index, byteClass: byteClass)
                kind = .unexpectedCharacters
            }
            append(kind, at: start)
        }
        append(.endOfFile, at: count)
        starts[written] = UInt32(truncatingIfNeeded: count)
        return written
    }

    private static func keyword(_ bytes: UnsafeBufferPointer<UInt8>, _ start: Int, _ end: Int, byteClass: UnsafeBufferPointer<ByteClass>) -> TokenKind? {
        switch end - start {
        case 4 where bytes[start] == UInt8(ascii: "t"):
            return matches(bytes, start, "true") ? .trueKeyword : nil
        case 5 where bytes[start] == UInt8(ascii: "f"):
            return matches(bytes, start, "false") ? .falseKeyword : nil
        case 6 where bytes[start] == UInt8(ascii: "s"):
            guard matches(bytes, start, "screen") else { return nil }
            // `screen:` is a tab's property, so the keyword is contextual: followed by a
            // colon it is a name.
            var next = end
            while next < bytes.count, byteClass[Int(bytes[next])] == .space { next += 1 }
            return next < bytes.count && bytes[next] == UInt8(ascii: ":") ? nil : .screenKeyword
        default:
            return nil
        }
    }

    /// Whether the bytes from `start` are `word`'s; the caller has checked that as many are
    /// there. For the words and names compared in every screen, which must not cost a string
    /// each: inlinable, so that callers in other modules compare in place.
    @inlinable
    public static func matches(_ bytes: UnsafeBufferPointer<UInt8>, _ start: Int, _ word: StaticString) -> Bool {
        let count = word.utf8CodeUnitCount
        let pointer = word.utf8Start
        for offset in 0..<count where bytes[start + offset] != pointer[offset] {
            return false
        }
        return true
    }

    /// Digits, an optional fraction, then a glued unit (`44pt`, `50%`, `23h59m`). The unit is
    /// taken whole, whatever it is, and checked by the diagnostics pass.
    private static func scanNumber(_ bytes: UnsafeBufferPointer<UInt8>, from start: Int, byteClass: UnsafeBufferPointer<ByteClass>) -> Int {
        var index = start
        let count = bytes.count
        while index < count, byteClass[Int(bytes[index])] == .digit { index += 1 }
        if index + 1 < count, bytes[index] == UInt8(ascii: "."), byteClass[Int(bytes[index + 1])] == .digit {
            index += 1
            while index < count, byteClass[Int(bytes[index])] == .digit { index += 1 }
        }
        while index < count {
            let byte = bytes[index]
            guard byteClass[Int(byte)].continuesIdentifier || byte == UInt8(ascii: "%") else { break }
            index += 1
        }
        return index
    }

    /// A string ends at its closing quote; one that meets a line break or the end of the input
    /// first is unterminated and ends before the line break.
    private static func scanString(_ bytes: UnsafeBufferPointer<UInt8>, from start: Int) -> (Int, TokenKind) {
        var index = start + 1
        let count = bytes.count
        while index < count {
            // Eight bytes at a time up to the next byte that ends the string or escapes: most
            // of a string's bytes are neither.
            if index + 8 <= count {
                let word = UInt64.bytes(at: index, of: bytes)
                let stops = word.flaggingBytes(equalTo: UInt8(ascii: "\"")) | word.flaggingBytes(equalTo: UInt8(ascii: "\\"))
                    | word.flaggingBytes(equalTo: UInt8(ascii: "\n")) | word.flaggingBytes(equalTo: UInt8(ascii: "\r"))
                guard stops != 0 else {
                    index += 8
                    continue
                }
                index += stops.trailingZeroBitCount / 8
            }
            switch bytes[index] {
            case UInt8(ascii: "\""):
                return (index + 1, .string)
            case UInt8(ascii: "\n"), UInt8(ascii: "\r"):
                return (index, .unterminatedString)
            case UInt8(ascii: "\\"):
                let next = index + 1
                if next < count, bytes[next] != UInt8(ascii: "\n"), bytes[next] != UInt8(ascii: "\r") {
                    index += 2
                } else {
                    index += 1
                }
            default:
                index += 1
            }
        }
        return (count, .unterminatedString)
    }

    private static func scanSlash(_ bytes: UnsafeBufferPointer<UInt8>, from start: Int) -> (Int, TokenKind) {
        let count = bytes.count
        let next = start + 1
        if next < count, bytes[next] == UInt8(ascii: "/") {
            var index = next + 1
            while index < count, bytes[index] != UInt8(ascii: "\n"), bytes[index] != UInt8(ascii: "\r") { index += 1 }
            return (index, .lineComment)
        }
        if next < count, bytes[next] == UInt8(ascii: "*") {
            var index = next + 1
            while index + 1 < count {
                if bytes[index] == UInt8(ascii: "*"), bytes[index + 1] == UInt8(ascii: "/") {
                    return (index + 2, .blockComment)
                }
                index += 1
            }
            return (count, .unterminatedBlockComment)
        }
        return (next, .unexpectedCharacters)
    }

    /// A run of bytes that start no token (non-ASCII outside strings and comments, control
    /// characters, stray symbols) becomes one error token.
    private static func scanUnexpected(_ bytes: UnsafeBufferPointer<UInt8>, from start: Int, byteClass: UnsafeBufferPointer<ByteClass>) -> Int {
        var index = start + 1
        while index < bytes.count, byteClass[Int(bytes[index])] == .other { index += 1 }
        return index
    }

    private static func punctuationKind(_ byte: UInt8) -> TokenKind {
        switch byte {
        case UInt8(ascii: "{"): return .leftBrace
        case UInt8(ascii: "}"): return .rightBrace
        case UInt8(ascii: "["): return .leftBracket
        case UInt8(ascii: "]"): return .rightBracket
        case UInt8(ascii: ":"): return .colon
        case UInt8(ascii: ","): return .comma
        default: return .semicolon
        }
    }
}

/// A byte's role at the start of a token, from a 256-entry table so that the hot loop does
/// one load per byte.
private enum ByteClass: UInt8 {
    case space, identifierStart, digit, quote, slash, hash, minus, punctuation, other

    var continuesIdentifier: Bool { self == .identifierStart || self == .digit }
}

private let byteClassTable: [ByteClass] = {
    var table = [ByteClass](repeating: .other, count: 256)
    for byte in [UInt8(ascii: " "), UInt8(ascii: "\t"), UInt8(ascii: "\n"), UInt8(ascii: "\r"), 0x0B, 0x0C] {
        table[Int(byte)] = .space
    }
    for byte in UInt8(ascii: "a")...UInt8(ascii: "z") { table[Int(byte)] = .identifierStart }
    for byte in UInt8(ascii: "A")...UInt8(ascii: "Z") { table[Int(byte)] = .identifierStart }
    table[Int(UInt8(ascii: "_"))] = .identifierStart
    for byte in UInt8(ascii: "0")...UInt8(ascii: "9") { table[Int(byte)] = .digit }
    table[Int(UInt8(ascii: "\""))] = .quote
    table[Int(UInt8(ascii: "/"))] = .slash
    table[Int(UInt8(ascii: "#"))] = .hash
    table[Int(UInt8(ascii: "-"))] = .minus
    for byte in "{}[]:,;".utf8 { table[Int(byte)] = .punctuation }
    return table
}()
