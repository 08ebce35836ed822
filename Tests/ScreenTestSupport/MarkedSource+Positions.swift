import ScreenSyntax

extension MarkedSource {
    /// Where a marker stood, as a line and character in `encoding`: what an LSP client in
    /// that encoding sends and expects back.
    public func position(_ marker: String, in encoding: PositionEncoding) -> LinePosition {
        LineIndex(bytes).position(ofOffset: self[marker], in: encoding)
    }

    /// The positions of the range between two markers in `encoding`.
    public func positions(_ from: String, _ to: String, in encoding: PositionEncoding) -> (start: LinePosition, end: LinePosition) {
        (position(from, in: encoding), position(to, in: encoding))
    }
}
