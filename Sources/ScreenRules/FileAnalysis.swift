import ScreenSyntax

/// What is known about one file on its own: its tree, its lines, its screens and what the
/// workspace needs from it. Immutable; the workspace reuses it until the file changes.
///
/// Screen models are not kept: they are built when asked for, so that an edit, which re-checks
/// only the screens it touches, neither builds nor holds a model of every screen. The summary
/// is read from the syntax.
public struct FileAnalysis: Sendable {
    public let path: String
    public let tree: SyntaxTree
    /// Its lines; a section's analysis shares its file's, made when first asked for.
    public var lines: LineIndex {
        switch lineStorage {
        case .made(let lines): lines
        case .lazy(let lines): lines.whole
        }
    }
    private let lineStorage: LineStorage
    /// The top-level screen declarations, top to bottom.
    public let screenDeclarations: [ScreenDeclarationSyntax]
    public let summary: FileSummary
    public let syntaxErrors: [SyntaxError]
    /// How the edit that made this analysis from the previous one changed the summary; nil
    /// for an analysis of a whole text.
    public let summaryEdit: SummaryEdit?

    public init(path: String, source: [UInt8]) {
        let tree = SyntaxTree(parsing: source)
        let declarations = SourceFileSyntax(tree).screens
        self.init(path: path, tree: tree, lines: .made(LineIndex(source)), screenDeclarations: declarations,
                  summary: FileSummary(path: path, declarations: declarations), syntaxErrors: tree.syntaxErrors())
    }

    /// The analysis of one section's tree (`SyntaxTree(parsing:section:)`) with the whole
    /// file's lines (scanned when first asked for) and the section's part of the file's
    /// summary, already made.
    init(path: String, sectionTree tree: SyntaxTree, lines: LazyLineIndex, summary: FileSummary) {
        self.init(path: path, tree: tree, lines: .lazy(lines), screenDeclarations: SourceFileSyntax(tree).screens, summary: summary, syntaxErrors: tree.syntaxErrors())
    }

    private enum LineStorage {
        case made(LineIndex)
        case lazy(LazyLineIndex)
    }

    private init(
        path: String, tree: SyntaxTree, lines: LineStorage, screenDeclarations: [ScreenDeclarationSyntax], summary: FileSummary, syntaxErrors: [SyntaxError],
        summaryEdit: SummaryEdit? = nil
    ) {
        self.summaryEdit = summaryEdit
        self.path = path
        self.tree = tree
        lineStorage = lines
        self.screenDeclarations = screenDeclarations
        self.summary = summary
        self.syntaxErrors = syntaxErrors
    }

    /// The model of the screen declared `index`th, built anew.
    public func screenModel(_ index: Int) -> ScreenModel { ScreenModel(screenDeclarations[index]) }

    /// The models of every screen, built anew on each call.
    public func makeScreenModels() -> [ScreenModel] { screenDeclarations.map(ScreenModel.init) }

    /// The analysis of the text after `edit`. When the tree could be reparsed around the edit,
    /// `replaced` says which screens are new; the others' summaries are kept (moved by the
    /// edit's delta when they follow it) and only the new screens are summarized.
    public func applying(_ edit: SourceEdit) -> (analysis: FileAnalysis, replaced: ScreenReplacement?) {
        let (tree, replaced) = tree.applying(edit)
        guard let replaced else { return (FileAnalysis(path: path, source: tree.source), nil) }
        let lines = lines.applying(edit, to: tree.source)
        let declarations = SourceFileSyntax(tree).screens
        let newScreens = replaced.oldScreens.lowerBound..<(replaced.oldScreens.lowerBound + replaced.newScreenCount)
        let oldStart = replaced.oldScreens.lowerBound < screenDeclarations.count ? screenDeclarations[replaced.oldScreens.lowerBound].headRange.lowerBound : Int.max
        let oldEnd = replaced.oldScreens.upperBound < screenDeclarations.count ? screenDeclarations[replaced.oldScreens.upperBound].headRange.lowerBound : Int.max
        // Summaries are only of named screens, so they are matched to screens by position.
        let before = summary.screens.prefix { $0.nameRange.lowerBound < oldStart }
        let after = summary.screens.drop { $0.nameRange.lowerBound < oldEnd }
        let inserted = FileSummary(path: path, declarations: declarations[newScreens]).screens
        let summary = FileSummary(path: path, screens: Array(before) + inserted + after.map { $0.moved(by: edit.delta) })
        let summaryEdit = SummaryEdit(edit: edit, replaced: before.count..<after.startIndex, inserted: before.count..<(before.count + inserted.count))
        let errors = tree.syntaxErrors(after: replaced, previous: syntaxErrors)
        return (FileAnalysis(path: path, tree: tree, lines: .made(lines), screenDeclarations: declarations, summary: summary, syntaxErrors: errors, summaryEdit: summaryEdit), replaced)
    }
}
