import ScreenSyntax

extension Analysis {
    /// The ranges an editor's "expand selection" steps through from `offset`, innermost
    /// first, each containing the one before: the word (inside a string, the word of its
    /// text, then the text without its quotes), the token, the value, the property, the
    /// element, the block it stands in, its owner, up to the screen and the whole file.
    public func selectionRanges(in key: String, at offset: Int) -> [Range<Int>]? {
        guard let file = file(key), offset >= 0, offset <= file.tree.source.count else { return nil }
        let tree = file.tree
        var ranges: [Range<Int>] = []
        func add(_ range: Range<Int>) {
            guard !range.isEmpty, range.contains(offset) || range.upperBound == offset else { return }
            if let last = ranges.last {
                guard range != last, range.lowerBound <= last.lowerBound, last.upperBound <= range.upperBound else { return }
            }
            ranges.append(range)
        }
        // The token under the offset, or the one that ends at it (the cursor after a word).
        var token = tree.token(at: offset)
        let startsHere = tree.tokens.range(of: token).lowerBound == offset
        if token > 0, startsHere, !isWord(tree.tokens.kinds[token]), isWord(tree.tokens.kinds[token - 1]) { token -= 1 }
        let tokenRange = tree.tokens.range(of: token)
        let kind = tree.tokens.kinds[token]
        if kind == .string || kind == .unterminatedString || kind == .lineComment || kind == .blockComment {
            let textStart = kind == .string || kind == .unterminatedString ? tokenRange.lowerBound + 1 : tokenRange.lowerBound
            let textEnd = kind == .string && tokenRange.count >= 2 ? tokenRange.upperBound - 1 : tokenRange.upperBound
            add(word(around: offset, in: tree.source, within: textStart..<max(textStart, textEnd)))
            add(textStart..<max(textStart, textEnd))
        }
        if kind != .whitespace && kind != .endOfFile { add(tokenRange) }
        var node: NodeID? = tree.node(at: offset)
        while let current = node {
            // Inside a block, its members without the braces come before the braces.
            if tree.kind(of: current) == .block, let left = tree.firstOwnToken(of: current, kind: .leftBrace), let right = tree.firstOwnToken(of: current, kind: .rightBrace) {
                add(trimmed(tree.tokens.range(of: left).upperBound..<tree.tokens.range(of: right).lowerBound, in: tree.source))
            }
            add(tree.trimmedByteRange(of: current))
            node = tree.parent(of: current)
        }
        add(0..<tree.source.count)
        return ranges
    }

    /// Tokens a cursor right after them still selects: names, literals, comments.
    private func isWord(_ kind: TokenKind) -> Bool {
        switch kind {
        case .identifier, .screenKeyword, .trueKeyword, .falseKeyword, .string, .unterminatedString, .number, .color, .lineComment, .blockComment: return true
        default: return false
        }
    }

    /// The run of bytes around `offset` within `bounds` that holds no space.
    private func word(around offset: Int, in source: [UInt8], within bounds: Range<Int>) -> Range<Int> {
        func isSpace(_ byte: UInt8) -> Bool { byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t") || byte == UInt8(ascii: "\n") || byte == UInt8(ascii: "\r") }
        var start = min(max(offset, bounds.lowerBound), bounds.upperBound)
        var end = start
        while start > bounds.lowerBound, !isSpace(source[start - 1]) { start -= 1 }
        while end < bounds.upperBound, !isSpace(source[end]) { end += 1 }
        return start..<end
    }

    private func trimmed(_ range: Range<Int>, in source: [UInt8]) -> Range<Int> {
        var lower = range.lowerBound
        var upper = range.upperBound
        while lower < upper, source[lower] <= 0x20 { lower += 1 }
        while upper > lower, source[upper - 1] <= 0x20 { upper -= 1 }
        return lower..<upper
    }
}
