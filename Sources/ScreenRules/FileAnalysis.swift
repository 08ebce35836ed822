import ScreenSyntax

/// What is known about one file on its own: its tree, its lines, its screens and what the
/// workspace needs from it. Immutable; the workspace reuses it until the file changes.
public struct FileAnalysis: Sendable {
    public let path: String
    public let tree: SyntaxTree
    public let lines: LineIndex
    public let screens: [ScreenModel]
    public let summary: FileSummary
    public let syntaxErrors: [SyntaxError]

    public init(path: String, source: [UInt8]) {
        self.path = path
        self.tree = SyntaxTree(parsing: source)
        self.lines = LineIndex(source)
        self.screens = SourceFileSyntax(tree).screens.map(ScreenModel.init)
        self.summary = FileSummary(path: path, screens: screens)
        self.syntaxErrors = tree.syntaxErrors()
    }
}
