import ScreenSyntax
import ScreenRules
import ScreenSupport

/// Findings by file, stamped with the generations they were computed for: all of a file's
/// findings, and the screen rules' findings screen by screen, which edits of the file and
/// changes of the workspace's facts carry over to the next generation.
final class DiagnosticsCache: @unchecked Sendable {
    struct Stamp: Sendable, Equatable {
        let file: Int
        let workspace: Int

        /// Whether findings stamped `self` are at least as recent as those stamped `other`
        /// (generations only grow).
        func isNotOlder(than other: Stamp) -> Bool { file >= other.file && workspace >= other.workspace }
    }

    struct Entry {
        var stamp: Stamp
        /// The screen findings as last made or updated, before `pendingEdits`.
        private var madeFindings: ScreenFindings
        /// Edits of the file since `madeFindings`, not yet applied to them: carrying findings
        /// through an edit walks all of them, which the loop leaves to whoever checks the file
        /// next (the diagnostics worker), so that an edit costs the loop what its parse does.
        /// Each with the generation of the file's text it led to.
        private(set) var pendingEdits: [(replacement: ScreenReplacement, file: Int)] = []
        let path: String
        /// Nil until the file is checked at this stamp.
        var diagnostics: [Diagnostic]?
        /// The other files its findings point into (edits since only remove findings, so the
        /// set may hold a file no finding points into any more, which only costs a look).
        var relatedFiles: Set<String>

        /// The screen findings for this stamp, with the pending edits applied.
        var screenFindings: ScreenFindings {
            madeFindings.applying(pendingEdits.lazy.map(\.replacement), path: path)
        }

        /// The entry for the text after `edits`, at `stamp`; its findings are carried when read.
        func carried(through edits: [ScreenReplacement], to stamp: Stamp) -> Entry {
            var carried = self
            carried.stamp = stamp
            carried.diagnostics = nil
            carried.pendingEdits += edits.map { ($0, stamp.file) }
            // However long an editor types without a check (the worker drops the jobs of texts
            // edited since), the edits kept stay few: past twice the number kept, the oldest
            // are applied here, all in one pass, so the loop copies the findings once in that
            // many edits.
            if carried.pendingEdits.count > 2 * Self.pendingEditsKept {
                let surplus = carried.pendingEdits.count - Self.pendingEditsKept
                carried.madeFindings = carried.madeFindings.applying(carried.pendingEdits.prefix(surplus).lazy.map(\.replacement), path: path)
                carried.pendingEdits.removeFirst(surplus)
            }
            return carried
        }

        private static let pendingEditsKept = 64

        /// The entry with `findings`, made for the text of file generation `file` on the way to
        /// this entry's, in place of its findings and edits up to there; nil when this entry's
        /// edits do not pass through that text.
        func rebased(on findings: ScreenFindings, madeFor file: Int) -> Entry? {
            guard let last = pendingEdits.lastIndex(where: { $0.file == file }) else { return nil }
            var rebased = Entry(stamp: stamp, screenFindings: findings, diagnostics: nil, path: path)
            rebased.pendingEdits = Array(pendingEdits[(last + 1)...])
            // The edits after only drop findings, so the files they point into are a subset.
            return rebased
        }

        /// The entry at `stamp` once the workspace's facts changed by `change`, and whether its
        /// findings may differ. Edits leave each screen's facts as they were and only drop
        /// screens, so when no screen of the findings as made read a changed fact, the
        /// pending edits stay pending.
        func invalidating(_ change: FactChange, to stamp: Stamp) -> (entry: Entry, affected: Bool) {
            var carried = self
            carried.stamp = stamp
            guard madeFindings.invalidating(change).affected else { return (carried, false) }
            let (findings, affected) = screenFindings.invalidating(change)
            carried = Entry(stamp: stamp, screenFindings: findings, relatedFiles: relatedFiles, path: path)
            if !affected { carried.diagnostics = diagnostics }
            return (carried, affected)
        }

        /// Findings whose related files are known already.
        init(stamp: Stamp, screenFindings: ScreenFindings, relatedFiles: Set<String>, path: String) {
            self.stamp = stamp
            self.madeFindings = screenFindings
            self.path = path
            self.relatedFiles = relatedFiles
        }

        init(stamp: Stamp, screenFindings: ScreenFindings, diagnostics: [Diagnostic]?, path: String) {
            self.stamp = stamp
            self.madeFindings = screenFindings
            self.path = path
            self.diagnostics = diagnostics
            var related: Set<String> = []
            // The screen findings count even when a suppression hides them from `diagnostics`:
            // they are kept, and shown again once the suppression goes.
            func note(_ findings: [Diagnostic]) {
                for index in findings.indices where !findings[index].related.isEmpty {
                    for location in findings[index].related where location.file != path { related.insert(location.file) }
                }
            }
            for screen in screenFindings.screens {
                if let screen { note(screen.findings) }
            }
            note(diagnostics ?? [])
            relatedFiles = related
        }
    }

