/// Typed views over the tree for the layers above: each is a tree and a node, nothing more.

public struct SourceFileSyntax: Sendable {
    public let tree: SyntaxTree

    public init(_ tree: SyntaxTree) { self.tree = tree }

    public var screens: [ScreenDeclarationSyntax] {
        tree.children(of: tree.root).compactMap { child in
            tree.kind(of: child) == .screenDeclaration ? ScreenDeclarationSyntax(tree: tree, id: child) : nil
        }
    }
}

public struct ScreenDeclarationSyntax: Sendable {
    public let tree: SyntaxTree
    public let id: NodeID

    @inlinable
    public init(tree: SyntaxTree, id: NodeID) {
        self.tree = tree
        self.id = id
    }

    /// The screen's name token, if the input has one.
    public var nameToken: Int? { tree.firstOwnToken(of: id, kind: .identifier) }

    public var name: String? { nameToken.map { tree.string(ofToken: $0) } }

    @inlinable
    public var block: BlockSyntax? {
        tree.firstChild(of: id) { $0 == .block }.map { BlockSyntax(tree: tree, id: $0) }
    }

    /// The range a diagnostic about the whole screen points at: its name, else its keyword.
    public var headRange: Range<Int> {
        let token = nameToken ?? tree.firstOwnToken(of: id, kind: .screenKeyword) ?? tree.tokenRange(of: id).lowerBound
        return tree.tokens.range(of: token)
    }
}

public struct BlockSyntax: Sendable {
    public let tree: SyntaxTree
    public let id: NodeID

    @inlinable
    public init(tree: SyntaxTree, id: NodeID) {
        self.tree = tree
        self.id = id
    }

    public var members: [MemberSyntax] {
        tree.children(of: id).compactMap { MemberSyntax(tree: tree, id: $0) }
    }

    public var properties: [PropertySyntax] {
        members.compactMap { if case .property(let property) = $0 { property } else { nil } }
    }

    public var elements: [ElementSyntax] {
        members.compactMap { if case .element(let element) = $0 { element } else { nil } }
    }

    public var leftBraceToken: Int? { tree.firstOwnToken(of: id, kind: .leftBrace) }
    public var rightBraceToken: Int? { tree.firstOwnToken(of: id, kind: .rightBrace) }
}

public enum MemberSyntax: Sendable {
    case property(PropertySyntax)
    case element(ElementSyntax)

    init?(tree: SyntaxTree, id: NodeID) {
        switch tree.kind(of: id) {
        case .property: self = .property(PropertySyntax(tree: tree, id: id))
        case .element: self = .element(ElementSyntax(tree: tree, id: id))
        default: return nil
        }
    }

    public var id: NodeID {
        switch self {
        case .property(let property): return property.id
        case .element(let element): return element.id
        }
    }
}

public struct PropertySyntax: Sendable {
    public let tree: SyntaxTree
    public let id: NodeID

    @inlinable
    public init(tree: SyntaxTree, id: NodeID) {
        self.tree = tree
        self.id = id
    }

    /// A property node starts with its name: the parser opens it at the identifier.
    @inlinable
    public var nameToken: Int { tree.tokenRange(of: id).lowerBound }
    public var name: Substring { tree.text(ofToken: nameToken) }
    @inlinable
    public var nameRange: Range<Int> { tree.tokens.range(of: nameToken) }

    /// The value; a `missingValue` node when the input has none.
    @inlinable
    public var value: ValueSyntax {
        let child = tree.firstChild(of: id) { $0.isValue || $0 == .tooDeep }!
        return ValueSyntax(tree: tree, id: child)
    }

    public var range: Range<Int> { tree.trimmedByteRange(of: id) }
}

public struct ElementSyntax: Sendable {
    public let tree: SyntaxTree
    public let id: NodeID

    @inlinable
    public init(tree: SyntaxTree, id: NodeID) {
        self.tree = tree
        self.id = id
    }

