import ScreenSyntax

/// What applying a file's fixes until none is left did.
public struct FixOutcome: Sendable, Equatable {
    /// The file's text after the fixes; its old text when nothing applied.
    public var source: [UInt8]
    /// How many findings of each rule a fix removed, by rule id.
    public var fixed: [String: Int]
    /// The findings left that have a fix not applied because it is unsafe.
    public var unsafeLeft: Int
    /// Whether the last pass still changed the text (the passes ran out before it settled).
    public var isUnsettled: Bool
    /// Whether a pass was not applied because it would have lost a comment (or made one); the
    /// findings it would have fixed are left.
    public var isHeldBack = false
    /// The change from the old text to `source`, as edits of the old text (sorted, none
    /// touching another), for a diff.
    public var edits: [SourceEdit] = []

    public var fixedCount: Int { fixed.values.reduce(0, +) }
}

extension FileAnalysis {
    /// The most passes `fixingAll` makes: one fix can make another's finding (a title fixed
    /// and then title-cased), rarely more than twice.
    public static let maximumFixPasses = 8

    /// Applies the fixes of the file's findings (the safe ones; also the unsafe ones when
    /// `unsafe`), checks the new text and applies again, until no fix is left or the passes
    /// run out. `workspace` gives the index a pass checks with, from this file's summary then
    /// (the file's facts can change with its text). Fixes that overlap one applied in the
    /// same pass wait for the next.
    public func fixingAll(
        unsafe: Bool = false, configuration: Configuration, workspace: (FileSummary) -> WorkspaceIndex
    ) -> FixOutcome {
        var file = self
        var outcome = FixOutcome(source: tree.source, fixed: [:], unsafeLeft: 0, isUnsettled: false)
        for pass in 0..<Self.maximumFixPasses {
            let diagnostics = RuleEngine.check(file, workspace: workspace(file.summary), configuration: configuration)
            let fixable = diagnostics.compactMap { diagnostic in
                diagnostic.fixes.first { $0.isSafe || unsafe }.map { (diagnostic.ruleID, $0) }
            }
            outcome.unsafeLeft = unsafe ? 0 : diagnostics.filter { diagnostic in
                !diagnostic.fixes.isEmpty && !diagnostic.fixes.contains(where: \.isSafe)
            }.count
            guard !fixable.isEmpty else { return outcome }
            let applied = SourceEdit.applyingFixes(fixable.map(\.1), to: file.tree.source)
            guard applied.source != file.tree.source else { return outcome }
            let next = FileAnalysis(path: path, source: applied.source)
            // A pass that would lose or add a comment is not applied: what the user wrote stays,
            // and the findings it would have fixed are left to be fixed by hand. (A move takes
            // comments past others, so their order may change.)
            guard next.tree.sortedComments == file.tree.sortedComments else {
                outcome.isHeldBack = true
                return outcome
            }
            for index in applied.appliedFixes {
                outcome.fixed[fixable[index].0, default: 0] += 1
            }
            file = next
            outcome.source = applied.source
            outcome.edits = SourceEdit.composing(outcome.edits, with: applied.edits)
            if pass == Self.maximumFixPasses - 1 { outcome.isUnsettled = true }
        }
        return outcome
    }
}

extension SourceEdit {
    /// Applies whole fixes to `source`: a fix whose edits overlap one taken before it is left
    /// for a later pass, so that no fix is applied in part. Returns the new text, the indices
    /// of the fixes applied and their edits.
    public static func applyingFixes(_ fixes: [Fix], to source: [UInt8]) -> (source: [UInt8], appliedFixes: [Int], edits: [SourceEdit]) {
        var taken: [SourceEdit] = []
        var applied: [Int] = []
        for (index, fix) in fixes.enumerated() {
            let clashes = fix.edits.contains { edit in
                edit.range.upperBound > source.count || taken.contains { $0.overlaps(edit) } || fix.edits.contains { $0 != edit && $0.overlaps(edit) }
            }
            guard !clashes else { continue }
            taken += fix.edits
            applied.append(index)
        }
        return (apply(taken, to: source).result, applied, taken)
    }

    /// Whether the two edits touch the same bytes, or insert at the same place.
    func overlaps(_ other: SourceEdit) -> Bool {
        if range.isEmpty && other.range.isEmpty { return range.lowerBound == other.range.lowerBound }
        return range.lowerBound < other.range.upperBound && other.range.lowerBound < range.upperBound
    }
}

extension WorkspaceIndex {
    /// The index with one file's summary in place of the one it had (or added).
    public func replacing(_ summary: FileSummary) -> WorkspaceIndex {
        WorkspaceIndex(files + [summary])
    }
}
