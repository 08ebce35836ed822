import ScreenIDE
import ScreenSyntax

extension LSPFoldingRange {
    /// A region in lines. For clients that fold whole lines, a block or list keeps the line of
    /// its closing `}` or `]` in view (the fold ends on the line before) and one that would
    /// then hold a single line is no fold; other clients get the characters inside the braces.
    init?(_ region: FoldingRegion, lines: LineIndex, encoding: PositionEncoding, wholeLines: Bool, collapsedText: Bool) {
        let start = lines.position(ofOffset: wholeLines ? region.range.lowerBound : region.inner.lowerBound, in: encoding)
        let end = lines.position(ofOffset: region.inner.upperBound, in: encoding)
        var endLine = end.line
        if wholeLines, region.kind != .comment {
            // What stands before the closing brace on its line: only white space means the
            // line holds the brace alone, and it stays in view.
            let lineStart = lines.lineRange(end.line).lowerBound
            let beforeClose = lines.source[lineStart..<region.inner.upperBound]
            if beforeClose.allSatisfy({ $0 == UInt8(ascii: " ") || $0 == UInt8(ascii: "\t") }), region.inner.upperBound < region.range.upperBound {
                endLine -= 1
            }
        }
        guard endLine > start.line else { return nil }
        self.init(
            startLine: start.line, startCharacter: wholeLines ? nil : start.character,
            endLine: endLine, endCharacter: wholeLines ? nil : end.character,
            kind: region.kind == .comment ? "comment" : nil,
            collapsedText: collapsedText ? region.collapsedText : nil)
    }
}
