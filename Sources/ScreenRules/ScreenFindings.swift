import ScreenSyntax
import ScreenSupport

/// What the screen rules found in one file, screen by screen, with the workspace facts each
/// screen's findings were made from: what `RuleEngine.check` can reuse when the file is checked
/// again after an edit of it, or of another file, that left most screens' inputs alone.
public struct ScreenFindings: Sendable {
    public struct Screen: Sendable {
        public let findings: [Diagnostic]
        public let dependencies: FactDependencies
    }

    /// One entry per top-level screen declaration, top to bottom; nil for a screen that must be
    /// checked (again).
    public private(set) var screens: [Screen?]
    /// What the file-wide rules read when they last ran (they run on every check; this says
    /// whether a change of facts can change their findings).
    public private(set) var fileDependencies: FactDependencies

    init(screens: [Screen?], fileDependencies: FactDependencies) {
        self.screens = screens
        self.fileDependencies = fileDependencies
    }

    /// The findings after the edit of `replaced`: the screens it replaced are unknown, those
    /// after it move with the text. A kept screen whose findings point into the edited text
    /// (a related location in another screen of the file) becomes unknown too.
    public func applying(_ replaced: ScreenReplacement, path: String) -> ScreenFindings {
        applying(CollectionOfOne(replaced), path: path)
    }

    /// The findings after the edits of `replacements`, in order, each in the text the one
    /// before left: what applying them one at a time gives, with each kept finding copied
    /// once, not once per edit (an editor's keystrokes can wait in dozens for a check).
    public func applying<Replacements: Collection<ScreenReplacement>>(_ replacements: Replacements, path: String) -> ScreenFindings {
        guard !replacements.isEmpty else { return self }
        // Which screen of these findings each screen after the edits is; nil for one parsed anew.
        var origins = screens.indices.map(Optional.some)
        for replaced in replacements {
            guard replaced.oldScreens.upperBound <= origins.count else {
                origins = Array(repeating: nil, count: max(0, origins.count - replaced.oldScreens.count) + replaced.newScreenCount)
                continue
            }
            origins.replaceSubrange(replaced.oldScreens, with: repeatElement(nil, count: replaced.newScreenCount))
        }
        var result = self
        result.screens = origins.map { $0.flatMap { screens[$0] } }
        return result.mappingRelatedLocations(into: path, through: replacements.map(\.edit), includingOwnRanges: true).findings
    }

    /// The findings after an edit of the file `path` that moved text: their ranges in that file
    /// move with it (for another file's findings, only related locations can be there). A
    /// screen with a range that overlaps the edited text becomes unknown. `moved` says whether
    /// any finding changed.
    public func mappingRelatedLocations(into path: String, through edit: SourceEdit, includingOwnRanges: Bool = false) -> (findings: ScreenFindings, moved: Bool) {
        mappingRelatedLocations(into: path, through: CollectionOfOne(edit), includingOwnRanges: includingOwnRanges)
    }

    private func mappingRelatedLocations<Edits: Collection<SourceEdit>>(into path: String, through edits: Edits, includingOwnRanges: Bool) -> (findings: ScreenFindings, moved: Bool) {
        var result = self
        var moved = false
        // What precedes an edit does not move, so it precedes the next edit as it is: a
        // range precedes them all when it ends before the first place one of them starts.
        guard let firstEdited = edits.lazy.map(\.range.lowerBound).min() else { return (self, false) }
        for index in screens.indices {
            guard let screen = screens[index] else { continue }
            YieldingWork.pausePoint()
            // A screen before the edits keeps its findings as they are, without a copy.
            if screen.findings.indices.allSatisfy({ screen.findings[$0].precedes(firstEdited, inFile: path, includingOwnRanges: includingOwnRanges) }) { continue }
            var findings: [Diagnostic] = []
            findings.reserveCapacity(screen.findings.count)
            var lost = false
            for finding in screen.findings {
                guard let mapped = finding.mapped(through: edits, inFile: path, includingOwnRanges: includingOwnRanges) else {
                    lost = true
                    break
                }
                // A location no edit reaches is where it was; one an edit reaches moved, or
                // its line may have.
                if !moved, finding.related.contains(where: { $0.file == path && $0.range.upperBound > firstEdited }) { moved = true }
                findings.append(mapped)
            }
            result.screens[index] = lost ? nil : Screen(findings: findings, dependencies: screen.dependencies)
            if lost { moved = true }
        }
        return (result, moved)
    }

