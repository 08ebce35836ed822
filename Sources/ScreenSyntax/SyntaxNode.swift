/// What a node of the syntax tree is.
public enum NodeKind: UInt8, Sendable {
    case sourceFile
    case screenDeclaration
    case block
    case property
    case element
    case stringValue
    case numberValue
    case colorValue
    case boolValue
    case identifierValue
    case listValue
    /// A token the grammar requires but the input lacks; `expectedToken` says which.
    case missingToken
    /// A value the grammar requires after `:` but the input lacks.
    case missingValue
    /// Tokens the parser skipped to recover.
    case unexpected
    /// A block or list nested deeper than `Parser.maximumDepth`, kept as unexpected tokens.
    case tooDeep

    public var isValue: Bool {
        switch self {
        case .stringValue, .numberValue, .colorValue, .boolValue, .identifierValue, .listValue, .missingValue:
            return true
        default:
            return false
        }
    }
}

/// One node of the flat, pre-order tree. A node owns the tokens `firstToken..<endToken`
/// except those owned by its descendants, which are the nodes `index + 1 ..< subtreeEnd`.
/// Usable from inlined code, so that the tree's walks by index inline into other modules.
@usableFromInline
struct RawNode: Sendable, Equatable {
    @usableFromInline var kind: NodeKind
    /// For `missingToken`, the raw value of the expected `TokenKind`.
    @usableFromInline var detail: UInt8
    @usableFromInline var firstToken: UInt32
    @usableFromInline var endToken: UInt32
    @usableFromInline var subtreeEnd: UInt32
    @usableFromInline var parent: UInt32
}

/// A node of a syntax tree: a cheap handle that is only meaningful with its tree.
public struct NodeID: Hashable, Sendable, Comparable {
    public let index: Int

    @usableFromInline
    init(_ index: Int) { self.index = index }

    public static func < (lhs: NodeID, rhs: NodeID) -> Bool { lhs.index < rhs.index }
}
