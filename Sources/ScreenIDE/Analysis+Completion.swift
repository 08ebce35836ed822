import ScreenSyntax
import ScreenCatalog
import ScreenRules

/// One completion: what it inserts and how it explains itself.
public struct CompletionItem: Sendable, Equatable {
    public enum Kind: Sendable {
        case element
        case property
        case value
        case screen
        case keyword
    }

    public let label: String
    public let kind: Kind
    public let detail: String?
    public let documentation: String?
    /// Plain text to insert.
    public let insertText: String
    /// The same with placeholders (`${1:Title}`), for clients that take snippets.
    public let snippet: String?
    public let isDeprecated: Bool
}

/// Completions and the range they replace (the partly typed word, or an empty range).
public struct CompletionList: Sendable, Equatable {
    public let items: [CompletionItem]
    public let replacementRange: Range<Int>
}

extension Analysis {
    /// Completions by context: values after `:`, screen names after `pushes:`, `presents:` and
    /// `screen:`, elements allowed in the enclosing element and properties it does not set yet,
    /// and `screen` at the top level.
    public func completions(in key: String, at offset: Int, language: Language) -> CompletionList? {
        guard let file = file(key), offset >= 0, offset <= file.tree.source.count else { return nil }
        let tree = file.tree
        let context = SyntaxContext(tree: tree, offset: offset)
        if offset > 0 {
            // Nothing is completed inside a comment or a string.
            let token = tree.token(at: offset - 1)
            let inside = offset < tree.tokens.range(of: token).upperBound
            switch tree.tokens.kinds[token] {
            case .lineComment, .unterminatedString, .unterminatedBlockComment: return nil
            case .blockComment, .string: if inside { return nil }
            default: break
            }
        }
        var replacement = offset..<offset
        var previous = context.significantToken(before: tree.token(at: offset))
        if let token = context.tokenBefore, [.identifier, .screenKeyword, .trueKeyword, .falseKeyword].contains(tree.tokens.kinds[token]) {
            // A word being typed is replaced whole.
            replacement = tree.tokens.range(of: token).lowerBound..<offset
            previous = context.significantToken(before: token)
        }
        // After `name:` comes a value.
        if let colon = previous, tree.tokens.kinds[colon] == .colon, let nameToken = context.significantToken(before: colon),
           tree.tokens.kinds[nameToken] == .identifier || tree.tokens.kinds[nameToken] == .screenKeyword {
            let property = String(tree.text(ofToken: nameToken))
            guard let (_, owner) = SyntaxContext(tree: tree, offset: tree.tokens.range(of: nameToken).lowerBound).enclosingOwner,
                  let ownerName = context.ownerName(owner) else { return nil }
            return CompletionList(items: valueItems(owner: ownerName, property: property, language: language), replacementRange: replacement)
        }
        guard let (block, owner) = SyntaxContext(tree: tree, offset: replacement.lowerBound).enclosingOwner, let ownerName = context.ownerName(owner) else {
            let item = CompletionItem(label: "screen", kind: .keyword, detail: nil, documentation: Documentation.screen(language: language), insertText: "screen ", snippet: "screen ${1:Name} {\n\t$0\n}", isDeprecated: false)
            return CompletionList(items: [item], replacementRange: replacement)
        }
        let alreadySet = Set(BlockSyntax(tree: tree, id: block).properties.filter { !$0.nameRange.contains(replacement.lowerBound) && $0.nameRange.upperBound != offset }.map { String($0.name) })
        return CompletionList(items: memberItems(owner: ownerName, excluding: alreadySet, language: language), replacementRange: replacement)
    }

    private func memberItems(owner: String, excluding alreadySet: Set<String>, language: Language) -> [CompletionItem] {
        let container: Container = owner == "screen" ? .screen : .element(owner)
        let properties = owner == "screen" ? Catalog.screenProperties : (Catalog.element(named: owner)?.allProperties ?? [])
        var items = properties.filter { !alreadySet.contains($0.name) }.map { property in
            CompletionItem(
                label: property.name, kind: .property, detail: property.type.summary,
                documentation: Documentation.property(owner: owner, name: property.name, language: language),
                insertText: "\(property.name): ", snippet: propertySnippet(property), isDeprecated: false)
        }
        items += Catalog.elements(allowedIn: container).map { element in
            CompletionItem(
                label: element.name, kind: .element, detail: Guidelines.entry(for: element.name).map { firstSentence($0.summary(language)) },
                documentation: Documentation.element(element, language: language, brief: true),
                insertText: element.name, snippet: elementSnippet(element), isDeprecated: element.isDeprecated)
        }
        return items
    }

    private func valueItems(owner: String, property: String, language: Language) -> [CompletionItem] {
        let spec = owner == "screen" ? Catalog.screenProperty(named: property) : Catalog.element(named: owner)?.property(named: property)
        guard let spec else { return [] }
        if spec.type == .screen {
            return index.screenNames.map { name in
                CompletionItem(label: name, kind: .screen, detail: index.declarations(of: name).first?.screen.navigationTitle, documentation: screenSummary(name, language: language), insertText: name, snippet: nil, isDeprecated: false)
            }
        }
        return spec.type.enumerationValues.map { value in
            CompletionItem(
                label: value, kind: .value, detail: spec.defaultValue == value ? Words.isDefault[language] : nil,
                documentation: Documentation.value(owner: owner, property: property, value: value, language: language),
                insertText: value, snippet: nil, isDeprecated: false)
        }
    }

    private func propertySnippet(_ property: PropertySpec) -> String {
        switch property.type {
        case .string: return "\(property.name): \"$1\""
        case .stringList: return "\(property.name): [\"$1\"]"
        case .enumeration(let values): return "\(property.name): ${1|\(values.joined(separator: ","))|}"
        case .bool: return "\(property.name): ${1|true,false|}"
        default: return "\(property.name): $1"
        }
    }

    private func elementSnippet(_ element: ElementSpec) -> String {
        let text = element.primaryText != nil ? " \"${1:\(element.name)}\"" : ""
        let hasContent = !element.properties.isEmpty || Catalog.elements.contains { $0.mayStand(in: .element(element.name)) }
        return hasContent ? "\(element.name)\(text) {\n\t$0\n}" : "\(element.name)\(text)"
    }

    private func firstSentence(_ text: String) -> String {
        let end = text.firstIndex { $0 == "." || $0 == "。" }
        return end.map { String(text[...$0]) } ?? text
    }
}
