/// A syntax error: where it is (bytes) and what to say about it.
public struct SyntaxError: Sendable, Hashable {
    public let range: Range<Int>
    public let message: LocalizedText

    public init(range: Range<Int>, message: LocalizedText) {
        self.range = range
        self.message = message
    }
}

extension SyntaxTree {
    /// Words the errors the lexer and parser left in the tree. The parser only marks; this
    /// separate pass decides what to tell the user.
    public func syntaxErrors() -> [SyntaxError] {
        var errors: [SyntaxError] = []
        appendTokenErrors(to: &errors)
        appendNodeErrors(to: &errors)
        errors.sort { ($0.range.lowerBound, $0.range.upperBound) < ($1.range.lowerBound, $1.range.upperBound) }
        return errors
    }

    private func appendTokenErrors(to errors: inout [SyntaxError]) {
        for token in 0..<tokens.count {
            let kind = tokens.kinds[token]
            let range = tokens.range(of: token)
            switch kind {
            case .unterminatedString:
                errors.append(SyntaxError(range: range, message: SyntaxMessages.unterminatedString))
                appendStringErrors(token: token, range: range, to: &errors)
            case .unterminatedBlockComment:
                errors.append(SyntaxError(range: range.lowerBound..<(range.lowerBound + 2), message: SyntaxMessages.unterminatedComment))
                appendEncodingError(range: range, to: &errors)
            case .unexpectedCharacters:
                let bytes = source[range]
                let message = isValidUTF8(bytes) ? SyntaxMessages.unexpectedCharacters(String(decoding: bytes, as: UTF8.self)) : SyntaxMessages.invalidUTF8
                errors.append(SyntaxError(range: range, message: message))
            case .string:
                // Only escapes need decoding; other text only needs to be UTF-8.
                if source[range].contains(UInt8(ascii: "\\")) {
                    appendStringErrors(token: token, range: range, to: &errors)
                } else {
                    appendEncodingError(range: range, to: &errors)
                }
            case .lineComment, .blockComment:
                appendEncodingError(range: range, to: &errors)
            case .number:
                if case .invalid(let unit) = NumberLiteral(source[range]).unit {
                    errors.append(SyntaxError(range: range, message: SyntaxMessages.invalidUnit(unit)))
                }
            case .color:
                if !ColorLiteral(source[range]).isValid {
                    errors.append(SyntaxError(range: range, message: SyntaxMessages.invalidColor(String(decoding: source[range], as: UTF8.self))))
                }
            default:
                break
            }
        }
    }

    private func appendStringErrors(token: Int, range: Range<Int>, to errors: inout [SyntaxError]) {
        let literal = StringLiteral(source[range])
        for escape in literal.invalidEscapes {
            let escapeRange = (range.lowerBound + escape.lowerBound)..<(range.lowerBound + escape.upperBound)
            errors.append(SyntaxError(range: escapeRange, message: SyntaxMessages.invalidEscape(String(decoding: source[escapeRange], as: UTF8.self))))
        }
        appendEncodingError(range: range, to: &errors)
    }

    private func appendEncodingError(range: Range<Int>, to errors: inout [SyntaxError]) {
        if !isValidUTF8(source[range]) {
            errors.append(SyntaxError(range: range, message: SyntaxMessages.invalidUTF8))
        }
    }

    private func appendNodeErrors(to errors: inout [SyntaxError]) {
        var previousMissing: (offset: Int, kind: TokenKind)?
        for index in 0..<nodeCount {
            let node = NodeID(index)
            switch kind(of: node) {
            case .missingToken:
                guard let expected = expectedToken(of: node) else { continue }
                let offset = endOfPreviousSignificantToken(before: tokenRange(of: node).lowerBound)
                // Several blocks left open at one place are one mistake to the reader.
                if let previous = previousMissing, previous.offset == offset, previous.kind == expected { continue }
                previousMissing = (offset, expected)
                if expected == .rightBrace, blockLacksLeftBrace(parent(of: node)) { continue }
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

    private func endOfPreviousSignificantToken(before token: Int) -> Int {
        var index = token - 1
        while index >= 0, tokens.kinds[index].isTrivia { index -= 1 }
        return index >= 0 ? tokens.range(of: index).upperBound : 0
    }
}

/// Whether the bytes are well-formed UTF-8; a fast path for ASCII.
func isValidUTF8<Bytes: Collection>(_ bytes: Bytes) -> Bool where Bytes.Element == UInt8 {
    if bytes.allSatisfy({ $0 < 0x80 }) { return true }
    var iterator = bytes.makeIterator()
    var decoder = UTF8()
    while true {
        switch decoder.decode(&iterator) {
        case .scalarValue: continue
        case .emptyInput: return true
        case .error: return false
        }
    }
}
