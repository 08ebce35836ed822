import ScreenSyntax
import ScreenRules
import ScreenSupport

/// The IDE layer's front door: the texts of all files the editor and the disk provide, and
/// immutable snapshots of what is known about them. It speaks byte offsets and plain values;
/// the LSP edge converts positions and protocol types.
///
/// Files are named by opaque keys (the LSP edge uses document URIs). The host is owned by
/// one task; snapshots are `Sendable` and may be read anywhere.
public final class AnalysisHost {
    private var files: [String: FileAnalysis] = [:]
    private var fileGenerations: [String: Int] = [:]
    private var generation = 0
    private var index = WorkspaceIndex([])
    /// Set when some file's facts changed; the index is rebuilt once, when the next snapshot
    /// is taken. Moved text only updates the index's positions.
    private var indexIsStale = false
    /// Bumped when the workspace's facts or the configuration change. Findings made from
    /// facts that did not change are carried to the new generation; a new configuration
    /// leaves none. Moving text alone (ranges in summaries) does not bump it.
    private var workspaceGeneration = 0
    private var configuration = Configuration.defaults
    private let cache = DiagnosticsCache()
    private let usage = WorkspaceUsageCache()
    private var affectedFiles: Set<String> = []

    public init() {}

    /// Sets a file's whole text, for an opened document, a full change or a file read from disk.
    public func setText(_ text: [UInt8], for key: String) {
        install(FileAnalysis(path: key, source: text), for: key, carryingThrough: nil, edits: nil)
    }

    /// Applies an editor's changes in order. `resolve` gives each change in bytes of the text
    /// left by the one before (the LSP edge converts positions there, against that text's
    /// line index). Each edit reparses only the screens it touches, and the findings of the
    /// other screens are kept for the next check. Returns the new text.
    @discardableResult
    public func applyChanges<Change>(_ changes: [Change], to key: String, resolve: (Change, LineIndex) -> DocumentChange) -> [UInt8] {
        var file = files[key] ?? FileAnalysis(path: key, source: [])
        // The screens each edit replaced, through which the findings of the old text are
        // carried to the new one; nil once they cannot be (a change replaced the whole text).
        var replacements: [ScreenReplacement]? = fileGenerations[key] == nil ? nil : []
        // Nil once a change replaced the whole text: then no position maps to the new text.
        var edits: [SourceEdit]? = []
        for change in changes {
            switch resolve(change, file.lines) {
            case .wholeText(let text):
                file = FileAnalysis(path: key, source: text)
                replacements = nil
                edits = nil
            case .edit(let edit):
                let clamped = edit.clamped(to: file.tree.source.count)
                let replaced: ScreenReplacement?
                (file, replaced) = file.applying(clamped)
                if let replaced { replacements?.append(replaced) } else { replacements = nil }
                edits?.append(clamped)
            }
        }
        install(file, for: key, carryingThrough: replacements, edits: files[key] == nil ? nil : edits)
        return file.tree.source
    }

    /// Makes `analysis` the file's current one. The screen rules' findings of the file's
    /// previous text are carried through `replacements` when given (the text became this one
    /// by `edits`; both are nil when it was replaced whole).
    private func install(_ analysis: FileAnalysis, for key: String, carryingThrough replacements: [ScreenReplacement]?, edits: [SourceEdit]?) {
        let previous = files[key]?.summary
        let hadText = files[key] != nil
        let previousStamp = fileGenerations[key].map { DiagnosticsCache.Stamp(file: $0, workspace: workspaceGeneration) }
        files[key] = analysis
        generation += 1
        fileGenerations[key] = generation
        if let replacements, let previousStamp {
            cache.carry(key, from: previousStamp, to: DiagnosticsCache.Stamp(file: generation, workspace: workspaceGeneration), through: replacements)
        }
        // Other files' findings may point here (a related location).
        if hadText {
            if let edits {
                for edit in edits {
                    affectedFiles.formUnion(cache.mapRelatedLocations(into: key, through: edit, workspace: workspaceGeneration))
                }
            } else {
                affectedFiles.formUnion(cache.forgetRelatedLocations(into: key, workspace: workspaceGeneration))
            }
        }
        guard let previous else {
            changeFacts(FactChange(from: nil, to: analysis.summary), in: key)
            return
        }
        // After one edit, only the screens it made are compared: the others are the same or
        // moved with the text, and comparing every screen at every keystroke cost a large
        // file more than the rest of the edit.
        let differing = DifferingScreens(from: previous, to: analysis.summary, by: edits?.count == 1 ? analysis.summaryEdit : nil)
        guard !differing.areEqual else { return }
        guard differing.haveSameFacts else {
            changeFacts(FactChange(from: previous, to: analysis.summary), in: key)
            return
        }
        // Findings elsewhere moved their locations here with the text; where a position did
        // not move with it, they are made again. (A text replaced whole forgot them above.)
        if let edits, let misplaced = FactChange(placesFrom: differing, through: edits) {
            changeFacts(misplaced, in: key)
        } else if !indexIsStale {
            index = index.updatingPositions(from: analysis.summary)
        }
    }

    public func removeFile(_ key: String) {
        guard let removed = files.removeValue(forKey: key) else { return }
        fileGenerations[key] = nil
        cache.remove(key)
        affectedFiles.formUnion(cache.forgetRelatedLocations(into: key, workspace: workspaceGeneration))
        if !removed.summary.screens.isEmpty {
            changeFacts(FactChange(from: removed.summary, to: nil), in: key)
        }
    }