    private let lock = Mutex()
    private var entries: [String: Entry] = [:]

    func lookup(_ key: String, _ stamp: Stamp) -> Entry? {
        lookupUnlessSuperseded(key, stamp).entry
    }

    /// The entry at `stamp`, or whether the one kept is for a later stamp: the file has been
    /// edited, or the facts changed, since a snapshot stamped `stamp` was taken (the entry
    /// was carried on, so it no longer serves that stamp).
    func lookupUnlessSuperseded(_ key: String, _ stamp: Stamp) -> (entry: Entry?, isSuperseded: Bool) {
        lock.withLock {
            guard let entry = entries[key] else { return (nil, false) }
            if entry.stamp == stamp { return (entry, false) }
            return (nil, entry.stamp.isNotOlder(than: stamp))
        }
    }

    /// Carries the findings of `key` at `old` to `new`, the stamp of its text after `edits`;
    /// they are brought through the edits when next read. Nothing is carried when the entry
    /// is not at `old` (the file was checked for another text or facts).
    func carry(_ key: String, from old: Stamp, to new: Stamp, through edits: [ScreenReplacement]) {
        lock.withLock {
            guard let entry = entries[key], entry.stamp == old else { return }
            entries[key] = entry.carried(through: edits, to: new)
        }
    }

    /// Keeps findings unless newer ones are kept already (a snapshot may finish checking after
    /// the file has changed again).
    func store(_ key: String, _ stamp: Stamp, screenFindings: ScreenFindings, diagnostics: [Diagnostic]? = nil) {
        // The entry is made, and the one it replaces freed, outside the lock, which the loop
        // takes at every edit: a large file's findings cost a millisecond to make or free.
        let entry = Entry(stamp: stamp, screenFindings: screenFindings, diagnostics: diagnostics, path: key)
        let replaced: Entry? = lock.withLock {
            if let existing = entries[key], existing.stamp != stamp, existing.stamp.isNotOlder(than: stamp) {
                // Findings made for a text the file has since been edited from stand in for
                // the findings carried to there, so that fewer edits wait to be carried.
                if existing.stamp.workspace == stamp.workspace, let rebased = existing.rebased(on: screenFindings, madeFor: stamp.file) {
                    return entries.updateValue(rebased, forKey: key)
                }
                return nil
            }
            return entries.updateValue(entry, forKey: key)
        }
        withExtendedLifetime(replaced) {}
    }

    func remove(_ key: String) {
        lock.withLock { entries[key] = nil }
    }

    /// Moves other files' related locations in the file `path` through an edit of it; findings
    /// whose location the edit overlaps are forgotten. Returns the files whose findings moved.
    func mapRelatedLocations(into path: String, through edit: SourceEdit, workspace: Int) -> Set<String> {
        updateEntries(relatingTo: path, workspace: workspace) { $0.mappingRelatedLocations(into: path, through: edit) }
    }

    /// Forgets other files' findings with a related location in the file `path`, whose text
    /// was replaced or removed. Returns the files that had some.
    func forgetRelatedLocations(into path: String, workspace: Int) -> Set<String> {
        updateEntries(relatingTo: path, workspace: workspace) { $0.forgettingRelatedLocations(into: path) }
    }

    private func updateEntries(relatingTo path: String, workspace: Int, _ update: (ScreenFindings) -> (ScreenFindings, Bool)) -> Set<String> {
        lock.withLock {
            var affected: Set<String> = []
            for (key, entry) in entries where key != path && entry.stamp.workspace == workspace && entry.relatedFiles.contains(path) {
                let (findings, changed) = update(entry.screenFindings)
                // The file-wide rules' findings may point there too; they are made again.
                entries[key] = Entry(stamp: entry.stamp, screenFindings: findings, diagnostics: nil, path: key)
                if changed || entry.diagnostics?.contains(where: { $0.relates(to: path) }) != false { affected.insert(key) }
            }
            return affected
        }
    }

    /// Carries every entry of workspace generation `old` to `new`, forgetting the screens
    /// whose findings `change` may alter. Returns the files whose findings may differ.
    func apply(_ change: FactChange, from old: Int, to new: Int) -> Set<String> {
        lock.withLock {
            var affected: Set<String> = []
            for (key, entry) in entries {
                guard entry.stamp.workspace == old else {
                    entries[key] = nil
                    continue
                }
                let (carried, changed) = entry.invalidating(change, to: Stamp(file: entry.stamp.file, workspace: new))
                if changed { affected.insert(key) }
                entries[key] = carried
            }
            return affected
        }
    }
}
