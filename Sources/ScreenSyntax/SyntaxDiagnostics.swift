#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import ScreenSupport

/// A syntax error: where it is (bytes) and what to say about it, and another place of the
/// same file that explains it (where an unclosed block was taken to end).
public struct SyntaxError: Sendable, Hashable {
    public let range: Range<Int>
    public let message: LocalizedText
    public let related: Related?

    public struct Related: Sendable, Hashable {
        public let range: Range<Int>
        public let message: LocalizedText
    }

    public init(range: Range<Int>, message: LocalizedText, related: Related? = nil) {
        self.range = range
        self.message = message
        self.related = related
    }

    /// The error with its ranges `delta` bytes further on.
    func moved(by delta: Int) -> SyntaxError {
        SyntaxError(range: range.moved(by: delta), message: message, related: related.map { Related(range: $0.range.moved(by: delta), message: $0.message) })
    }
}

extension SyntaxTree {
    /// Words the errors the lexer and parser left in the tree. The parser only marks; this
    /// separate pass decides what to tell the user.
    /// A section's tree (`init(parsing:section:)`) words the errors of its section.
    public func syntaxErrors() -> [SyntaxError] {
        syntaxErrors(tokens: 0..<tokens.count, nodes: 0..<nodeCount, bytes: byteRange(of: root))
    }

    /// The errors of this tree, which `replaced` made from a tree with errors `previous`: those
    /// before and after the region parsed anew are kept (moved), only the region's are worded.
    ///
    /// Errors before the region end at or before its start, and errors after it start past its
    /// end: each region begins and ends next to a `screen` keyword, which no error covers and
    /// which a missing token's place (the end of the significant token before it) never passes.
    public func syntaxErrors(after replaced: ScreenReplacement, previous: [SyntaxError]) -> [SyntaxError] {
        let start = replaced.oldBytes.lowerBound
        let end = replaced.oldBytes.upperBound
        let delta = replaced.edit.delta
        var errors = start > 0 ? Array(previous.prefix { $0.range.lowerBound <= start }) : []
        errors += syntaxErrors(tokens: replaced.newTokens, nodes: replaced.newNodes, bytes: replaced.newBytes)
        let after = previous.lastIndex { $0.range.lowerBound <= end }.map { $0 + 1 } ?? 0
        errors += previous[after...].lazy.map { $0.moved(by: delta) }
        return errors
    }

    private func syntaxErrors(tokens tokenRange: Range<Int>, nodes nodeRange: Range<Int>, bytes: Range<Int>) -> [SyntaxError] {
        var errors: [SyntaxError] = []
        appendTokenErrors(tokenRange, bytes: bytes, to: &errors)
        appendNodeErrors(nodeRange, to: &errors)
        errors.sort { ($0.range.lowerBound, $0.range.upperBound) < ($1.range.lowerBound, $1.range.upperBound) }
        return errors
    }

