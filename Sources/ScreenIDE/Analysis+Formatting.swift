import ScreenFormat
import ScreenRules
import ScreenSyntax

/// What formatting a document gives the editor: the edits, or why there are none.
public enum FormattingAnswer: Sendable, Equatable {
    case edits([SourceEdit])
    /// The document has syntax errors (how many, and the byte offset of the first).
    case refused(errorCount: Int, firstError: Int)
}

extension Analysis {
    /// The formatter's style for a document: screenkit.json's `"format"` when the project
    /// sets one (the project's word, so every editor and the CLI agree), else the editor's.
    public func formatOptions(editor: FormatOptions) -> FormatOptions {
        configuration.format ?? editor
    }

    /// `textDocument/formatting`: the edits that format the whole document.
    public func formatting(_ key: String, options: FormatOptions) -> FormattingAnswer? {
        guard let file = file(key) else { return nil }
        switch ScreenFormatter.format(file.tree, syntaxErrors: file.syntaxErrors, options: formatOptions(editor: options)) {
        case .formatted(let result): return .edits(result.edits)
        case .refused(let errors): return .refused(errorCount: errors.count, firstError: errors.first?.range.lowerBound ?? 0)
        }
    }

    /// `textDocument/rangeFormatting`: the edits inside the whole members (screens,
    /// properties, elements) that touch `range`, and the indentation before the first.
    public func rangeFormatting(_ key: String, range: Range<Int>, options: FormatOptions) -> FormattingAnswer? {
        guard let file = file(key), let whole = formatting(key, options: options) else { return nil }
        guard case .edits(let edits) = whole else { return whole }
        let span = FormattingSpan.members(touching: range, in: file.tree)
        return .edits(edits.filter { span.lowerBound <= $0.range.upperBound && $0.range.upperBound <= span.upperBound })
    }

    /// `textDocument/onTypeFormatting` after `}` or a line break: the indentation of the line
    /// that holds `offset`, from the brackets open before it. It only touches that line's
    /// leading white space, so it also works while the text is incomplete.
    public func indentLine(_ key: String, at offset: Int, options: FormatOptions) -> [SourceEdit] {
        guard let file = file(key) else { return [] }
        return FormattingSpan.indentation(ofLineAt: offset, in: file.tree, lines: file.lines, options: formatOptions(editor: options))
    }
}
