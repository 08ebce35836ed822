import ScreenSyntax
import ScreenCatalog
import ScreenRules

/// What hover shows: Markdown, and the range it is about.
public struct HoverResult: Sendable, Equatable {
    public let markdown: String
    public let range: Range<Int>
}

extension Analysis {
    /// The guideline text for what is under `offset`: an element, a property, a value, a screen
    /// name, or a rule id in a suppression comment. Answered from this snapshot; nothing is parsed.
    public func hover(in key: String, at offset: Int, language: Language) -> HoverResult? {
        guard let file = file(key) else { return nil }
        let tree = file.tree
        guard offset >= 0, offset <= tree.source.count else { return nil }
        let token = tree.token(at: offset)
        let kind = tree.tokens.kinds[token]
        let range = tree.tokens.range(of: token)
        if kind == .lineComment { return suppressionHover(tree: tree, token: token, offset: offset, language: language) }
        guard kind == .identifier || kind == .screenKeyword || kind == .trueKeyword || kind == .falseKeyword else { return nil }
        var node: NodeID? = tree.node(at: offset)
        // The node under a name token: walk up to the element, property, value or screen.
        while let current = node, ![.element, .property, .screenDeclaration].contains(tree.kind(of: current)) && !tree.kind(of: current).isValue {
            node = tree.parent(of: current)
        }
        guard let node else { return nil }
        switch tree.kind(of: node) {
        case .screenDeclaration:
            if kind == .screenKeyword { return HoverResult(markdown: Documentation.screen(language: language), range: range) }
            let name = String(tree.text(ofToken: token))
            return HoverResult(markdown: screenSummary(name, language: language), range: range)
        case .element:
            guard let spec = Catalog.element(named: tree.text(ofToken: token)) else { return nil }
            return HoverResult(markdown: Documentation.element(spec, language: language), range: range)
        case .property:
            let property = PropertySyntax(tree: tree, id: node)
            guard let owner = owner(of: node, in: tree) else { return nil }
            return Documentation.property(owner: owner, name: String(property.name), language: language).map { HoverResult(markdown: $0, range: range) }
        default:
            return valueHover(tree: tree, value: node, token: token, language: language)
        }
    }

    private func valueHover(tree: SyntaxTree, value: NodeID, token: Int, language: Language) -> HoverResult? {
        var propertyNode = tree.parent(of: value)
        while let current = propertyNode, tree.kind(of: current) == .listValue { propertyNode = tree.parent(of: current) }
        guard let propertyNode, tree.kind(of: propertyNode) == .property, let owner = owner(of: propertyNode, in: tree) else { return nil }
        let property = PropertySyntax(tree: tree, id: propertyNode)
        let spec = Catalog.property(owner: owner, name: property.name)
        let range = tree.tokens.range(of: token)
        let word = String(tree.text(ofToken: token))
        if spec?.type == .screen {
            return HoverResult(markdown: screenSummary(word, language: language), range: range)
        }
        if let markdown = Documentation.value(owner: owner, property: String(property.name), value: word, language: language) {
            return HoverResult(markdown: markdown, range: range)
        }
        return Documentation.property(owner: owner, name: String(property.name), language: language).map { HoverResult(markdown: $0, range: range) }
    }

    /// A rule id inside `// screenkit-ignore: …`.
    private func suppressionHover(tree: SyntaxTree, token: Int, offset: Int, language: Language) -> HoverResult? {
        let range = tree.tokens.range(of: token)
        let bytes = tree.source[range]
        guard String(decoding: bytes, as: UTF8.self).contains("screenkit-ignore") else { return nil }
        let isWordByte = { (byte: UInt8) in (byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "z")) || byte == UInt8(ascii: "-") }
        var start = offset
        while start > range.lowerBound, isWordByte(tree.source[start - 1]) { start -= 1 }
        var end = offset
        while end < range.upperBound, isWordByte(tree.source[end]) { end += 1 }
        let word = String(decoding: tree.source[start..<end], as: UTF8.self)
        guard let rule = Rules.rule(id: word) else { return nil }
        return HoverResult(markdown: Documentation.rule(rule.description, language: language), range: start..<end)
    }

    /// The name of what owns a property: its element or `screen`.
    private func owner(of property: NodeID, in tree: SyntaxTree) -> String? {
        guard let block = tree.parent(of: property), let owner = tree.parent(of: block) else { return nil }
        return SyntaxContext(tree: tree, offset: 0).ownerName(owner)
    }

    /// Where a screen is declared, its title, and how it is reached.
    func screenSummary(_ name: String, language: Language) -> String {
        let declarations = index.declarations(of: name)
        guard let first = declarations.first else {
            return "## \(name)\n\n" + LocalizedText("No screen of the workspace has this name.", "工作区中没有这个名称的页面。", "工作區中沒有這個名稱的畫面。")[language]
        }
        var lines = ["## screen \(name)", ""]
        if let title = first.screen.navigationTitle { lines.append(LocalizedText("Title", "标题", "標題").label(language) + LocalizedText("“\(title)”", "“\(title)”", "「\(title)」")[language]) }
        let role: LocalizedText
        if index.isModal(name) {
            role = LocalizedText("Modal: presented over another screen.", "模态：呈现在其他页面之上。", "模態：呈現在其他畫面之上。")
        } else if index.isPushed(name) {
            let parents = index.pushers(of: name).map { "`\($0.screen.name)`" }.joined(separator: ", ")
            role = LocalizedText("Pushed by \(parents).", "由 \(parents) 推入。", "由 \(parents) 推入。")
        } else {
            role = LocalizedText("A root screen: no screen pushes it.", "根页面：没有页面推入它。", "根畫面：沒有畫面推入它。")
        }
        lines.append(role[language])
        // Each target once, however many elements lead there, in the order they first appear.
        var seen: Set<String> = []
        let links = first.screen.links.map { "`\($0.kind.rawValue): \($0.target)`" }.filter { seen.insert($0).inserted }
        if !links.isEmpty { lines.append(LocalizedText("Leads to", "可前往", "可前往").label(language) + links.joined(separator: ", ")) }
        lines.append("")
        lines.append("_\(first.path)_")
        return lines.joined(separator: "\n")
    }
}
