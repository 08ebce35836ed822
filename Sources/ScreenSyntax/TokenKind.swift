/// What a token is. Trivia (white space, comments, a byte-order mark) is kept in the token
/// stream so that the tree is lossless; the parser steps over it.
public enum TokenKind: UInt8, Sendable, CaseIterable {
    // Trivia.
    case whitespace
    case lineComment
    case blockComment
    case byteOrderMark

    // Keywords and literals.
    case screenKeyword
    case trueKeyword
    case falseKeyword
    case identifier
    case string
    case number
    case color

    // Punctuation.
    case leftBrace
    case rightBrace
    case leftBracket
    case rightBracket
    case colon
    case comma
    case semicolon

    // Errors: the lexer never fails, it makes these instead.
    case unterminatedString
    case unterminatedBlockComment
    case unexpectedCharacters

    /// Zero-length, always the last token.
    case endOfFile

    public var isTrivia: Bool {
        switch self {
        case .whitespace, .lineComment, .blockComment, .byteOrderMark, .unterminatedBlockComment:
            return true
        default:
            return false
        }
    }

    /// Tokens that stand for a lexical error of their own, worded by the diagnostics pass.
    public var isLexicalError: Bool {
        self == .unterminatedString || self == .unterminatedBlockComment || self == .unexpectedCharacters
    }

    /// Tokens that, after an identifier, make it the name of a member (`title:`, `Button "OK"`,
    /// `Stack {`) rather than a value.
    public var followsMemberName: Bool {
        switch self {
        case .colon, .string, .unterminatedString, .leftBrace:
            return true
        default:
            return false
        }
    }

    /// Tokens that can start a value after `:`.
    public var startsValue: Bool {
        switch self {
        case .string, .unterminatedString, .number, .color, .trueKeyword, .falseKeyword, .identifier, .leftBracket:
            return true
        default:
            return false
        }
    }

    /// How a message names this kind of token to a user.
    var spelling: String {
        switch self {
        case .leftBrace: return "'{'"
        case .rightBrace: return "'}'"
        case .leftBracket: return "'['"
        case .rightBracket: return "']'"
        case .colon: return "':'"
        case .comma: return "','"
        case .semicolon: return "';'"
        case .screenKeyword: return "'screen'"
        case .trueKeyword: return "'true'"
        case .falseKeyword: return "'false'"
        default: return ""
        }
    }
}