    /// The findings once the workspace's facts changed by `change`: screens whose findings
    /// were made from changed facts are unknown. `affected` says whether the file's findings
    /// can differ (a screen became unknown, or the file-wide rules read changed facts).
    public func invalidating(_ change: FactChange) -> (findings: ScreenFindings, affected: Bool) {
        var result = self
        var affected = fileDependencies.areAffected(by: change)
        for index in screens.indices where screens[index]?.dependencies.areAffected(by: change) == true {
            result.screens[index] = nil
            affected = true
        }
        return (result, affected)
    }

    /// The findings after the text of another file `path` was replaced whole: screens with a
    /// related location there are unknown. `affected` says whether there were any.
    public func forgettingRelatedLocations(into path: String) -> (findings: ScreenFindings, affected: Bool) {
        var result = self
        var affected = false
        for index in screens.indices where screens[index]?.findings.contains(where: { $0.related.contains { $0.file == path } }) == true {
            result.screens[index] = nil
            affected = true
        }
        return (result, affected)
    }
}

extension Diagnostic {
    /// The same finding in the text after `edit` of the file `path`; nil when one of its
    /// ranges there overlaps the edited bytes, so the finding must be made again. Its own
    /// range and fixes are in `path` only when `includingOwnRanges` (it is a finding of that
    /// file); related locations say their file.
    public func mapped(through edit: SourceEdit, inFile path: String, includingOwnRanges: Bool = true) -> Diagnostic? {
        mapped(through: CollectionOfOne(edit), inFile: path, includingOwnRanges: includingOwnRanges)
    }

    /// The same finding after `edits` in order, each in the text the one before left.
    func mapped<Edits: Collection<SourceEdit>>(through edits: Edits, inFile path: String, includingOwnRanges: Bool) -> Diagnostic? {
        var mapped = self
        if includingOwnRanges {
            guard let range = edits.mapped(range) else { return nil }
            mapped.range = range
            for fix in fixes.indices {
                for index in fixes[fix].edits.indices {
                    guard let range = edits.mapped(fixes[fix].edits[index].range) else { return nil }
                    // Written only when it moved: a write copies the fix's edits.
                    if range != fixes[fix].edits[index].range { mapped.fixes[fix].edits[index].range = range }
                }
            }
        }
        for index in related.indices where related[index].file == path {
            guard let range = edits.mapped(related[index].range) else { return nil }
            if range != related[index].range { mapped.related[index].range = range }
        }
        return mapped
    }

    /// Whether edits of the file `path` from `start` on leave it as it is: every range of it
    /// there (its own and its fixes' when `includingOwnRanges`) ends by `start`, as
    /// `mapped(through:inFile:includingOwnRanges:)` would find.
    func precedes(_ start: Int, inFile path: String, includingOwnRanges: Bool) -> Bool {
        if includingOwnRanges {
            guard range.upperBound <= start else { return false }
            for fix in fixes.indices {
                for index in fixes[fix].edits.indices where fixes[fix].edits[index].range.upperBound > start { return false }
            }
        }
        for index in related.indices where related[index].range.upperBound > start && related[index].file == path { return false }
        return true
    }

    /// Whether one of its related locations is in the file `path`.
    public func relates(to path: String) -> Bool {
        related.contains { $0.file == path }
    }
}