    private func appendTokenErrors(_ tokenRange: Range<Int>, bytes: Range<Int>, to errors: inout [SyntaxError]) {
        // One pass over the text spares checking the encoding token by token.
        let wholeSourceIsValid = source[bytes].withUnsafeBufferPointer(\.isValidUTF8)
        // Most tokens (names, white space, punctuation) can hold no error: a loop over the
        // kinds alone picks those that can, which are then read. The backslashes strings may
        // hold are found by memchr, each once, instead of by reading every string's bytes.
        // A string holds an error only at an escape or in bytes that are not UTF-8: in a valid
        // text without a backslash, as most are, no string is read at all.
        var nextBackslash = offsetOfBackslash(from: bytes.lowerBound, before: bytes.upperBound)
        let textHasBackslash = nextBackslash < bytes.upperBound
        // Found kind by kind with memchr over the kinds' bytes, which a loop over every token
        // cost ten instructions a token; tokens of one kind come in order, which the string
        // case's backslash search relies on, and the errors are sorted after.
        let candidates = TokenKind.mayHoldSyntaxError(textIsValidUTF8: wholeSourceIsValid, textHasBackslash: textHasBackslash).flatMap { tokens.tokens(ofKind: $0, in: tokenRange) }
        for token in candidates {
            let kind = tokens.kinds[token]
            let range = tokens.range(of: token)
            switch kind {
            case .unterminatedString:
                errors.append(SyntaxError(range: range, message: SyntaxMessages.unterminatedString))
                appendStringErrors(token: token, range: range, checkingEncoding: !wholeSourceIsValid, to: &errors)
            case .unterminatedBlockComment:
                errors.append(SyntaxError(range: range.lowerBound..<(range.lowerBound + 2), message: SyntaxMessages.unterminatedComment))
                if !wholeSourceIsValid { appendEncodingError(range: range, to: &errors) }
            case .unexpectedCharacters:
                let bytes = source[range]
                let text = String(decoding: bytes, as: UTF8.self)
                let message = !bytes.withUnsafeBufferPointer(\.isValidUTF8) ? SyntaxMessages.invalidUTF8
                    : significantToken(before: token).map { tokens.kinds[$0] == .screenKeyword } == true ? SyntaxMessages.invalidScreenName(text)
                    : SyntaxMessages.unexpectedCharacters(text)
                errors.append(SyntaxError(range: range, message: message))
            case .string:
                // Only escapes need decoding; other text only needs to be UTF-8.
                if nextBackslash < range.lowerBound { nextBackslash = offsetOfBackslash(from: range.lowerBound) }
                if nextBackslash < range.upperBound {
                    appendStringErrors(token: token, range: range, checkingEncoding: !wholeSourceIsValid, to: &errors)
                } else if !wholeSourceIsValid {
                    appendEncodingError(range: range, to: &errors)
                }
            case .lineComment, .blockComment:
                if !wholeSourceIsValid { appendEncodingError(range: range, to: &errors) }
            case .number:
                if !NumberLiteral.hasCommonUnit(source[range]), case .invalid(let unit) = NumberLiteral(source[range]).unit {
                    errors.append(SyntaxError(range: range, message: SyntaxMessages.invalidUnit(unit)))
                }
            case .color:
                if !ColorLiteral.isWellFormed(source[range]) {
                    errors.append(SyntaxError(range: range, message: SyntaxMessages.invalidColor(String(decoding: source[range], as: UTF8.self))))
                }
            default:
                break
            }
        }
    }

    /// The offset of the first backslash at or after `start` and before `end`, or `end`.
    private func offsetOfBackslash(from start: Int, before end: Int? = nil) -> Int {
        source.withUnsafeBufferPointer { bytes in
            let end = min(end ?? bytes.count, bytes.count)
            guard start < end, let base = bytes.baseAddress,
                  let found = memchr(base + start, Int32(UInt8(ascii: "\\")), end - start) else { return end }
            return base.distance(to: found.assumingMemoryBound(to: UInt8.self))
        }
    }

    private func appendStringErrors(token: Int, range: Range<Int>, checkingEncoding: Bool, to errors: inout [SyntaxError]) {
        let literal = StringLiteral(source[range])
        for escape in literal.invalidEscapes {
            let escapeRange = (range.lowerBound + escape.lowerBound)..<(range.lowerBound + escape.upperBound)
            errors.append(SyntaxError(range: escapeRange, message: SyntaxMessages.invalidEscape(String(decoding: source[escapeRange], as: UTF8.self))))
        }
        if checkingEncoding { appendEncodingError(range: range, to: &errors) }
    }

    private func appendEncodingError(range: Range<Int>, to errors: inout [SyntaxError]) {
        if !source[range].withUnsafeBufferPointer(\.isValidUTF8) {
            errors.append(SyntaxError(range: range, message: SyntaxMessages.invalidUTF8))
        }
    }

