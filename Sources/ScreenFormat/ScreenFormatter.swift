import ScreenSyntax

/// The formatter: one style (Docs/formatting.md) applied to the lossless tree. It changes
/// only the white space between tokens; every token and comment stays, in order, and the
/// result formats to itself.
public enum ScreenFormatter {
    /// Formats `tree`, or refuses when the text has syntax errors.
    public static func format(_ tree: SyntaxTree, options: FormatOptions = .defaults) -> FormatOutcome {
        let errors = tree.syntaxErrors()
        guard errors.isEmpty else { return .refused(errors) }
        return .formatted(tree.source.withUnsafeBufferPointer { bytes in
            var engine = LayoutEngine(bytes: bytes, tokens: tree.tokens, options: options)
            return engine.run()
        })
    }

    /// Formats UTF-8 text.
    public static func format(_ source: [UInt8], options: FormatOptions = .defaults) -> FormatOutcome {
        format(SyntaxTree(parsing: source), options: options)
    }
}
