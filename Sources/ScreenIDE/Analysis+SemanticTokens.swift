#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
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

    /// The tokens of the part of the file that differs from `previous` (the tree an earlier
    /// result was made from): the rest keeps its tokens, those after the part moved by the
    /// change in length. Only the screens the change touches are classified again.
    public func semanticTokenChange(in key: String, since previous: SyntaxTree) -> SemanticTokenChange? {
        file(key).map { SemanticTokenChange(from: previous, to: $0.tree) }
    }
}

/// What changed in a file's semantic tokens between two of its trees: the tokens of
/// `previousBytes` in the earlier text are replaced by `tokens`, which cover `bytes` of the
/// later one; tokens before the part are the same, tokens after it are moved by `delta`.
/// Both ranges start and end at a `screen` keyword (or an end of the text), since a screen
/// lexes, parses and so is classified the same whatever stands before or after it.
public struct SemanticTokenChange: Sendable {
    public let previousBytes: Range<Int>
    public let bytes: Range<Int>
    public let tokens: [SemanticToken]

    /// How far the tokens after the part moved.
    public var delta: Int { bytes.upperBound - previousBytes.upperBound }

    init(from old: SyntaxTree, to new: SyntaxTree) {
        guard let (first, newEnd, oldEnd) = SemanticTokenChange.changedTokens(from: old, to: new) else {
            // The trees do not line up around the change (a comment left open swallows the
            // rest, say): everything is new.
            previousBytes = 0..<old.source.count
            bytes = 0..<new.source.count
            tokens = SemanticTokenizer(tree: new).tokens(in: nil)
            return
        }
        previousBytes = Int(old.tokens.starts[first])..<Int(old.tokens.starts[oldEnd])
        bytes = Int(new.tokens.starts[first])..<Int(new.tokens.starts[newEnd])
        tokens = SemanticTokenizer(tree: new).tokens(inTokens: first..<newEnd)
    }

    /// The tokens that differ: from the first to (not including) a `screen` keyword or the
    /// end-of-file token in each tree, when the tokens before and after are the same.
    private static func changedTokens(from old: SyntaxTree, to new: SyntaxTree) -> (first: Int, newEnd: Int, oldEnd: Int)? {
        let (oldKinds, newKinds) = (old.tokens.kinds, new.tokens.kinds)
        let (oldStarts, newStarts) = (old.tokens.starts, new.tokens.starts)
        let (prefix, suffix) = commonEnds(old.source, new.source)
        if prefix == old.source.count && prefix == new.source.count { return oldKinds == newKinds ? (0, 0, 0) : nil }
        // The last keyword that starts before the first changed byte, whose tokens before it
        // are the same in both trees.
        var first = new.token(at: max(prefix - 1, 0))
        while first > 0, !(newKinds[first] == .screenKeyword && Int(newStarts[first]) < prefix) { first -= 1 }
        guard first < oldKinds.count, first == 0 || oldKinds[first] == .screenKeyword,
              sameBytes(oldKinds[..<first], newKinds[..<first]), sameBytes(oldStarts[...first], newStarts[...first]) else { return nil }
        // The first keyword that starts in the unchanged bytes at the end, whose tokens from
        // it on are those of the earlier tree moved by the delta.
        let delta = new.source.count - old.source.count
        let unchangedFrom = new.source.count - suffix
        var newEnd = new.token(at: unchangedFrom)
        while newEnd < newKinds.count - 1, !(newKinds[newEnd] == .screenKeyword && Int(newStarts[newEnd]) >= unchangedFrom) { newEnd += 1 }
        newEnd = max(newEnd, first)
        let oldEnd = oldKinds.count - (newKinds.count - newEnd)
        guard oldEnd >= first, sameBytes(oldKinds[oldEnd...], newKinds[newEnd...]) else { return nil }
        // The lexer starts each token afresh from the bytes ahead, so two tokens that start
        // at the same place in the same remaining bytes are followed by the same tokens: the
        // first start is enough (the kinds were compared above as well).
        guard Int(oldStarts[oldEnd]) + delta == Int(newStarts[newEnd]) else { return nil }
        return (first, newEnd, oldEnd)
    }

    /// Whether two runs of plain values (token kinds, offsets) are the same, by `memcmp`.
    private static func sameBytes<Element>(_ first: ArraySlice<Element>, _ second: ArraySlice<Element>) -> Bool {
        guard first.count == second.count else { return false }
        return first.withUnsafeBytes { first in
            second.withUnsafeBytes { second in
                first.isEmpty || memcmp(first.baseAddress!, second.baseAddress!, first.count) == 0
            }
        }
    }

