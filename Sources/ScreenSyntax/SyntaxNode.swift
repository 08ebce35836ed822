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
struct RawNode: Sendable, Equatable {
    var kind: NodeKind
    /// For `missingToken`, the raw value of the expected `TokenKind`.
    var detail: UInt8
    var firstToken: UInt32
    var endToken: UInt32
    var subtreeEnd: UInt32
    var parent: UInt32
}

/// A node of a syntax tree: a cheap handle that is only meaningful with its tree.
public struct NodeID: Hashable, Sendable, Comparable {
    public let index: Int

    init(_ index: Int) { self.index = index }

    public static func < (lhs: NodeID, rhs: NodeID) -> Bool { lhs.index < rhs.index }
}
