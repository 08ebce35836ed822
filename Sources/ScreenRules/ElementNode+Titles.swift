extension ElementNode {
    /// The range of the string after the element's name (a title), quotes included.
    public var primaryTextRange: Range<Int>? {
        syntax.primaryTextToken.map { syntax.tree.tokens.range(of: $0) }
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
