import ScreenIDE
import ScreenSyntax

extension Hover {
    /// The IDE layer's hover with its byte range as positions in `encoding`.
    init(_ result: HoverResult, lines: LineIndex, encoding: PositionEncoding, markdown: Bool) {
        self.init(
            contents: MarkupContent(value: result.markdown, isMarkdown: markdown),
            range: LSPRange(result.range, in: lines, encoding: encoding))
    }
}
