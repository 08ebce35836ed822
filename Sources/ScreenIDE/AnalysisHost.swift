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
        let analysis = FileAnalysis(path: key, source: text)
        let previous = files[key]?.summary
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
    }

    /// Applies an editor's changes in order, each in line positions of the text left by the
    /// one before, and analyses the result once. A change without a range replaces the whole
    /// text. Positions outside the text are clamped to it.
    @discardableResult
    public func applyChanges(_ changes: [TextChange], encoding: PositionEncoding, to key: String) -> [UInt8] {
        var text = files[key]?.tree.source ?? []
        for change in changes {
            guard let range = change.range else {
                text = Array(change.newText.utf8)
                continue
            }
            let lines = LineIndex(text)
            let lower = lines.offset(of: range.lowerBound, in: encoding)
            let upper = max(lower, lines.offset(of: range.upperBound, in: encoding))
            text.replaceSubrange(lower..<upper, with: Array(change.newText.utf8))
        }
        setText(text, for: key)
        return text
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
        if let cached = cache.lookup(key, stamp) { return cached }
        let diagnostics = RuleEngine.check(file, workspace: index, configuration: configuration)
        cache.store(key, stamp, diagnostics)
        return diagnostics
    }
}

/// Findings by file, stamped with the generations they were computed for.
final class DiagnosticsCache: @unchecked Sendable {
    struct Stamp: Equatable {
        let file: Int
        let workspace: Int
    }

    private let lock = Lock()
    private var entries: [String: (Stamp, [Diagnostic])] = [:]

    func lookup(_ key: String, _ stamp: Stamp) -> [Diagnostic]? {
        lock.withLock {
            guard let (stored, diagnostics) = entries[key], stored == stamp else { return nil }
            return diagnostics
        }
    }

    func store(_ key: String, _ stamp: Stamp, _ diagnostics: [Diagnostic]) {
        lock.withLock { entries[key] = (stamp, diagnostics) }
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
