import ScreenIDE
import ScreenSyntax

/// Protocol values in the IDE layer's terms: positions in the negotiated encoding become byte
/// offsets, clamped to the text. With `ToProtocol`, the only place where the edge converts.
struct FromProtocol {
    var encoding: PositionEncoding

    func offset(_ position: LSPPosition, in lines: LineIndex) -> Int {
        lines.offset(of: position.linePosition, in: encoding)
    }

    /// The bytes a range covers, start first even when the client sent it reversed.
    func offsets(_ range: LSPRange, in lines: LineIndex) -> Range<Int> {
        let positions = range.normalized
        let lower = lines.offset(of: positions.lowerBound, in: encoding)
        return lower..<max(lower, lines.offset(of: positions.upperBound, in: encoding))
    }

    /// An editor's change in bytes of the text left by the change before it.
    func documentChange(_ change: TextDocumentContentChangeEvent, in lines: LineIndex) -> DocumentChange {
        guard let range = change.range else { return .wholeText(Array(change.text.utf8)) }
        return .edit(SourceEdit(range: offsets(range, in: lines), replacement: Array(change.text.utf8)))
    }
}
