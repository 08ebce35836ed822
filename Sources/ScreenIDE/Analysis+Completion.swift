import ScreenSyntax
import ScreenCatalog
import ScreenRules
import ScreenSupport

/// One completion: what it inserts and how it explains itself.
public struct CompletionItem: Sendable, Equatable {
    public enum Kind: Sendable {
        case element
        case property
        case value
        case screen
        case keyword
        case color
        /// A rule id in a suppression comment.
        case rule
    }

    /// What an item stands for: enough to find it again, for its documentation when a client
    /// asks for that only once an item is selected (`completionDocumentation(for:language:)`).
    public enum Subject: Sendable, Hashable {
        case keyword(String)
        case element(String)
        case property(owner: String, name: String)
        case value(owner: String, property: String, value: String)
        case screen(String)
        /// A value the workspace uses for a property: a color, a string.
        case workspaceValue(property: String, value: String)
        case rule(String)

        /// Whether the item is the same whenever its subject comes again in the same language:
        /// true for everything from the catalog; a screen name's title and summary and the
        /// values used in the workspace come from the workspace.
        public var isFromCatalog: Bool {
            switch self {
            case .screen, .workspaceValue: return false
            default: return true
            }
        }
    }

    public let label: String
    public let kind: Kind
    public let subject: Subject
    public let detail: String?
    public let documentation: String?
    /// Plain text to insert.
    public let insertText: String
    /// The same with placeholders (`${1:Title}`), for clients that take snippets.
    public let snippet: String?
    public let isDeprecated: Bool

    /// The item without its documentation.
    var withoutDocumentation: CompletionItem {
        CompletionItem(label: label, kind: kind, subject: subject, detail: detail, documentation: nil, insertText: insertText, snippet: snippet, isDeprecated: isDeprecated)
    }
}

/// Completions and the range they replace (the partly typed word, or an empty range).
public struct CompletionList: Sendable, Equatable {
    public let items: [CompletionItem]
    public let replacementRange: Range<Int>
}

extension Analysis {
    /// Completions by context: values after `:`, screen names after `pushes:`, `presents:` and
    /// `screen:`, elements allowed in the enclosing element and properties it does not set yet,
    /// and `screen` at the top level. Without `documentation`, items carry none (for clients
    /// that ask for it per item), and no screen summary is worked out.
    public func completions(in key: String, at offset: Int, language: Language, documentation: Bool = true) -> CompletionList? {
        guard let file = file(key), offset >= 0, offset <= file.tree.source.count else { return nil }
        let tree = file.tree
        let context = SyntaxContext(tree: tree, offset: offset)
        if offset > 0 {
            // Nothing is completed inside a comment or a string, but for the rule ids of a
            // suppression and the strings a property takes.
            let token = tree.token(at: offset - 1)
            let inside = offset < tree.tokens.range(of: token).upperBound
            switch tree.tokens.kinds[token] {
            case .lineComment: return ruleCompletions(tree: tree, comment: token, at: offset, language: language, documentation: documentation)
            case .unterminatedString: return stringCompletions(tree: tree, string: token, language: language)
            case .string: if inside { return stringCompletions(tree: tree, string: token, language: language) }
            case .unterminatedBlockComment: return nil
            case .blockComment: if inside { return nil }
            default: break
            }
        }
        var replacement = offset..<offset
        var previous = context.significantToken(before: tree.token(at: offset))
        if let token = context.tokenBefore, [.identifier, .screenKeyword, .trueKeyword, .falseKeyword, .color, .number].contains(tree.tokens.kinds[token]) {
            // A word being typed is replaced whole.
            replacement = tree.tokens.range(of: token).lowerBound..<offset
            previous = context.significantToken(before: token)
        }
        var items: [CompletionItem]
        if let colon = previous, tree.tokens.kinds[colon] == .colon, let nameToken = context.significantToken(before: colon),
           tree.tokens.kinds[nameToken] == .identifier || tree.tokens.kinds[nameToken] == .screenKeyword {
            // After `name:` comes a value.
            let property = String(tree.text(ofToken: nameToken))
            guard let (_, owner) = SyntaxContext(tree: tree, offset: tree.tokens.range(of: nameToken).lowerBound).enclosingOwner,
                  let ownerName = context.ownerName(owner) else { return nil }
            items = valueItems(owner: ownerName, property: property, language: language, documentation: documentation)
        } else if let (block, owner) = SyntaxContext(tree: tree, offset: replacement.lowerBound).enclosingOwner, let ownerName = context.ownerName(owner) {
            items = memberItems(block: BlockSyntax(tree: tree, id: block), owner: ownerName, typedAt: replacement, offset: offset, language: language)
        } else {
            items = CatalogCompletions.shared.items(.topLevel, language: language)
        }
        if !documentation { items = items.map(\.withoutDocumentation) }
        return CompletionList(items: items, replacementRange: replacement)
    }

