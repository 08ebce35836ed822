import ScreenSyntax

/// A large file read for checking without its whole syntax tree held: its text, lines,
/// summary and suppression comments, and the sections (`SyntaxTree.sections`) it is parsed
/// in again, one at a time, when its screens are checked
/// (`RuleEngine.check(_:workspace:configuration:rules:jobs:)`). The tokens and nodes of a
/// file of small screens take about three times its text; a section's about a megabyte.
public struct SectionedFile: Sendable {
    public let path: String
    public let source: [UInt8]
    /// Its lines, scanned when first asked for: a check converts the offsets of the findings
    /// it reports alone.
    public let lazyLines: LazyLineIndex
    public let sections: [Range<Int>]
    public let summary: FileSummary
    /// Where each section's screens start in `summary.screens`, and one more: their count.
    private let summaryStarts: [Int]
    let suppressions: Suppressions

    /// The size from which `check` reads a file in sections: below it, parsing twice would
    /// cost more time than holding the tree costs memory.
    public static let sizeToSection = 4 << 20

    /// A quarter of a megabyte: large enough that a section's parse costs little more than
    /// its share of a whole one, small enough that its tree (about five times its text, with
    /// the lexer's room reserved) is a small part of the file's memory.
    public static let defaultSectionBytes = 1 << 18

    /// Reads the file a section of about `sectionBytes` at a time.
    public init(path: String, source: [UInt8], sectionBytes: Int = defaultSectionBytes) {
        let lines = LazyLineIndex(source)
        var sections: [Range<Int>] = []
        var screens: [ScreenSummary] = []
        var summaryStarts: [Int] = []
        var suppressions = Suppressions()
        SyntaxTree.forEachLexedSection(of: source, targetBytes: sectionBytes) { section in
            sections.append(section.range)
            summaryStarts.append(screens.count)
            // Most sections are read from their tokens; one that is not plainly well formed
            // is parsed.
            if FileSummary.appendScreens(of: section, in: source, to: &screens) {
                suppressions.append(Suppressions(source: source, tokens: section.tokens, offset: section.range.lowerBound, lines: lines.whole))
            } else {
                let tree = section.parsed(in: source)
                FileSummary.appendScreens(of: SourceFileSyntax(tree).screens, to: &screens)
                suppressions.append(Suppressions(tree: tree, lines: lines.whole))
            }
        }
        summaryStarts.append(screens.count)
        self.path = path
        self.source = source
        lazyLines = lines
        self.sections = sections
        // Kept as grown, not copied to its size: the room past its end is never written, so
        // it is not resident, and a copy retained and released every summary's strings and
        // lists and held the list twice (peak memory 3.60x the findings-heavy file, now 3.52x).
        self.summary = FileSummary(path: path, screens: screens)
        self.summaryStarts = summaryStarts
        self.suppressions = suppressions
    }

    /// Its lines, the whole index.
    public var lines: LineIndex { lazyLines.whole }

    /// Where the summaries of section `index`'s screens start in `summary.screens`.
    func firstSummary(ofSection index: Int) -> Int {
        summaryStarts[index]
    }

    /// The analysis of section `index`, parsed anew: its tree holds the section's tokens and
    /// nodes, at the whole file's offsets.
    public func analysis(ofSection index: Int) -> FileAnalysis {
        let screens = summary.screens[summaryStarts[index]..<summaryStarts[index + 1]]
        return FileAnalysis(
            path: path, sectionTree: SyntaxTree(parsing: source, section: sections[index]), lines: lazyLines,
            summary: FileSummary(path: path, screens: Array(screens)))
    }
}
