import ScreenSyntax

extension ScreenSummary {
    /// What other files need of a screen, read straight from its syntax: summarizing every
    /// screen of a file must not cost a model of each. It says what `ScreenModel` says
    /// (`navigationTitle`, `declaresModal`, `orientation`, whether it is a list, the links of
    /// `allElements` in order), which a test checks on every rule example.
    init(_ screen: ScreenDeclarationSyntax) {
        let tree = screen.tree
        name = screen.name ?? ""
        storedNameRange = StoredRange(screen.headRange)
        let block = screen.block?.id
        // One walk of the screen's members by index; a property counts where it is the first
        // of its name, as `ScreenModel.property(_:)` finds it. Views of the tree are made only
        // for the members read, since each holds the tree.
        var presentation: NodeID?, orientation: NodeID?, navigationBar: NodeID?, content: NodeID?
        ScreenSummary.forEachMember(of: block, in: tree) { member, nameToken in
            switch tree.kind(of: member) {
            case .property:
                if presentation == nil, tree.token(nameToken, is: "presentation") { presentation = member }
                if orientation == nil, tree.token(nameToken, is: "orientation") { orientation = member }
            case .element:
                if navigationBar == nil, tree.token(nameToken, is: "NavigationBar") { navigationBar = member }
                if content == nil, !ScreenSummary.isTopBar(nameToken, in: tree) { content = member }
            default:
                break
            }
        }
        func value(_ property: NodeID?) -> ValueSyntax? { property.map { PropertySyntax(tree: tree, id: $0).value } }
        declaresModal = value(presentation)?.identifierValue == "modal"
        self.orientation = value(orientation)?.identifierValue.map(String.init) ?? "portrait"
        isList = content.map { tree.token(tree.tokenRange(of: $0).lowerBound, is: "TableView") } ?? false
        var title: NodeID?, translucent: NodeID?, tint: NodeID?
        let barBlock = navigationBar.flatMap { tree.firstChild(of: $0, where: { $0 == .block }) }
        ScreenSummary.forEachMember(of: barBlock, in: tree) { member, nameToken in
            guard tree.kind(of: member) == .property else { return }
            if title == nil, tree.token(nameToken, is: "title") { title = member }
            if translucent == nil, tree.token(nameToken, is: "translucent") { translucent = member }
            if tint == nil, tree.token(nameToken, is: "barTint") { tint = member }
        }
        navigationTitle = value(title)?.stringValue
        navigationBarTranslucent = value(translucent)?.boolValue
        navigationBarTint = value(tint).map { String($0.text) }
        storedNavigationBarRange = navigationBar.map { StoredRange(tree.tokens.range(of: tree.tokenRange(of: $0).lowerBound)) }
        var links: [ScreenLink] = []
        if let block { ScreenSummary.appendLinks(below: block, in: tree, to: &links) }
        self.links = links
    }

    /// The links of the elements of a block and of those inside them, element by element in
    /// document order, each element's in `ScreenLink.Kind` order. Walks the tree by index:
    /// every element of every screen passes here.
    private static func appendLinks(below block: NodeID, in tree: SyntaxTree, to links: inout [ScreenLink]) {
        forEachMember(of: block, in: tree) { element, _ in
            guard tree.kind(of: element) == .element,
                  let elementBlock = tree.firstChild(of: element, where: { $0 == .block }) else { return }
            // The first property of each link kind, as `ElementNode.property(_:)` finds it.
            var pushes: NodeID?, presents: NodeID?, tab: NodeID?
            forEachMember(of: elementBlock, in: tree) { member, nameToken in
                guard tree.kind(of: member) == .property else { return }
                if pushes == nil, tree.token(nameToken, is: "pushes") { pushes = member }
                if presents == nil, tree.token(nameToken, is: "presents") { presents = member }
                if tab == nil, tree.token(nameToken, is: "screen") { tab = member }
            }
            func append(_ kind: ScreenLink.Kind, _ property: NodeID?) {
                guard let property else { return }
                let value = PropertySyntax(tree: tree, id: property).value
                guard let target = value.identifierValue else { return }
                links.append(ScreenLink(kind: kind, target: String(target), range: value.range))
            }
            append(.pushes, pushes)
            append(.presents, presents)
            append(.tab, tab)
            // Nesting is bounded by the parser, so recursion is safe.
            appendLinks(below: elementBlock, in: tree, to: &links)
        }
    }

    /// Calls `body` with each member of `block` and the member's first token (a property's or
    /// an element's name), in order, walking by index: no member views, no arrays.
    private static func forEachMember(of block: NodeID?, in tree: SyntaxTree, _ body: (_ member: NodeID, _ nameToken: Int) -> Void) {
        var member = block.flatMap(tree.firstChild(of:))
        while let current = member {
            member = tree.nextSibling(of: current)
            body(current, tree.tokenRange(of: current).lowerBound)
        }
    }

    /// Whether the element named by `nameToken` is a bar above a screen's content: the
    /// status, navigation or search bar.
    private static func isTopBar(_ nameToken: Int, in tree: SyntaxTree) -> Bool {
        tree.token(nameToken, is: "StatusBar") || tree.token(nameToken, is: "NavigationBar") || tree.token(nameToken, is: "SearchBar")
    }
}
