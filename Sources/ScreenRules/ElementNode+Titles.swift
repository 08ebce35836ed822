extension ElementNode {
    /// The range of the string after the element's name (a title), quotes included.
    public var primaryTextRange: Range<Int>? {
        syntax.primaryTextToken.map { syntax.tree.tokens.range(of: $0) }
    }

    /// Whether the element's title, bare (`bareTitle`), is one of `titles`; false for an
    /// element without a title. A plain ASCII title is made bare from its bytes in the text,
    /// without decoding it first: rules ask it of every button.
    func hasBareTitle(in titles: Set<String>) -> Bool {
        guard let token = syntax.primaryTextToken else { return false }
        let tree = syntax.tree
        if let text = tree.plainASCIITextRange(ofToken: token) {
            return titles.contains(tree.source.withUnsafeBufferPointer { String.bareTitle(ofASCII: $0[text]) })
        }
        return primaryText.map { titles.contains($0.bareTitle) } ?? false
    }

    /// What messages call a tab or a button: its title, else its system item, else its name.
    var displayTitle: String {
        primaryText ?? identifierValue("systemItem") ?? name
    }

    /// The element as a reader finds it in the file: `Button "Edit"`, or `SegmentedControl`.
    var quotedName: String {
        primaryText.map { "\(name) \($0.quotedLiteral)" } ?? name
    }
}