    /// The properties the block does not set yet, then the elements that may stand in it and
    /// would be no finding there (no second bar of a kind in a screen, no second back
    /// button), the ones the workspace uses most in such a container first, then in catalog
    /// order.
    private func memberItems(block: BlockSyntax, owner: String, typedAt replacement: Range<Int>, offset: Int, language: Language) -> [CompletionItem] {
        let others = block.members.filter { member in
            let name: Range<Int>
            switch member {
            case .property(let property): name = property.nameRange
            case .element(let element): name = element.nameRange
            }
            return !name.contains(replacement.lowerBound) && name.upperBound != offset
        }
        var alreadySet = Set<String>()
        var present = Set<String>()
        for member in others {
            switch member {
            case .property(let property): alreadySet.insert(String(property.name))
            case .element(let element): present.insert(String(element.name))
            }
        }
        let single = Self.singleElements[owner] ?? []
        let catalogItems = CatalogCompletions.shared.items(.members(owner: owner), language: language)
        let properties = catalogItems.filter { item in
            guard case .property(_, let name) = item.subject else { return false }
            return !alreadySet.contains(name)
        }
        let counts = workspaceUsage.components[owner] ?? [:]
        let elements = catalogItems.enumerated().filter { _, item in
            guard case .element(let name) = item.subject else { return false }
            return !(single.contains(name) && present.contains(name))
        }.sorted { left, right in
            let (leftCount, rightCount) = (counts[left.element.label] ?? 0, counts[right.element.label] ?? 0)
            return leftCount != rightCount ? leftCount > rightCount : left.offset < right.offset
        }.map(\.element)
        return properties + elements
    }

    /// Elements a container holds at most one of: a second is a finding (`duplicate-bar`,
    /// and a navigation bar has one back button).
    private static let singleElements: [String: Set<String>] = [
        "screen": ["StatusBar", "NavigationBar", "Toolbar", "TabBar"],
        "NavigationBar": ["BackButton"],
    ]

    /// Inside a `// screenkit-ignore:` comment's list: the rule ids it does not name yet,
    /// replacing the id being typed.
    private func ruleCompletions(tree: SyntaxTree, comment: Int, at offset: Int, language: Language, documentation: Bool) -> CompletionList? {
        let bytes = tree.bytes(ofToken: comment)
        guard let suppression = SuppressionComment(comment: bytes),
              suppression.listRange.lowerBound <= offset, offset <= suppression.listRange.upperBound else { return nil }
        var start = offset
        while start > suppression.listRange.lowerBound, Self.isRuleIDByte(tree.source[start - 1]) { start -= 1 }
        let named = Set(suppression.identifierRanges.filter { !$0.contains(start) && $0.lowerBound != start }.map { String(decoding: tree.source[$0], as: UTF8.self) })
        let items = Rules.all.filter { !named.contains($0.id) }.map { rule in
            CompletionItem(
                label: rule.id, kind: .rule, subject: .rule(rule.id), detail: rule.description.summary[language],
                documentation: documentation ? Documentation.rule(rule.description, language: language) : nil,
                insertText: rule.id, snippet: nil, isDeprecated: false)
        }
        return CompletionList(items: items, replacementRange: start..<offset)
    }

