import ScreenFormat

extension FromProtocol {
    /// The editor's formatting options as the formatter's; what the editor leaves out keeps
    /// the style's default.
    func formatOptions(_ options: FormattingOptions) -> FormatOptions {
        var result = FormatOptions.defaults
        if let tabSize = options.tabSize {
            result.indentWidth = min(max(tabSize, FormatOptions.indentWidthRange.lowerBound), FormatOptions.indentWidthRange.upperBound)
        }
        if let insertSpaces = options.insertSpaces { result.useTabs = !insertSpaces }
        if let insertFinalNewline = options.insertFinalNewline { result.insertFinalNewline = insertFinalNewline }
        if let trimFinalNewlines = options.trimFinalNewlines { result.trimFinalNewlines = trimFinalNewlines }
        return result
    }
}
