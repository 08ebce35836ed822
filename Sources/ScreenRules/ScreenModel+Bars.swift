extension ScreenModel {
    /// Each top-level bar of that name with the first element below it that takes room on the
    /// screen. Alerts and action sheets float above the content, so they are not below; the
    /// other bottom bar is not counted either, because a toolbar and a tab bar in one screen
    /// is toolbar-with-tab-bar's finding, and a second bar of one kind is duplicate-bar's.
    func barsWithContentBelow(_ kind: ElementKind) -> [(bar: ElementNode, below: ElementNode)] {
        var found: [(bar: ElementNode, below: ElementNode)] = []
        for (index, element) in elements.enumerated() where element.kind == kind.index {
            if let below = elements[(index + 1)...].first(where: { element in !Self.standsApartFromContent.contains { $0.index == element.kind } }) {
                found.append((element, below))
            }
        }
        return found
    }

    /// The screen's tab bars with more tabs than `limit`, on iPhone in `orientation` (the
    /// condition of both tab overflow rules), each with its tabs and those its More tab holds.
    func overflowingTabBars(in orientation: String, limit: Double) -> [(bar: ElementNode, tabs: [ElementNode], underMore: ArraySlice<ElementNode>)] {
        guard isPhone, self.orientation == orientation else { return [] }
        return topLevel(.tabBar).filter { Double($0.tabs.count) > limit }.map { bar in
            let tabs = Array(bar.tabs)
            return (bar, tabs, Self.tabsUnderMore(tabs, limit: limit))
        }
    }

    /// The tabs of the screen's tab bars.
    var tabs: [ElementNode] { topLevel(.tabBar).flatMap(\.tabs) }

    /// The back buttons of the screen's navigation bars, in order. Taken from the screen's back
    /// buttons by kind, which come depth first as the bars' children do: two rules ask it of
    /// every screen, and collecting each bar's children made a list for each.
    var backButtons: [ElementNode] {
        elements(.backButton).filter { button in
            guard let place = button.parentPosition else { return false }
            let container = allElements[place]
            return container.is(.navigationBar) && container.parentPosition == nil
        }
    }

    private static let standsApartFromContent: [ElementKind] = [.alert, .actionSheet, .toolbar, .tabBar]

    /// The tabs a tab bar of `limit` visible tabs moves under its More tab: all after the
    /// first `limit - 1`, whose last place the More tab takes.
    private static func tabsUnderMore(_ tabs: [ElementNode], limit: Double) -> ArraySlice<ElementNode> {
        let shown = max(0, min(Double(tabs.count), limit - 1))
        return tabs[Int(shown)...]
    }
}