    private static func isRuleIDByte(_ byte: UInt8) -> Bool {
        (byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "z")) || (byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")) || byte == UInt8(ascii: "-")
            || (byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z"))
    }

    /// In a string that is a property's value: the strings the workspace writes for that
    /// property, the most used first, each replacing the whole string.
    private func stringCompletions(tree: SyntaxTree, string: Int, language: Language) -> CompletionList? {
        let context = SyntaxContext(tree: tree, offset: tree.tokens.range(of: string).lowerBound)
        guard let colon = context.significantToken(before: string), tree.tokens.kinds[colon] == .colon,
              let nameToken = context.significantToken(before: colon), tree.tokens.kinds[nameToken] == .identifier else { return nil }
        let property = String(tree.text(ofToken: nameToken))
        let written = tree.string(ofToken: string)
        let counts = (workspaceUsage.strings[property] ?? [:]).filter { $0.key != written }
        let items = counts.sorted { $0.value != $1.value ? $0.value > $1.value : $0.key < $1.key }.map { literal, count in
            CompletionItem(
                label: literal, kind: .value, subject: .workspaceValue(property: property, value: literal), detail: Words.usedTimes(count)[language],
                documentation: nil, insertText: literal, snippet: nil, isDeprecated: false)
        }
        return CompletionList(items: items, replacementRange: tree.tokens.range(of: string))
    }

    /// The documentation of the item of `subject` that `completions` gives, or nil when there
    /// is no such item (any more): a screen no file declares now, a name the catalog lacks.
    public func completionDocumentation(for subject: CompletionItem.Subject, language: Language) -> String? {
        switch subject {
        case .screen(let name):
            return index.declares(name) ? screenSummary(name, language: language) : nil
        default:
            return CatalogCompletions.item(for: subject, language: language)?.documentation
        }
    }

    /// The colors the workspace uses, the most used first, then the system colors it does not
    /// use yet, each as the literal to write.
    private func colorItems(property: String, language: Language) -> [CompletionItem] {
        let used = workspaceUsage.colors.sorted { $0.value != $1.value ? $0.value > $1.value : $0.key < $1.key }
        let usedItems = used.map { literal, count in
            CompletionItem(
                label: literal, kind: .color, subject: .workspaceValue(property: property, value: literal), detail: Words.usedTimes(count)[language],
                documentation: nil, insertText: literal, snippet: nil, isDeprecated: false)
        }
        let usedSet = Set(used.map(\.key))
        return usedItems + CatalogCompletions.shared.items(.systemColors, language: language).filter { !usedSet.contains($0.label) }
    }

    /// The strings the workspace writes for the property, the most used first, with quotes.
    private func workspaceStringItems(property: String, language: Language) -> [CompletionItem] {
        let counts = workspaceUsage.strings[property] ?? [:]
        return counts.sorted { $0.value != $1.value ? $0.value > $1.value : $0.key < $1.key }.map { literal, count in
            CompletionItem(
                label: literal, kind: .value, subject: .workspaceValue(property: property, value: literal), detail: Words.usedTimes(count)[language],
                documentation: nil, insertText: literal, snippet: nil, isDeprecated: false)
        }
    }

    private func valueItems(owner: String, property: String, language: Language, documentation: Bool) -> [CompletionItem] {
        let spec = Catalog.property(owner: owner, name: property)
        guard let spec else { return [] }
        switch spec.type {
        case .screen:
            break
        case .color:
            return colorItems(property: property, language: language)
        case .string:
            return workspaceStringItems(property: property, language: language)
        default:
            return CatalogCompletions.shared.items(.values(owner: owner, property: property), language: language)
        }
        // Made from the workspace's facts alone (no positions), so once per index.
        return index.memoized("completion-screens-\(language.rawValue)-\(documentation)", surveys: .everything) { index in
            index.screenNames.map { name in
                CompletionItem(
                    label: name, kind: .screen, subject: .screen(name), detail: index.declarations(of: name).first?.screen.navigationTitle,
                    documentation: documentation ? screenSummary(name, language: language) : nil, insertText: name, snippet: nil, isDeprecated: false)
            }
        }
    }
}

/// The items that come from the catalog alone, built once per list and language and kept for
/// the process: their documentation takes far longer to write than a completion request may,
/// and the catalog does not change. At most every element, property and value in three
/// languages.
private final class CatalogCompletions: @unchecked Sendable {
    static let shared = CatalogCompletions()

    enum List: Hashable {
        /// The properties (all of them) of an element or `screen`, and the elements that may
        /// stand in it.
        case members(owner: String)
        /// The values of an enumeration property.
        case values(owner: String, property: String)
        /// What may stand at the top level: `screen`.
        case topLevel
        /// The system colors of the guidelines' era.
        case systemColors

        var isInCatalog: Bool {
            switch self {
            case .members(let owner): return owner == "screen" || Catalog.element(named: owner) != nil
            case .values(let owner, let property):
                return Catalog.property(owner: owner, name: property) != nil
            case .topLevel, .systemColors: return true
            }
        }
    }

    private struct Key: Hashable {
        let list: List
        let language: Language
    }

    private let lock = Mutex()
    /// Guarded by `lock`.
    private var lists: [Key: [CompletionItem]] = [:]

    /// The list's items, from the cache when the list is the catalog's: names typed in a
    /// document that the catalog lacks are answered (with nothing) but not kept.
    func items(_ list: List, language: Language) -> [CompletionItem] {
        let key = Key(list: list, language: language)
        if let cached = lock.withLock({ lists[key] }) { return cached }
        let items = Self.build(list, language: language)
        if list.isInCatalog { lock.withLock { lists[key] = items } }
        return items
    }

    /// The item of a catalog subject, built alone (for a client's question about one item).
    static func item(for subject: CompletionItem.Subject, language: Language) -> CompletionItem? {
        switch subject {
        case .keyword:
            return build(.topLevel, language: language).first { $0.subject == subject }
        case .element(let name):
            return Catalog.element(named: name).map { elementItem($0, language: language) }
        case .property(let owner, let name):
            let spec = Catalog.property(owner: owner, name: name)
            return spec.map { propertyItem($0, owner: owner, language: language) }
        case .value(let owner, let property, _):
            return build(.values(owner: owner, property: property), language: language).first { $0.subject == subject }
        case .screen, .workspaceValue:
            return nil
        case .rule(let id):
            return Rules.rule(id: id).map { rule in
                CompletionItem(
                    label: id, kind: .rule, subject: subject, detail: rule.description.summary[language], documentation: Documentation.rule(rule.description, language: language),
                    insertText: id, snippet: nil, isDeprecated: false)
            }
        }
    }

