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

    /// Applies edits given in byte offsets of the current text, in order, and returns the new text.
    /// Edits outside the text are clamped to it.
    @discardableResult
    public func applyEdits(_ edits: [TextEdit], to key: String) -> [UInt8] {
        var text = files[key]?.tree.source ?? []
        for edit in edits {
            let lower = min(max(edit.range.lowerBound, 0), text.count)
            let upper = min(max(edit.range.upperBound, lower), text.count)
            text.replaceSubrange(lower..<upper, with: Array(edit.newText.utf8))
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
