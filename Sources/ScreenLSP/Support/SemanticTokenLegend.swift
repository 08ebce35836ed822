import ScreenIDE

/// The token types and modifiers the server announces, all from LSP's standard sets so that
/// editors' themes colour them without configuration. Screen names are classes (declared or
/// referred to), components are types (`defaultLibrary` for the catalog's, none for a name
/// the catalog lacks), colours and numbers with units are numbers, and the rule ids of a
/// suppression comment are decorators.
enum SemanticTokenLegend {
    static let tokenTypes = ["keyword", "class", "type", "property", "enumMember", "string", "number", "comment", "decorator"]
    static let tokenModifiers = ["declaration", "deprecated", "defaultLibrary"]

    /// The index in `tokenTypes` of a kind.
    static func typeIndex(_ kind: SemanticToken.Kind) -> UInt32 {
        switch kind {
        case .keyword: return 0
        case .screen, .screenReference: return 1
        case .component, .unknownComponent: return 2
        case .property: return 3
        case .enumerationValue: return 4
        case .string: return 5
        case .number, .color: return 6
        case .comment: return 7
        case .ruleIdentifier: return 8
        }
    }

    /// The modifier bits, in `tokenModifiers` order (the IDE layer's bits are that order).
    static func modifierBits(_ modifiers: SemanticToken.Modifiers) -> UInt32 {
        UInt32(modifiers.rawValue)
    }
}
