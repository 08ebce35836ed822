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
    }

    /// What an item stands for: enough to find it again, for its documentation when a client
    /// asks for that only once an item is selected (`completionDocumentation(for:language:)`).
    public enum Subject: Sendable, Hashable {
        case keyword(String)
        case element(String)
        case property(owner: String, name: String)
        case value(owner: String, property: String, value: String)
        case screen(String)

        /// Whether the item is the same whenever its subject comes again in the same language:
        /// true for everything from the catalog; a screen name's title and summary come from
        /// the workspace.
        public var isFromCatalog: Bool {
            if case .screen = self { return false }
            return true
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
        let items: [CompletionItem]
        if let colon = previous, tree.tokens.kinds[colon] == .colon, let nameToken = context.significantToken(before: colon),
           tree.tokens.kinds[nameToken] == .identifier || tree.tokens.kinds[nameToken] == .screenKeyword {
            // After `name:` comes a value.
            let property = String(tree.text(ofToken: nameToken))
            guard let (_, owner) = SyntaxContext(tree: tree, offset: tree.tokens.range(of: nameToken).lowerBound).enclosingOwner,
                  let ownerName = context.ownerName(owner) else { return nil }
            items = valueItems(owner: ownerName, property: property, language: language, documentation: documentation)
        } else if let (block, owner) = SyntaxContext(tree: tree, offset: replacement.lowerBound).enclosingOwner, let ownerName = context.ownerName(owner) {
            let alreadySet = Set(BlockSyntax(tree: tree, id: block).properties.filter { !$0.nameRange.contains(replacement.lowerBound) && $0.nameRange.upperBound != offset }.map { String($0.name) })
            items = CatalogCompletions.shared.items(.members(owner: ownerName), language: language).filter { item in
                guard case .property(_, let name) = item.subject else { return true }
                return !alreadySet.contains(name)
            }
        } else {
            items = CatalogCompletions.shared.items(.topLevel, language: language)
        }
        return CompletionList(items: documentation ? items : items.map(\.withoutDocumentation), replacementRange: replacement)
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

    private func valueItems(owner: String, property: String, language: Language, documentation: Bool) -> [CompletionItem] {
        let spec = Catalog.property(owner: owner, name: property)
        guard let spec else { return [] }
        guard spec.type == .screen else { return CatalogCompletions.shared.items(.values(owner: owner, property: property), language: language) }
        // Made from the workspace's facts alone (no positions), so once per index.
        return index.memoized("completion-screens-\(language.rawValue)-\(documentation)", surveys: .everything) {
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

        var isInCatalog: Bool {
            switch self {
            case .members(let owner): return owner == "screen" || Catalog.element(named: owner) != nil
            case .values(let owner, let property):
                return Catalog.property(owner: owner, name: property) != nil
            case .topLevel: return true
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
        case .screen:
            return nil
        }
    }

    private static func build(_ list: List, language: Language) -> [CompletionItem] {
        switch list {
        case .members(let owner): return memberItems(owner: owner, language: language)
        case .values(let owner, let property): return valueItems(owner: owner, property: property, language: language)
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
            insertText: element.name, snippet: elementSnippet(element), isDeprecated: element.isDeprecated)
    }

    private static func valueItems(owner: String, property: String, language: Language) -> [CompletionItem] {
        let spec = Catalog.property(owner: owner, name: property)
        guard let spec else { return [] }
        return spec.type.enumerationValues.map { value in
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

    private static func elementSnippet(_ element: ElementSpec) -> String {
        let text = element.primaryText != nil ? " \"${1:\(element.name)}\"" : ""
        let hasContent = !element.properties.isEmpty || Catalog.elements.contains { $0.mayStand(in: .element(element.name)) }
        return hasContent ? "\(element.name)\(text) {\n\t$0\n}" : "\(element.name)\(text)"
    }

    private static func firstSentence(_ text: String) -> String {
        let end = text.firstIndex { $0 == "." || $0 == "。" }
        return end.map { String(text[...$0]) } ?? text
    }
}
