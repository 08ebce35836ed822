import ScreenSyntax

/// The formatter: one style (Docs/formatting.md) applied to the lossless tree. It changes
/// only the white space between tokens; every token and comment stays, in order, and the
/// result formats to itself.
public enum ScreenFormatter {
    /// Formats `tree`, or refuses when the text has syntax errors.
    public static func format(_ tree: SyntaxTree, options: FormatOptions = .defaults) -> FormatOutcome {
        format(tree, syntaxErrors: tree.syntaxErrors(), options: options)
    }

    /// Formats `tree`, whose syntax errors are known already (an editor's document has them
    /// from its analysis), or refuses when there are any.
    public static func format(_ tree: SyntaxTree, syntaxErrors errors: [SyntaxError], options: FormatOptions = .defaults) -> FormatOutcome {
        guard errors.isEmpty else { return .refused(errors) }
        return .formatted(tree.source.withUnsafeBufferPointer { bytes in
            var engine = LayoutEngine(bytes: bytes, tokens: tree.tokens, options: options)
            return engine.run(source: tree.source)
        })
    }

    /// Formats UTF-8 text.
    public static func format(_ source: [UInt8], options: FormatOptions = .defaults) -> FormatOutcome {
        format(SyntaxTree(parsing: source), options: options)
    }
}
