import ScreenSyntax
import ScreenRules

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
    /// Bumped when the workspace's facts or the configuration change: every file's findings
    /// may change. Moving text alone (ranges in summaries) does not bump it.
    private var workspaceGeneration = 0
    private var configuration = Configuration.defaults
    private let cache = DiagnosticsCache()

    public init() {}

    /// Sets a file's whole text, for an opened document, a full change or a file read from disk.
    public func setText(_ text: [UInt8], for key: String) {
        install(FileAnalysis(path: key, source: text), for: key, screenFindings: nil)
    }

    /// Applies an editor's changes in order, each in line positions of the text left by the
    /// one before. A change without a range replaces the whole text. Positions outside the
    /// text are clamped to it. Each change reparses only the screens it touches, and the
    /// findings of the other screens are kept for the next check.
    @discardableResult
    public func applyChanges(_ changes: [TextChange], encoding: PositionEncoding, to key: String) -> [UInt8] {
        var file = files[key] ?? FileAnalysis(path: key, source: [])
        var findings = fileGenerations[key].flatMap { cache.screenFindings(key, DiagnosticsCache.Stamp(file: $0, workspace: workspaceGeneration)) }
        for change in changes {
            guard let range = change.range else {
                file = FileAnalysis(path: key, source: Array(change.newText.utf8))
                findings = nil
                continue
            }
            let lower = file.lines.offset(of: range.lowerBound, in: encoding)
            let upper = max(lower, file.lines.offset(of: range.upperBound, in: encoding))
            let edit = SourceEdit(range: lower..<upper, replacement: Array(change.newText.utf8))
            let replaced: ScreenReplacement?
            (file, replaced) = file.applying(edit)
            findings = replaced.flatMap { findings?.applying($0, path: key) }
        }
        install(file, for: key, screenFindings: findings)
        return file.tree.source
    }

    /// Makes `analysis` the file's current one. `screenFindings` are the screen rules'
    /// findings carried over from the file's previous text; they stay valid unless the
    /// workspace's facts change.
    private func install(_ analysis: FileAnalysis, for key: String, screenFindings: ScreenFindings?) {
        let previous = files[key]?.summary
        let previousWorkspaceGeneration = workspaceGeneration
        files[key] = analysis
        generation += 1
        fileGenerations[key] = generation
        if previous != analysis.summary {
            if let previous, previous.hasSameFacts(as: analysis.summary) {
                if !indexIsStale { index = index.updatingPositions(from: analysis.summary) }
            } else {
                indexIsStale = true
                workspaceGeneration += 1
            }
        }
        if let screenFindings, workspaceGeneration == previousWorkspaceGeneration {
            cache.store(key, DiagnosticsCache.Stamp(file: generation, workspace: workspaceGeneration), screenFindings: screenFindings)
        }
    }

    public func removeFile(_ key: String) {
        guard let removed = files.removeValue(forKey: key) else { return }
        fileGenerations[key] = nil
        cache.remove(key)
        if !removed.summary.screens.isEmpty {
            indexIsStale = true
            workspaceGeneration += 1
        }
    }

    public func setConfiguration(_ configuration: Configuration) {
        guard configuration != self.configuration else { return }
        self.configuration = configuration
        workspaceGeneration += 1
    }

    public var snapshot: Analysis {
        if indexIsStale {
            index = WorkspaceIndex(files.values.map(\.summary))
            indexIsStale = false
        }
        return Analysis(files: files, fileGenerations: fileGenerations, index: index, workspaceGeneration: workspaceGeneration, configuration: configuration, cache: cache)
    }
}

/// What is known about every file at one moment. Findings are computed on first request and
/// kept until the file, the workspace index or the configuration changes.
public struct Analysis: Sendable {
    let files: [String: FileAnalysis]
    let fileGenerations: [String: Int]
    public let index: WorkspaceIndex
    let workspaceGeneration: Int
    public let configuration: Configuration
    let cache: DiagnosticsCache

    public var fileKeys: [String] { files.keys.sorted() }

    public func file(_ key: String) -> FileAnalysis? { files[key] }

    public func diagnostics(for key: String) -> [Diagnostic] {
        guard let file = files[key], let fileGeneration = fileGenerations[key] else { return [] }
        let stamp = DiagnosticsCache.Stamp(file: fileGeneration, workspace: workspaceGeneration)
        let cached = cache.lookup(key, stamp)
        if let diagnostics = cached?.diagnostics { return diagnostics }
        let (diagnostics, screenFindings) = RuleEngine.check(file, workspace: index, configuration: configuration, knowing: cached?.screenFindings)
        cache.store(key, stamp, screenFindings: screenFindings, diagnostics: diagnostics)
        return diagnostics
    }
}

/// Findings by file, stamped with the generations they were computed for: all of a file's
/// findings, and the screen rules' findings screen by screen, which an edit carries over to
/// the file's next text.
final class DiagnosticsCache: @unchecked Sendable {
    struct Stamp: Equatable {
        let file: Int
        let workspace: Int

        /// Whether findings stamped `self` are at least as recent as those stamped `other`
        /// (generations only grow).
        func isNotOlder(than other: Stamp) -> Bool { file >= other.file && workspace >= other.workspace }
    }

    struct Entry {
        let stamp: Stamp
        let screenFindings: ScreenFindings
        /// Nil until the file is checked at this stamp.
        let diagnostics: [Diagnostic]?
    }

    private let lock = Lock()
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
            entries[key] = Entry(stamp: stamp, screenFindings: screenFindings, diagnostics: diagnostics)
        }
    }

    func remove(_ key: String) {
        lock.withLock { entries[key] = nil }
    }
}

/// One change an editor reports: a range in line positions (nil for the whole text) and its
/// new text.
public struct TextChange: Sendable {
    public var range: Range<LinePosition>?
    public var newText: String

    public init(range: Range<LinePosition>?, newText: String) {
        self.range = range
        self.newText = newText
    }
}
