import ScreenSyntax

/// Everything known about one file: its tree, its lines and its diagnostics. Immutable, so
/// the language server can answer hovers from the latest one while the next is computed.
public struct FileAnalysis: Sendable {
    public let path: String
    public let tree: SyntaxTree
    public let lines: LineIndex
    public let diagnostics: [Diagnostic]

    public init(path: String, source: [UInt8]) {
        self.path = path
        self.tree = SyntaxTree(parsing: source)
        self.lines = LineIndex(source)
        self.diagnostics = tree.syntaxErrors().map(Diagnostic.init)
    }
}
