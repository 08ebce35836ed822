import ScreenIDE
import ScreenSyntax

/// An editor's change as tests write it: a range in line positions of some encoding (nil for
/// the whole text) and its new text. The language server converts its own changes at the
/// edge; tests and fuzz targets convert theirs here, the same way.
public struct TextChange: Sendable {
    public var range: Range<LinePosition>?
    public var newText: String

    public init(range: Range<LinePosition>?, newText: String) {
        self.range = range
        self.newText = newText
    }

    /// The change in bytes of the text whose line index is `lines`; positions outside the
    /// text are clamped to it.
    public func documentChange(in lines: LineIndex, encoding: PositionEncoding) -> DocumentChange {
        guard let range else { return .wholeText(Array(newText.utf8)) }
        let lower = lines.offset(of: range.lowerBound, in: encoding)
        let upper = max(lower, lines.offset(of: range.upperBound, in: encoding))
        return .edit(SourceEdit(range: lower..<upper, replacement: Array(newText.utf8)))
    }
}

extension AnalysisHost {
    /// Applies changes in line positions of `encoding`, each in the text left by the one before.
    @discardableResult
    public func applyChanges(_ changes: [TextChange], encoding: PositionEncoding, to key: String) -> [UInt8] {
        applyChanges(changes, to: key) { change, lines in change.documentChange(in: lines, encoding: encoding) }
    }
}
