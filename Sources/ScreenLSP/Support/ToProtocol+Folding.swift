import ScreenIDE
import ScreenSyntax

extension ToProtocol {
    /// A region in lines. For clients that fold whole lines, a block or list keeps the line of
    /// its closing `}` or `]` in view (the fold ends on the line before) and one that would
    /// then hold a single line is no fold; other clients get the characters inside the braces.
    func foldingRange(_ region: FoldingRegion, in lines: LineIndex, wholeLines: Bool, collapsedText: Bool) -> LSPFoldingRange? {
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
        return LSPFoldingRange(
            startLine: start.line, startCharacter: wholeLines ? nil : start.character,
            endLine: endLine, endCharacter: wholeLines ? nil : end.character,
            kind: region.kind == .comment ? "comment" : nil,
            collapsedText: collapsedText ? region.collapsedText : nil)
    }
}

extension ToProtocol {
    /// The ranges "expand selection" steps through, innermost first.
    func selectionRange(_ ranges: [Range<Int>], in lines: LineIndex) -> LSPSelectionRange {
        LSPSelectionRange(ranges: ranges.map { range($0, in: lines) })
    }
}
