import ScreenSyntax

extension ScreenSummary {
    /// What other files need of a screen, read straight from its syntax: summarizing every
    /// screen of a file must not cost a model of each. It says what `ScreenModel` says
    /// (`navigationTitle`, `declaresModal`, `orientation`, whether it is a list, the links of
    /// `allElements` in order), which a test checks on every rule example.
    init(_ screen: ScreenDeclarationSyntax) {
        let tree = screen.tree
        name = screen.name ?? ""
        nameRange = screen.headRange
        let block = screen.block?.id
        let properties = block.map { ScreenSummary.properties(of: $0, in: tree) } ?? []
        func identifier(_ name: String) -> Substring? {
            properties.first { $0.named(name) }?.value.identifierValue
        }
        declaresModal = identifier("presentation") == "modal"
        orientation = identifier("orientation").map(String.init) ?? "portrait"
        let elements = block.map { ScreenSummary.elements(of: $0, in: tree) } ?? []
        let navigationBar = elements.first { tree.bytes(ofToken: $0.nameToken).elementsEqual("NavigationBar".utf8) }
        let content = elements.first { element in !ScreenSummary.topBars.contains { tree.bytes(ofToken: element.nameToken).elementsEqual($0.utf8) } }
        isList = content.map { tree.bytes(ofToken: $0.nameToken).elementsEqual("TableView".utf8) } ?? false
        let barProperties = navigationBar?.block.map { ScreenSummary.properties(of: $0.id, in: tree) } ?? []
        navigationTitle = barProperties.first { $0.named("title") }?.value.stringValue
        navigationBarTranslucent = barProperties.first { $0.named("translucent") }?.value.boolValue
        navigationBarTint = barProperties.first { $0.named("barTint") }.map { String($0.value.text) }
        navigationBarRange = navigationBar?.nameRange
        var links: [ScreenLink] = []
        if let block { ScreenSummary.appendLinks(below: block, in: tree, to: &links) }
        self.links = links
    }

    /// The links of the elements of a block and of those inside them, element by element in
    /// document order, each element's in `ScreenLink.Kind` order. Walks the tree by index:
    /// every element of every screen passes here.
    private static func appendLinks(below block: NodeID, in tree: SyntaxTree, to links: inout [ScreenLink]) {
        var member = tree.firstChild(of: block)
        while let element = member {
            member = tree.nextSibling(of: element)
            guard tree.kind(of: element) == .element,
                  let elementBlock = tree.firstChild(of: element, where: { $0 == .block }) else { continue }
            // The first property of each link kind, as `ElementNode.property(_:)` finds it.
            var found: [PropertySyntax?] = [nil, nil, nil]
            var child = tree.firstChild(of: elementBlock)
            while let current = child {
                child = tree.nextSibling(of: current)
                guard tree.kind(of: current) == .property else { continue }
                let property = PropertySyntax(tree: tree, id: current)
                for (index, kind) in ScreenLink.Kind.allCases.enumerated() where found[index] == nil && property.named(kind.rawValue) {
                    found[index] = property
                }
            }
            for (index, kind) in ScreenLink.Kind.allCases.enumerated() {
                guard let property = found[index], let target = property.value.identifierValue else { continue }
                links.append(ScreenLink(kind: kind, target: String(target), range: property.value.range))
            }
            // Nesting is bounded by the parser, so recursion is safe.
            appendLinks(below: elementBlock, in: tree, to: &links)
        }
    }

    /// The bars above a screen's content.
    static let topBars = ["StatusBar", "NavigationBar", "SearchBar"]

    private static func properties(of block: NodeID, in tree: SyntaxTree) -> [PropertySyntax] {
        children(of: block, in: tree, kind: .property).map { PropertySyntax(tree: tree, id: $0) }
    }

    private static func elements(of block: NodeID, in tree: SyntaxTree) -> [ElementSyntax] {
        children(of: block, in: tree, kind: .element).map { ElementSyntax(tree: tree, id: $0) }
    }

    private static func children(of node: NodeID, in tree: SyntaxTree, kind: NodeKind) -> [NodeID] {
        var result: [NodeID] = []
        var child = tree.firstChild(of: node)
        while let current = child {
            if tree.kind(of: current) == kind { result.append(current) }
            child = tree.nextSibling(of: current)
        }
        return result
    }
}

extension PropertySyntax {
    /// Whether the property's name is `name`, compared without decoding it.
    func named(_ name: String) -> Bool {
        let range = tree.tokens.range(of: nameToken)
        return range.count == name.utf8.count && tree.source[range].elementsEqual(name.utf8)
    }
}
