import ScreenSyntax

/// A token as an editor colours it: a byte range of one file, what it stands for, and how.
/// The LSP edge maps the kinds to the protocol's standard token types, which themes colour.
public struct SemanticToken: Sendable, Equatable {
    public enum Kind: UInt8, Sendable, CaseIterable {
        /// `screen`, `true`, `false`.
        case keyword
        /// A screen's name where it is declared (with `declaration`).
        case screen
        /// A component the catalog has (with `defaultLibrary`, and `deprecated` where it is).
        case component
        /// A component name the catalog lacks.
        case unknownComponent
        case property
        /// A value of an enumeration property: `plain`, `darkContent`.
        case enumerationValue
        /// A screen named by `pushes:`, `presents:` or `screen:`.
        case screenReference
        case string
        /// A number with its unit: `44pt`, `30m`.
        case number
        case color
        case comment
        /// A rule id in a `// screenkit-ignore:` comment.
        case ruleIdentifier
    }

    public struct Modifiers: OptionSet, Sendable, Hashable {
        public let rawValue: UInt8
        public init(rawValue: UInt8) { self.rawValue = rawValue }

        public static let declaration = Modifiers(rawValue: 1 << 0)
        public static let deprecated = Modifiers(rawValue: 1 << 1)
        public static let defaultLibrary = Modifiers(rawValue: 1 << 2)
    }

    public var start: Int
    public var end: Int
    public var kind: Kind
    public var modifiers: Modifiers

    public init(_ range: Range<Int>, _ kind: Kind, _ modifiers: Modifiers = []) {
        start = range.lowerBound
        end = range.upperBound
        self.kind = kind
        self.modifiers = modifiers
    }

    public var range: Range<Int> { start..<end }
}