    private func appendNodeErrors(_ nodeRange: Range<Int>, to errors: inout [SyntaxError]) {
        var previousMissing: (offset: Int, kind: TokenKind)?
        for index in nodeRange {
            let node = NodeID(index)
            switch kind(of: node) {
            case .missingToken:
                guard let expected = expectedToken(of: node) else { continue }
                let offset = endOfPreviousSignificantToken(before: tokenRange(of: node).lowerBound)
                // Several blocks left open at one place are one mistake to the reader.
                if let previous = previousMissing, previous.offset == offset, previous.kind == expected { continue }
                previousMissing = (offset, expected)
                if expected == .rightBrace, blockLacksLeftBrace(parent(of: node)) { continue }
                // A block the parser closed by the layout (before a member that starts a line
                // at its indentation): the error is on its `{`, the place it ended related.
                if expected == .rightBrace, let next = significantToken(atOrAfter: tokenRange(of: node).lowerBound), tokens.kinds[next] == .identifier,
                   let block = parent(of: node), let brace = firstOwnToken(of: block, kind: .leftBrace) {
                    let name = String(decoding: source[tokens.range(of: next)], as: UTF8.self)
                    errors.append(SyntaxError(range: tokens.range(of: brace), message: SyntaxMessages.unclosedBrace,
                                              related: SyntaxError.Related(range: tokens.range(of: next), message: SyntaxMessages.closedByLayout(before: name))))
                    continue
                }
                // A name that is not an identifier (`screen 錯誤 {`) is one mistake, reported
                // on the characters themselves.
                if expected == .identifier, let next = significantToken(atOrAfter: tokenRange(of: node).lowerBound), tokens.kinds[next] == .unexpectedCharacters { continue }
                errors.append(SyntaxError(range: offset..<offset, message: SyntaxMessages.expected(expected)))
            case .missingValue:
                let offset = endOfPreviousSignificantToken(before: tokenRange(of: node).lowerBound)
                errors.append(SyntaxError(range: offset..<offset, message: SyntaxMessages.expectedValue))
            case .unexpected:
                let ownKinds = tokenRange(of: node).map { tokens.kinds[$0] }
                // Tokens that are errors of their own are already reported.
                guard ownKinds.contains(where: { !$0.isTrivia && !$0.isLexicalError }) else { continue }
                errors.append(SyntaxError(range: trimmedByteRange(of: node), message: SyntaxMessages.unexpected(context: kind(of: parent(of: node) ?? root))))
            case .tooDeep:
                let range = trimmedByteRange(of: node)
                let firstToken = tokens.range(of: tokenRange(of: node).first(where: { !tokens.kinds[$0].isTrivia }) ?? tokenRange(of: node).lowerBound)
                errors.append(SyntaxError(range: firstToken.lowerBound..<max(firstToken.upperBound, range.lowerBound), message: SyntaxMessages.tooDeep(Parser.maximumDepth)))
            default:
                break
            }
        }
    }

    private func blockLacksLeftBrace(_ block: NodeID?) -> Bool {
        guard let block, kind(of: block) == .block else { return false }
        return children(of: block).contains { expectedToken(of: $0) == .leftBrace }
    }

    private func significantToken(before token: Int) -> Int? {
        var index = token - 1
        while index >= 0, tokens.kinds[index].isTrivia { index -= 1 }
        return index >= 0 ? index : nil
    }

    private func significantToken(atOrAfter token: Int) -> Int? {
        var index = token
        while index < tokens.count, tokens.kinds[index].isTrivia { index += 1 }
        return index < tokens.count ? index : nil
    }

    private func endOfPreviousSignificantToken(before token: Int) -> Int {
        var index = token - 1
        while index >= 0, tokens.kinds[index].isTrivia { index -= 1 }
        return index >= 0 ? tokens.range(of: index).upperBound : 0
    }
}

extension TokenKind {
    /// The kinds of token in which `appendTokenErrors` may find an error: strings only in a
    /// text with a backslash or not valid UTF-8, comments only in the latter.
    fileprivate static func mayHoldSyntaxError(textIsValidUTF8 textIsValid: Bool, textHasBackslash: Bool) -> [TokenKind] {
        var kinds: [TokenKind] = [.unterminatedString, .unterminatedBlockComment, .unexpectedCharacters, .number, .color]
        if textHasBackslash || !textIsValid { kinds.append(.string) }
        if !textIsValid { kinds += [.lineComment, .blockComment] }
        return kinds
    }
}
