import ScreenIDE
import ScreenSyntax

extension ToProtocol {
    /// LSP's relative encoding of `tokens` (in source order): per token its line and start as
    /// deltas from the token before, its length, type and modifiers (`SemanticTokenLegend`),
    /// counted in the session's encoding. A token that spans lines becomes one per line,
    /// without the line breaks, unless the client takes multi-line tokens.
    func semanticTokens(_ tokens: [SemanticToken], in lines: LineIndex, multiline: Bool) -> [UInt32] {
        var offsets: [UInt32] = []
        return semanticTokens(tokens, in: lines, multiline: multiline, after: LinePosition(line: 0, character: 0), offsets: &offsets)
    }

    /// The same for tokens that follow one at `previous` (the first is encoded relative to
    /// it); `offsets` gets each encoded token's byte offset (a line's start for the later
    /// lines of a token split per line), which a later delta looks its tokens up by.
    func semanticTokens(_ tokens: [SemanticToken], in lines: LineIndex, multiline: Bool, after previous: LinePosition, offsets: inout [UInt32]) -> [UInt32] {
        var data: [UInt32] = []
        data.reserveCapacity(tokens.count * 5)
        offsets.reserveCapacity(offsets.count + tokens.count)
        var previousLine = previous.line
        var previousCharacter = previous.character
        func append(offset: Int, line: Int, character: Int, length: Int, type: UInt32, modifiers: UInt32) {
            data.append(UInt32(line - previousLine))
            data.append(UInt32(line == previousLine ? character - previousCharacter : character))
            data.append(UInt32(length))
            data.append(type)
            data.append(modifiers)
            offsets.append(UInt32(truncatingIfNeeded: offset))
            previousLine = line
            previousCharacter = character
        }
        var cursor = lines.cursor(in: encoding)
        for token in tokens {
            let type = SemanticTokenLegend.typeIndex(token.kind)
            let modifiers = SemanticTokenLegend.modifierBits(token.modifiers)
            let start = cursor.position(ofOffset: token.start)
            let end = cursor.position(ofOffset: token.end)
            if end.line == start.line {
                if end.character > start.character { append(offset: token.start, line: start.line, character: start.character, length: end.character - start.character, type: type, modifiers: modifiers) }
                continue
            }
            let endLine = end.line
            if multiline {
                // The length counts the text through the line breaks to the token's end.
                var length = 0
                for line in start.line...endLine {
                    let range = lines.lineRange(line)
                    let from = line == start.line ? start.character : 0
                    if line == endLine {
                        length += end.character - from
                    } else {
                        length += lines.lineLength(line, from: from, in: encoding) + lines.lineBreakLength(after: range)
                    }
                }
                append(offset: token.start, line: start.line, character: start.character, length: length, type: type, modifiers: modifiers)
                continue
            }
            for line in start.line...endLine {
                let from = line == start.line ? start.character : 0
                let length = line == endLine
                    ? end.character - from
                    : lines.lineLength(line, from: from, in: encoding)
                if length > 0 { append(offset: line == start.line ? token.start : lines.lineRange(line).lowerBound, line: line, character: from, length: length, type: type, modifiers: modifiers) }
            }
        }
        return data
    }
}

private extension LineIndex {
    /// How many units of `encoding` the line holds from `character` to its end.
    func lineLength(_ line: Int, from character: Int, in encoding: PositionEncoding) -> Int {
        position(ofOffset: lineRange(line).upperBound, in: encoding).character - character
    }

    /// The length of the line break after a line's text: 2 for CRLF, 1 for LF or CR, 0 at the end.
    func lineBreakLength(after range: Range<Int>) -> Int {
        guard range.upperBound < source.count else { return 0 }
        return source[range.upperBound] == UInt8(ascii: "\r") && range.upperBound + 1 < source.count && source[range.upperBound + 1] == UInt8(ascii: "\n") ? 2 : 1
    }
}
