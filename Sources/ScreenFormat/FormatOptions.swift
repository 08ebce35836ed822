/// The few choices the style leaves open (Docs/formatting.md): how far a level indents, how
/// long a line may grow before a block or list is broken one member a line, and what happens
/// at the end of the file.
public struct FormatOptions: Sendable, Equatable {
    /// Columns per indentation level; a tab counts as this many columns.
    public var indentWidth: Int
    /// The column a one-line block or list may reach; past it, it is broken.
    public var lineWidth: Int
    /// Indents with one tab a level instead of spaces (an editor's `insertSpaces: false`).
    public var useTabs: Bool
    /// Adds a line break after the last token when the file has none.
    public var insertFinalNewline: Bool
    /// Drops the blank lines after the last token.
    public var trimFinalNewlines: Bool

    public init(indentWidth: Int = 4, lineWidth: Int = 100, useTabs: Bool = false, insertFinalNewline: Bool = true, trimFinalNewlines: Bool = true) {
        self.indentWidth = indentWidth
        self.lineWidth = lineWidth
        self.useTabs = useTabs
        self.insertFinalNewline = insertFinalNewline
        self.trimFinalNewlines = trimFinalNewlines
    }

    public static let defaults = FormatOptions()

    /// The values screenkit.json and editors may set; outside them the style stops making sense.
    public static let indentWidthRange = 1...16
    public static let lineWidthRange = 20...1000
}
