import ScreenSyntax
import ScreenRules
import ScreenSupport

/// Findings by file, stamped with the generations they were computed for: all of a file's
/// findings, and the screen rules' findings screen by screen, which edits of the file and
/// changes of the workspace's facts carry over to the next generation.
final class DiagnosticsCache: @unchecked Sendable {
    struct Stamp: Equatable {
        let file: Int
        let workspace: Int

        /// Whether findings stamped `self` are at least as recent as those stamped `other`
        /// (generations only grow).
        func isNotOlder(than other: Stamp) -> Bool { file >= other.file && workspace >= other.workspace }
    }

    struct Entry {
        var stamp: Stamp
        var screenFindings: ScreenFindings
        /// Nil until the file is checked at this stamp.
        var diagnostics: [Diagnostic]?
        /// The other files its findings point into.
        var relatedFiles: Set<String>

        init(stamp: Stamp, screenFindings: ScreenFindings, diagnostics: [Diagnostic]?, path: String) {
            self.stamp = stamp
            self.screenFindings = screenFindings
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
        lock.withLock {
            guard let entry = entries[key], entry.stamp == stamp else { return nil }
            return entry
        }
    }

    func screenFindings(_ key: String, _ stamp: Stamp) -> ScreenFindings? {
        lookup(key, stamp)?.screenFindings
    }

    /// Keeps findings unless newer ones are kept already (a snapshot may finish checking after
    /// the file has changed again).
    func store(_ key: String, _ stamp: Stamp, screenFindings: ScreenFindings, diagnostics: [Diagnostic]? = nil) {
        lock.withLock {
            if let existing = entries[key], existing.stamp != stamp, existing.stamp.isNotOlder(than: stamp) { return }
            entries[key] = Entry(stamp: stamp, screenFindings: screenFindings, diagnostics: diagnostics, path: key)
        }
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
                let (findings, changed) = entry.screenFindings.invalidating(change)
                var carried = entry
                carried.stamp = Stamp(file: entry.stamp.file, workspace: new)
                carried.screenFindings = findings
                if changed {
                    carried.diagnostics = nil
                    affected.insert(key)
                }
                entries[key] = carried
            }
            return affected
        }
    }
}
