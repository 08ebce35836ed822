import ScreenSyntax

extension SyntaxTree {
    /// The place in `Catalog.elements` of the element the token names, read from the text's
    /// bytes without making a string of them; nil for a name the catalog does not know.
    public func catalogElementIndex(ofToken token: Int) -> Int? {
        let range = tokens.range(of: token)
        return source.withUnsafeBufferPointer { Catalog.elementIndex(utf8: UnsafeBufferPointer(rebasing: $0[range])) }
    }

    /// The place in `spec.allProperties` of the property the token names, read from the
    /// text's bytes; nil for one the element does not take.
    public func catalogPropertyIndex(ofToken token: Int, in spec: ElementSpec) -> Int? {
        let range = tokens.range(of: token)
        return source.withUnsafeBufferPointer { spec.propertyIndex(utf8: UnsafeBufferPointer(rebasing: $0[range])) }
    }

    /// The place in `Catalog.screenProperties` of the screen property the token names, read
    /// from the text's bytes; nil for one a screen does not take.
    public func catalogScreenPropertyIndex(ofToken token: Int) -> Int? {
        let range = tokens.range(of: token)
        return source.withUnsafeBufferPointer { Catalog.screenPropertyIndex(utf8: UnsafeBufferPointer(rebasing: $0[range])) }
    }
}
