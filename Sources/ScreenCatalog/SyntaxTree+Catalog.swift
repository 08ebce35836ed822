import ScreenSyntax

extension SyntaxTree {
    /// The place in `Catalog.elements` of the element the token names, read from the text's
    /// bytes without making a string of them; nil for a name the catalog does not know.
    public func catalogElementIndex(ofToken token: Int) -> Int? {
        let range = tokens.range(of: token)
        return source.withUnsafeBufferPointer { Catalog.elementIndex(utf8: UnsafeBufferPointer(rebasing: $0[range])) }
    }
}
