import ScreenSyntax

/// A formatted text and the edits that make it from the original.
public struct FormattedText: Sendable, Equatable {
    public var text: [UInt8]
    /// Each edit as the range it replaces and where its new text lies in `text`: the edits'
    /// bytes are made only when asked for (a check or a pipe never needs them).
    var spans: [(replaced: Range<Int>, written: Range<Int>)]

    /// The smallest changes (the white space between two tokens, replaced; byte offsets in
    /// the text that was formatted, in order, never overlapping): one per run of white space that differs, trimmed to the bytes
    /// that change, so that an editor's cursor and marks outside them stay where they were.
    public var edits: [SourceEdit] {
        spans.map { SourceEdit(range: $0.replaced, replacement: Array(text[$0.written])) }
    }

    public var changed: Bool { !spans.isEmpty }

    public static func == (lhs: FormattedText, rhs: FormattedText) -> Bool {
        lhs.text == rhs.text && lhs.edits == rhs.edits
    }
}

/// What formatting a text gives: the formatted text, or the syntax errors that stopped it.
public enum FormatOutcome: Sendable {
    case formatted(FormattedText)
    /// A text with syntax errors is left as it is: where the parser had to guess, moving white
    /// space could change what the text means.
    case refused([SyntaxError])
}