    /// An element node starts with its name: the parser opens it at the identifier.
    @inlinable
    public var nameToken: Int { tree.tokenRange(of: id).lowerBound }
    public var name: Substring { tree.text(ofToken: nameToken) }
    @inlinable
    public var nameRange: Range<Int> { tree.tokens.range(of: nameToken) }

    /// The string after the element's name: a button's title, a label's text.
    public var primaryTextToken: Int? {
        var token = nameToken + 1
        let end = tree.tokenRange(of: id).upperBound
        while token < end, tree.tokens.kinds[token].isTrivia { token += 1 }
        guard token < end else { return nil }
        let kind = tree.tokens.kinds[token]
        return kind == .string || kind == .unterminatedString ? token : nil
    }

    public var primaryText: String? {
        primaryTextToken.map(tree.stringValue(ofToken:))
    }

    @inlinable
    public var block: BlockSyntax? {
        tree.firstChild(of: id) { $0 == .block }.map { BlockSyntax(tree: tree, id: $0) }
    }

    public var properties: [PropertySyntax] { block?.properties ?? [] }
    public var elements: [ElementSyntax] { block?.elements ?? [] }

    public func property(named name: String) -> PropertySyntax? {
        properties.first { $0.name == name }
    }

    public var range: Range<Int> { tree.trimmedByteRange(of: id) }
}

public struct ValueSyntax: Sendable {
    public let tree: SyntaxTree
    public let id: NodeID

    @inlinable
    public init(tree: SyntaxTree, id: NodeID) {
        self.tree = tree
        self.id = id
    }

    @inlinable
    public var kind: NodeKind { tree.kind(of: id) }
    public var range: Range<Int> { tree.trimmedByteRange(of: id) }
    public var text: Substring { tree.text(of: id) }

    private var token: Int? {
        kind == .missingValue || kind == .listValue || kind == .tooDeep ? nil : tree.tokenRange(of: id).lowerBound
    }

    public var stringValue: String? {
        guard kind == .stringValue, let token else { return nil }
        return tree.stringValue(ofToken: token)
    }

    public var numberValue: NumberLiteral? {
        guard kind == .numberValue, let token else { return nil }
        return NumberLiteral(tree.bytes(ofToken: token))
    }

    public var boolValue: Bool? {
        guard kind == .boolValue, let token else { return nil }
        return tree.tokens.kinds[token] == .trueKeyword
    }

    public var identifierValue: Substring? {
        guard kind == .identifierValue, let token else { return nil }
        return tree.text(ofToken: token)
    }

    /// The length of a string value that is plain ASCII, which is also its width in columns
    /// (`SyntaxTree.plainASCIILength(ofToken:)`); nil for any other value.
    public var plainASCIILength: Int? {
        guard kind == .stringValue, let token else { return nil }
        return tree.plainASCIILength(ofToken: token)
    }

    /// Whether the value is the name `word`: `identifierValue == word` for the names rules
    /// and the catalog compare with, which are ASCII, without making a string of the value.
    public func isIdentifier(_ word: String) -> Bool {
        guard kind == .identifierValue, let token else { return false }
        return tree.token(token, is: word)
    }

    /// Whether the value is a name and one of `words`: `isIdentifier(_:)` of each, with the
    /// value's token found once.
    public func isIdentifier(amongst words: [String]) -> Bool {
        guard kind == .identifierValue, let token else { return false }
        return tree.token(token, isOneOf: words)
    }

    public var colorValue: ColorLiteral? {
        guard kind == .colorValue, let token else { return nil }
        return ColorLiteral(tree.bytes(ofToken: token))
    }

    public var listItems: [ValueSyntax] {
        guard kind == .listValue else { return [] }
        return tree.children(of: id).compactMap { child in
            tree.kind(of: child).isValue && tree.kind(of: child) != .missingValue ? ValueSyntax(tree: tree, id: child) : nil
        }
    }
}