    /// How many bytes the two texts share at their start, and how many more at their end.
    private static func commonEnds(_ old: [UInt8], _ new: [UInt8]) -> (prefix: Int, suffix: Int) {
        old.withUnsafeBufferPointer { old in
            new.withUnsafeBufferPointer { new in
                let shorter = min(old.count, new.count)
                var prefix = 0
                while prefix + 8 <= shorter,
                      UnsafeRawPointer(old.baseAddress! + prefix).loadUnaligned(as: UInt64.self) == UnsafeRawPointer(new.baseAddress! + prefix).loadUnaligned(as: UInt64.self) {
                    prefix += 8
                }
                while prefix < shorter, old[prefix] == new[prefix] { prefix += 1 }
                var suffix = 0
                let room = shorter - prefix
                while suffix + 8 <= room,
                      UnsafeRawPointer(old.baseAddress! + old.count - suffix - 8).loadUnaligned(as: UInt64.self) == UnsafeRawPointer(new.baseAddress! + new.count - suffix - 8).loadUnaligned(as: UInt64.self) {
                    suffix += 8
                }
                while suffix < room, old[old.count - 1 - suffix] == new[new.count - 1 - suffix] { suffix += 1 }
                return (prefix, suffix)
            }
        }
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
        guard let range else { return tokens(inTokens: 0..<tree.tokens.count) }
        let firstToken = tree.token(at: range.lowerBound)
        let endToken = min(tree.tokens.count, tree.token(at: range.upperBound) + 1)
        return tokens(inTokens: firstToken..<endToken, overlapping: range)
    }

    /// The tokens of `span` (those that overlap `range`, when it is given), classified by the
    /// top-level nodes that hold them alone.
    func tokens(inTokens span: Range<Int>, overlapping range: Range<Int>? = nil) -> [SemanticToken] {
        let marks = nodeMarks(tokens: span)
        let tokens = tree.tokens
        var result: [SemanticToken] = []
        result.reserveCapacity(span.count / 2)
        for token in span {
            let tokenRange = tokens.range(of: token)
            if let range, !(tokenRange.lowerBound < range.upperBound && range.lowerBound < tokenRange.upperBound) { continue }
            let mark = marks[token - span.lowerBound]
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

    /// The marks of the tokens of `span`, from the nodes of the top-level declarations that
    /// overlap it (the file's node for the whole file): a node marks only its own tokens.
    private func nodeMarks(tokens span: Range<Int>) -> [Mark] {
        var marks = [Mark](repeating: 0, count: span.count)
        func mark(_ token: Int, _ kind: SemanticToken.Kind, _ modifiers: SemanticToken.Modifiers = []) {
            guard span.contains(token) else { return }
            marks[token - span.lowerBound] = Mark(kind.rawValue + 1) | Mark(modifiers.rawValue) << 8
        }
        let kinds = tree.tokens.kinds
        var nodes = 0..<tree.nodeCount
        if span != 0..<tree.tokens.count {
            // Top-level nodes are a few hundred; their subtrees are consecutive in pre-order.
            var first: Int?
            var end = 1
            var child = tree.firstChild(of: tree.root)
            while let current = child {
                let range = tree.tokenRange(of: current)
                if range.lowerBound >= span.upperBound { break }
                let next = tree.nextSibling(of: current)
                if range.upperBound > span.lowerBound {
                    if first == nil { first = current.index }
                    end = next?.index ?? tree.nodeCount
                }
                child = next
            }
            nodes = (first ?? 1)..<max(end, first ?? 1)
        }
        for node in tree.preorder[nodes] {
            switch tree.kind(of: node) {
            case .screenDeclaration:
                if let name = ScreenDeclarationSyntax(tree: tree, id: node).nameToken { mark(name, .screen, .declaration) }
            case .element:
                let name = tree.tokenRange(of: node).lowerBound
                guard kinds[name] == .identifier else { continue }
                if let index = tree.catalogElementIndex(ofToken: name) {
                    mark(name, .component, Catalog.elements[index].isDeprecated ? [.defaultLibrary, .deprecated] : .defaultLibrary)
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
        // Most word values belong to properties that take no screen anywhere (`style:`,
        // `tint:`): their property's name settles them without a catalog lookup.
        guard let property = property(holding: value) else { return false }
        let nameBytes = tree.bytes(ofToken: tree.tokenRange(of: property).lowerBound)
        guard Self.screenPropertyNames.contains(where: { $0.elementsEqual(nameBytes) }) else { return false }
        let (name, type) = propertyType(of: value)
        guard let type else { return name != nil }
        return type == .screen
    }

    /// The names of the properties that take a screen on some owner, as bytes.
    private static let screenPropertyNames: [[UInt8]] = Array(Set(
        (Catalog.elements.flatMap(\.allProperties) + Catalog.screenProperties).filter { $0.type == .screen }.map(\.name))).map { Array($0.utf8) }

    /// The property a value belongs to, directly or as an item of a list.
    private func property(holding value: NodeID) -> NodeID? {
        var node = tree.parent(of: value)
        if let parent = node, tree.kind(of: parent) == .listValue { node = tree.parent(of: parent) }
        guard let property = node, tree.kind(of: property) == .property else { return nil }
        return property
    }

    /// The name and catalog type of the property a value belongs to (directly or in a list).
    private func propertyType(of value: NodeID) -> (name: Substring?, type: ValueType?) {
        guard let property = property(holding: value),
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
