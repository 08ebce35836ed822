import ScreenCatalog
import ScreenRules
import ScreenSyntax

extension Analysis {
    /// The file's tokens as an editor colours them, in source order, each on the tree: names
    /// by what they name (a declared screen, a catalog component or an unknown one, a property,
    /// an enumeration value or a screen reference), literals, keywords and comments, the rule
    /// ids of a suppression comment apart. Only those that overlap `range` when it is given.
    /// A block comment that spans lines is one token; the edge splits it for clients that
    /// want one token per line.
    public func semanticTokens(in key: String, range: Range<Int>? = nil) -> [SemanticToken]? {
        file(key).map { SemanticTokenizer(tree: $0.tree).tokens(in: range) }
    }
}

/// Classifies the tree's tokens in two passes: the nodes mark the names and values whose
/// meaning depends on where they stand, then one walk over the tokens emits them with the
/// literals and comments. Linear in the file; nothing is recursive.
struct SemanticTokenizer {
    let tree: SyntaxTree

    /// Per token: 0 when the token kind alone decides, else the kind's raw value plus one in
    /// the low byte and the modifiers in the high byte.
    private typealias Mark = UInt16

    func tokens(in range: Range<Int>?) -> [SemanticToken] {
        let marks = nodeMarks()
        let tokens = tree.tokens
        var firstToken = 0
        var endToken = tokens.count
        if let range {
            firstToken = tree.token(at: range.lowerBound)
            endToken = min(tokens.count, tree.token(at: range.upperBound) + 1)
        }
        var result: [SemanticToken] = []
        result.reserveCapacity((endToken - firstToken) / 2)
        for token in firstToken..<endToken {
            let tokenRange = tokens.range(of: token)
            if let range, !(tokenRange.lowerBound < range.upperBound && range.lowerBound < tokenRange.upperBound) { continue }
            let mark = marks[token]
            if mark != 0 {
                result.append(SemanticToken(tokenRange, SemanticToken.Kind(rawValue: UInt8(mark & 0xFF) - 1)!, SemanticToken.Modifiers(rawValue: UInt8(mark >> 8))))
                continue
            }
            switch tokens.kinds[token] {
            case .screenKeyword, .trueKeyword, .falseKeyword:
                result.append(SemanticToken(tokenRange, .keyword))
            case .string, .unterminatedString:
                result.append(SemanticToken(tokenRange, .string))
            case .number:
                result.append(SemanticToken(tokenRange, .number))
            case .color:
                result.append(SemanticToken(tokenRange, .color))
            case .blockComment, .unterminatedBlockComment:
                result.append(SemanticToken(tokenRange, .comment))
            case .lineComment:
                appendLineComment(token: token, range: tokenRange, to: &result)
            default:
                break
            }
        }
        return result
    }

    /// A line comment, split around the rule ids when it is a suppression.
    private func appendLineComment(token: Int, range: Range<Int>, to result: inout [SemanticToken]) {
        let bytes = tree.bytes(ofToken: token)
        guard SuppressionComment.mayBeSuppression(bytes), let suppression = SuppressionComment(comment: bytes) else {
            result.append(SemanticToken(range, .comment))
            return
        }
        var start = range.lowerBound
        for identifier in suppression.identifierRanges {
            if start < identifier.lowerBound { result.append(SemanticToken(start..<identifier.lowerBound, .comment)) }
            result.append(SemanticToken(identifier, .ruleIdentifier))
            start = identifier.upperBound
        }
        if start < range.upperBound { result.append(SemanticToken(start..<range.upperBound, .comment)) }
    }

    private func nodeMarks() -> [Mark] {
        var marks = [Mark](repeating: 0, count: tree.tokens.count)
        func mark(_ token: Int, _ kind: SemanticToken.Kind, _ modifiers: SemanticToken.Modifiers = []) {
            marks[token] = Mark(kind.rawValue + 1) | Mark(modifiers.rawValue) << 8
        }
        let kinds = tree.tokens.kinds
        for node in tree.preorder {
            switch tree.kind(of: node) {
            case .screenDeclaration:
                if let name = ScreenDeclarationSyntax(tree: tree, id: node).nameToken { mark(name, .screen, .declaration) }
            case .element:
                let name = tree.tokenRange(of: node).lowerBound
                guard kinds[name] == .identifier else { continue }
                if let spec = Catalog.element(named: tree.text(ofToken: name)) {
                    mark(name, .component, spec.isDeprecated ? [.defaultLibrary, .deprecated] : .defaultLibrary)
                } else {
                    mark(name, .unknownComponent)
                }
            case .property:
                mark(tree.tokenRange(of: node).lowerBound, .property)
            case .identifierValue:
                let token = tree.tokenRange(of: node).lowerBound
                mark(token, namesScreen(node) ? .screenReference : .enumerationValue)
            default:
                continue
            }
        }
        return marks
    }

    /// Whether a word value names a screen: its property takes one, or, where the catalog
    /// lacks the property on that owner, a property of that name takes one elsewhere
    /// (`pushes:` on an element that cannot push is still a screen's name to its writer).
    private func namesScreen(_ value: NodeID) -> Bool {
        let (name, type) = propertyType(of: value)
        guard let type else { return name.map { Self.screenPropertyNames.contains(String($0)) } ?? false }
        return type == .screen
    }

    private static let screenPropertyNames: Set<String> = Set(
        (Catalog.elements.flatMap(\.allProperties) + Catalog.screenProperties).filter { $0.type == .screen }.map(\.name))

    /// The name and catalog type of the property a value belongs to (directly or in a list).
    private func propertyType(of value: NodeID) -> (name: Substring?, type: ValueType?) {
        var node = tree.parent(of: value)
        if let parent = node, tree.kind(of: parent) == .listValue { node = tree.parent(of: parent) }
        guard let property = node, tree.kind(of: property) == .property,
              let block = tree.parent(of: property), let owner = tree.parent(of: block) else { return (nil, nil) }
        let name = tree.text(ofToken: tree.tokenRange(of: property).lowerBound)
        switch tree.kind(of: owner) {
        case .screenDeclaration:
            return (name, Catalog.screenProperty(named: name)?.type)
        case .element:
            return (name, Catalog.element(named: tree.text(ofToken: tree.tokenRange(of: owner).lowerBound))?.property(named: String(name))?.type)
        default:
            return (name, nil)
        }
    }
}
