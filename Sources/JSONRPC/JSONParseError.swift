/// Why a byte buffer is not acceptable JSON. The server answers any of these with -32700.
public struct JSONParseError: Error, Sendable, Equatable, CustomStringConvertible {
    public enum Kind: Sendable, Equatable {
        /// Arrays and objects nest deeper than the parser's `maxDepth`.
        case tooDeep(maxDepth: Int)
        /// The bytes are not well-formed UTF-8 (including overlong forms and surrogates).
        case invalidUTF8
        /// The input ended inside a value, or held nothing but whitespace.
        case incomplete
        /// Something other than whitespace follows the value.
        case trailingCharacters
        /// An integer outside Int64, or a number that is not finite (`1e400`, `NaN`, `Infinity`).
        case numberOutOfRange
        /// The input is longer than json-c can take in one call (2 GiB).
        case inputTooLarge
        /// Any other syntax error, with json-c's description.
        case syntax(String)
    }

    public var kind: Kind
    /// Byte offset where json-c stopped, when known.
    public var offset: Int?

    public init(_ kind: Kind, offset: Int? = nil) {
        self.kind = kind
        self.offset = offset
    }

    public var description: String {
        let what: String
        switch kind {
        case .tooDeep(let maxDepth): what = "JSON nested deeper than \(maxDepth) levels"
        case .invalidUTF8: what = "invalid UTF-8 in JSON text"
        case .incomplete: what = "incomplete JSON text"
        case .trailingCharacters: what = "unexpected characters after the JSON value"
        case .numberOutOfRange: what = "number out of range"
        case .inputTooLarge: what = "JSON text too large"
        case .syntax(let detail): what = "JSON syntax error: \(detail)"
        }
        guard let offset else { return what }
        return "\(what) (at byte \(offset))"
    }
}
