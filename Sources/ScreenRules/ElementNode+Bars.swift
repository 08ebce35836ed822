/// The end of a navigation bar an item stands at.
enum BarSide {
    case leading
    case trailing
}

extension ElementNode {
    /// A button that shows only text: a title and no icon or system item.
    public var isTextButton: Bool {
        (self.is(.button) || self.is(.backButton)) && syntax.primaryTextToken != nil && property("icon") == nil && property("systemItem") == nil
    }

    /// Children that count as bar items: everything but FlexibleSpace and FixedSpace.
    public var items: some Collection<ElementNode> { children.lazy.filter { !$0.isSpace } }

    /// A tab bar's tabs.
    var tabs: some Collection<ElementNode> { children(.tab) }

    /// A back button and a `placement: leading` button stand at the leading end; everything
    /// else (action controls) at the trailing end, as the guidelines lay a navigation bar out.
    var barSide: BarSide {
        self.is(.backButton) || identifier("placement", is: "leading") ? .leading : .trailing
    }
}
