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

    public init() {}

    /// Sets a file's whole text, for an opened document, a full change or a file read from disk.
    public func setText(_ text: [UInt8], for key: String) {
        files[key] = FileAnalysis(path: key, source: text)
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
        files[key] = nil
    }

    public var snapshot: Analysis { Analysis(files: files) }
}

/// What is known about every file at one moment.
public struct Analysis: Sendable {
    let files: [String: FileAnalysis]

    public var fileKeys: [String] { files.keys.sorted() }

    public func file(_ key: String) -> FileAnalysis? { files[key] }

    public func diagnostics(for key: String) -> [Diagnostic] {
        files[key]?.diagnostics ?? []
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
