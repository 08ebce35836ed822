import ScreenSyntax

extension SourceEditor {
    /// Whether `edits` keep every comment of the text they touch, in order. A fix that moves
    /// members can carry a comment past another; such a fix is not offered, since fixing must
    /// never lose or reorder what a user wrote. Only the stretch from the first edit to the
    /// end of the last is read again, so the cost follows the edited text, not the file.
    func keepsComments(_ edits: [SourceEdit]) -> Bool {
        guard let lower = edits.map(\.range.lowerBound).min(), let upper = edits.map(\.range.upperBound).max() else { return true }
        let before = Array(source[lower..<upper])
        let shifted = edits.map { SourceEdit(range: ($0.range.lowerBound - lower)..<($0.range.upperBound - lower), replacement: $0.replacement) }
        let (after, skipped) = SourceEdit.apply(shifted, to: before)
        guard skipped == 0 else { return false }
        return SyntaxTree(parsing: before).comments.elementsEqual(SyntaxTree(parsing: after).comments)
    }
}