    /// The workspace's facts changed by `change`, from the file `key`: the index is made
    /// again, and every file's findings made from changed facts are forgotten.
    private func changeFacts(_ change: FactChange, in key: String) {
        indexIsStale = true
        let old = workspaceGeneration
        workspaceGeneration += 1
        affectedFiles.formUnion(cache.apply(change, from: old, to: workspaceGeneration))
        affectedFiles.remove(key)
    }

    /// The files other than those changed whose findings may have changed since the last call:
    /// they depended on facts of a changed file, or pointed into its text. An editor shows
    /// them again.
    public func takeAffectedFiles() -> Set<String> {
        defer { affectedFiles = [] }
        return affectedFiles
    }

    public func setConfiguration(_ configuration: Configuration) {
        guard configuration != self.configuration else { return }
        self.configuration = configuration
        workspaceGeneration += 1
    }

    /// The stamp a snapshot taken now would give the findings of `key`; nil for a file the
    /// host does not hold. Findings made for another stamp are stale.
    public func findingsStamp(for key: String) -> FindingsStamp? {
        fileGenerations[key].map { FindingsStamp(DiagnosticsCache.Stamp(file: $0, workspace: workspaceGeneration)) }
    }

    public var snapshot: Analysis {
        if indexIsStale {
            index = WorkspaceIndex(files.values.map(\.summary))
            indexIsStale = false
        }
        return Analysis(files: files, fileGenerations: fileGenerations, index: index, workspaceGeneration: workspaceGeneration, configuration: configuration, cache: cache, usage: usage)
    }
}

/// What is known about every file at one moment. Findings are computed on first request, and
/// each screen's are kept for later snapshots until an edit touches the screen, a fact it read
/// changes, or the configuration does.
public struct Analysis: Sendable {
    let files: [String: FileAnalysis]
    let fileGenerations: [String: Int]
    public let index: WorkspaceIndex
    let workspaceGeneration: Int
    public let configuration: Configuration
    let cache: DiagnosticsCache
    let usage: WorkspaceUsageCache

    /// What the workspace's files use, for completion's order and values (`WorkspaceUsageCache`).
    var workspaceUsage: WorkspaceUsage {
        usage.usage(of: files, generations: fileGenerations)
    }

    public var fileKeys: [String] { files.keys.sorted() }

    public func file(_ key: String) -> FileAnalysis? { files[key] }

    /// The file's findings if they were made already for this snapshot (by any thread), else
    /// nil: then `diagnostics(for:)` makes them, which is the costly part of an analysis.
    public func knownDiagnostics(for key: String) -> [Diagnostic]? {
        guard let stamp = findingsStamp(for: key) else { return nil }
        return cache.lookup(key, stamp.stamp)?.diagnostics
    }

    /// What `diagnostics(for:)` of this snapshot depends on: the file's generation and the
    /// workspace's; nil for a file the snapshot does not hold.
    public func findingsStamp(for key: String) -> FindingsStamp? {
        guard files[key] != nil, let fileGeneration = fileGenerations[key] else { return nil }
        return FindingsStamp(DiagnosticsCache.Stamp(file: fileGeneration, workspace: workspaceGeneration))
    }

    public func diagnostics(for key: String) -> [Diagnostic] {
        guard let file = files[key], let stamp = findingsStamp(for: key)?.stamp else { return [] }
        return diagnostics(of: file, key, stamp, cached: cache.lookup(key, stamp))
    }

    /// The file's findings, or nil when the file has been edited, or the workspace's facts
    /// have changed, since this snapshot was taken: its findings would be stale when made,
    /// and with the findings kept carried on to the newer text they would be made from
    /// scratch, on every core, ahead of the newer text's check.
    public func diagnosticsUnlessSuperseded(for key: String) -> [Diagnostic]? {
        guard let file = files[key], let stamp = findingsStamp(for: key)?.stamp else { return [] }
        let (cached, isSuperseded) = cache.lookupUnlessSuperseded(key, stamp)
        guard !isSuperseded else { return nil }
        return diagnostics(of: file, key, stamp, cached: cached)
    }

    private func diagnostics(of file: FileAnalysis, _ key: String, _ stamp: DiagnosticsCache.Stamp, cached: DiagnosticsCache.Entry?) -> [Diagnostic] {
        if let diagnostics = cached?.diagnostics { return diagnostics }
        let (diagnostics, screenFindings) = RuleEngine.check(file, workspace: index, configuration: configuration, knowing: cached?.screenFindings, jobs: ParallelMap.coreCount)
        cache.store(key, stamp, screenFindings: screenFindings, diagnostics: diagnostics)
        return diagnostics
    }
}

/// The generations a file's findings were made for. Two snapshots that stamp a file alike
/// give it the same findings.
public struct FindingsStamp: Sendable, Equatable {
    let stamp: DiagnosticsCache.Stamp

    init(_ stamp: DiagnosticsCache.Stamp) {
        self.stamp = stamp
    }
}

/// One change an editor reports, in bytes: the whole new text, or an edit of the text left
/// by the change before it.
public enum DocumentChange: Sendable, Equatable {
    case wholeText([UInt8])
    case edit(SourceEdit)
}
