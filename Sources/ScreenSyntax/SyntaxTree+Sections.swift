/// Parsing a large text a part at a time, so that no more than one part's tokens and nodes
/// are held at once (`screenkit check` of a file of hundreds of thousands of screens).
///
/// A section is a run of top-level screens that starts at a `screen` keyword (or at the
/// start of the text) and ends right before one (or at the end). Its tree is the part of the
/// whole text's tree that covers it: the same tokens, the same nodes below the root, the same
/// syntax errors, at the same byte offsets. That is the incremental reparse's argument
/// (`SyntaxTree.applying(_:)`): every `screen` keyword starts a top-level declaration whatever
/// came before it, the parser looks at most one significant token ahead, and a section's last
/// token stops before the letter that follows it, so lexing and parsing the section alone
/// meet the same tokens as the whole parse does.
extension SyntaxTree {
    /// Splits `source` into sections of about `targetBytes` each (a section holds at least one
    /// whole top-level declaration, so one larger than that is a section of its own). The
    /// sections cover the text, in order, without gaps.
    public static func sections(of source: [UInt8], targetBytes: Int) -> [Range<Int>] {
        var sections: [Range<Int>] = []
        split(source, targetBytes: targetBytes, lexing: false) { section, _ in sections.append(section) }
        return sections
    }

    /// Splits `source` as `sections(of:targetBytes:)` does and gives `body` each section's
    /// tokens, in order, for a caller that reads some sections without their tree
    /// (`LexedSection.parsed(in:)` makes one). The tokens lexed to find where a section ends
    /// are its tokens, so the text is lexed once, not twice.
    public static func forEachLexedSection(of source: [UInt8], targetBytes: Int, _ body: (LexedSection) -> Void) {
        split(source, targetBytes: targetBytes, lexing: true) { section, tokens in body(LexedSection(range: section, tokens: tokens!)) }
    }

    private static func split(_ source: [UInt8], targetBytes: Int, lexing: Bool, _ body: (Range<Int>, TokenList?) -> Void) {
        source.withUnsafeBufferPointer { bytes in
            var start = 0
            var window = max(targetBytes, 64)
            while start < bytes.count {
                if bytes.count - start <= targetBytes {
                    body(start..<bytes.count, lexing ? Lexer.tokenize(UnsafeBufferPointer(rebasing: bytes[start...])) : nil)
                    return
                }
                let windowEnd = min(bytes.count, start + window)
                let windowBytes = UnsafeBufferPointer(rebasing: bytes[start..<windowEnd])
                var tokens = Lexer.tokenize(windowBytes)
                if let keyword = lastBoundary(in: tokens) {
                    let boundary = Int(tokens.starts[keyword])
                    tokens.keepFirst(keyword)
                    body(start..<(start + boundary), lexing ? tokens : nil)
                    start += boundary
                    window = max(targetBytes, 64)
                } else if windowEnd == bytes.count {
                    // The window reaches the end of the text, so its tokens are the section's.
                    body(start..<bytes.count, lexing ? tokens : nil)
                    return
                } else {
                    // No screen starts in the window: one declaration is larger than it.
                    window *= 2
                }
            }
        }
    }

    /// The tree of `section` of `source`, one of `sections(of:targetBytes:)`: its offsets are
    /// those of the whole text, and `source` is the whole text (shared, not copied), so that
    /// the rules read the text around a node as they would in the whole tree. Only the
    /// section's tokens and nodes are in it.
    public convenience init(parsing source: [UInt8], section: Range<Int>) {
        precondition(section.lowerBound >= 0 && section.upperBound <= source.count, "section outside the text")
        let tokens = source.withUnsafeBufferPointer { whole in Lexer.tokenize(UnsafeBufferPointer(rebasing: whole[section])) }
        self.init(source: source, section: section, localTokens: tokens)
    }

    /// Parses the section's tokens, lexed from its bytes alone (offsets from its start).
    fileprivate convenience init(source: [UInt8], section: Range<Int>, localTokens local: TokenList) {
        let nodes = source.withUnsafeBufferPointer { whole in
            let bytes = UnsafeBufferPointer(rebasing: whole[section])
            return local.kinds.withUnsafeBufferPointer { kinds in
                local.starts.withUnsafeBufferPointer { starts in
                    Parser.parse(kinds: kinds, layout: Parser.Layout(starts: starts, source: bytes))
                }
            }
        }
        self.init(source: source, tokens: local.shifted(by: section.lowerBound), nodes: nodes)
    }

    /// The last `screen` keyword of a window's tokens where a section can end: after the first
    /// token, with a token before it that stops before a letter, and lexed as in the whole
    /// text; nil when there is none.
    private static func lastBoundary(in tokens: TokenList) -> Int? {
        // The window's end may cut its last token short (a name, a number, a comment), and
        // whether `screen` is the keyword depends on the first byte after the blanks that
        // follow it (a colon makes it a name). So the keyword must have two tokens after it
        // before the last: then that byte lies in the window, and every token up to the
        // keyword was lexed as in the whole text.
        var token = tokens.count - 4
        while token > 0 {
            if tokens.kinds[token] == .screenKeyword, tokens.kinds[token - 1].stopsBeforeLetter { return token }
            token -= 1
        }
        return nil
    }
}

/// One section of a text (`SyntaxTree.sections(of:targetBytes:)`) and its tokens, lexed from
/// its bytes alone: their offsets count from the section's start.
public struct LexedSection {
    public let range: Range<Int>
    public let tokens: TokenList

    /// The section's tree, as `SyntaxTree.init(parsing:section:)` makes it, from these tokens;
    /// `source` is the whole text.
    public func parsed(in source: [UInt8]) -> SyntaxTree {
        SyntaxTree(source: source, section: range, localTokens: tokens)
    }
}

extension TokenList {
    /// The same tokens with every offset `delta` bytes further on.
    func shifted(by delta: Int) -> TokenList {
        guard delta != 0 else { return self }
        var starts = self.starts
        let shift = UInt32(truncatingIfNeeded: delta)
        starts.withUnsafeMutableBufferPointer { buffer in
            for index in buffer.indices { buffer[index] &+= shift }
        }
        return TokenList(kinds: kinds, starts: starts)
    }
}