    private static func build(_ list: List, language: Language) -> [CompletionItem] {
        switch list {
        case .members(let owner): return memberItems(owner: owner, language: language)
        case .values(let owner, let property): return valueItems(owner: owner, property: property, language: language)
        case .systemColors:
            return Catalog.systemColors.map { color in
                CompletionItem(
                    label: color.hex, kind: .color, subject: .value(owner: "", property: "", value: color.hex), detail: color.name,
                    documentation: nil, insertText: color.hex, snippet: nil, isDeprecated: false)
            }
        case .topLevel:
            return [CompletionItem(
                label: "screen", kind: .keyword, subject: .keyword("screen"), detail: nil, documentation: Documentation.screen(language: language),
                insertText: "screen ", snippet: "screen ${1:Name} {\n\t$0\n}", isDeprecated: false)]
        }
    }

    private static func memberItems(owner: String, language: Language) -> [CompletionItem] {
        let container: Container = owner == "screen" ? .screen : .element(owner)
        let properties = owner == "screen" ? Catalog.screenProperties : (Catalog.element(named: owner)?.allProperties ?? [])
        return properties.map { propertyItem($0, owner: owner, language: language) }
            + Catalog.elements(allowedIn: container).map { elementItem($0, language: language) }
    }

    private static func propertyItem(_ property: PropertySpec, owner: String, language: Language) -> CompletionItem {
        CompletionItem(
            label: property.name, kind: .property, subject: .property(owner: owner, name: property.name), detail: property.type.summary,
            documentation: Documentation.property(owner: owner, name: property.name, language: language),
            insertText: "\(property.name): ", snippet: propertySnippet(property), isDeprecated: false)
    }

    private static func elementItem(_ element: ElementSpec, language: Language) -> CompletionItem {
        CompletionItem(
            label: element.name, kind: .element, subject: .element(element.name),
            detail: Guidelines.entry(for: element.name).map { firstSentence($0.summary(language)) },
            documentation: Documentation.element(element, language: language, brief: true),
            insertText: element.name, snippet: elementSnippet(element, language: language), isDeprecated: element.isDeprecated)
    }

    private static func valueItems(owner: String, property: String, language: Language) -> [CompletionItem] {
        let spec = Catalog.property(owner: owner, name: property)
        guard let spec else { return [] }
        let values = spec.type.enumerationValues.isEmpty ? spec.defaultValue.map { [$0] } ?? [] : spec.type.enumerationValues
        return values.map { value in
            CompletionItem(
                label: value, kind: .value, subject: .value(owner: owner, property: property, value: value),
                detail: spec.defaultValue == value ? Words.isDefault[language] : nil,
                documentation: Documentation.value(owner: owner, property: property, value: value, language: language),
                insertText: value, snippet: nil, isDeprecated: false)
        }
    }

    private static func propertySnippet(_ property: PropertySpec) -> String {
        switch property.type {
        case .string: return "\(property.name): \"$1\""
        case .stringList: return "\(property.name): [\"$1\"]"
        case .enumeration(let values): return "\(property.name): ${1|\(values.joined(separator: ","))|}"
        case .bool: return "\(property.name): ${1|true,false|}"
        default: return "\(property.name): $1"
        }
    }

    /// The element with its string as a placeholder that reads as what goes there (`Title`,
    /// `Text`), and a block when it takes anything.
    private static func elementSnippet(_ element: ElementSpec, language: Language) -> String {
        let text = element.primaryText.map { " \"${1:\(placeholder($0, language: language))}\"" } ?? ""
        let hasContent = !element.properties.isEmpty || Catalog.elements.contains { $0.mayStand(in: .element(element.name)) }
        return hasContent ? "\(element.name)\(text) {\n\t$0\n}" : "\(element.name)\(text)"
    }

    /// The catalog describes an element's string as "its title" or "它的标题": the noun is the
    /// placeholder; a description of another shape gives a plain "Text".
    private static func placeholder(_ description: LocalizedText, language: Language) -> String {
        let words = description[language]
        for prefix in ["its ", "它的"] where words.hasPrefix(prefix) {
            let noun = words.dropFirst(prefix.count)
            return prefix == "its " ? noun.prefix(1).uppercased() + noun.dropFirst() : String(noun)
        }
        return LocalizedText("Text", "文字", "文字")[language]
    }

    private static func firstSentence(_ text: String) -> String {
        let end = text.firstIndex { $0 == "." || $0 == "。" }
        return end.map { String(text[...$0]) } ?? text
    }
}
