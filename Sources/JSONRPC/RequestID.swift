/// A JSON-RPC request id: an integer or a string (null and fractions are not accepted).
public enum RequestID: Sendable, Hashable, CustomStringConvertible {
    case integer(Int64)
    case string(String)

    /// The id from its JSON form, or nil when it is not a usable id.
    public init?(_ value: JSONValue) {
        switch value {
        case .integer(let number): self = .integer(number)
        case .string(let text): self = .string(text)
        default: return nil
        }
    }

    public var jsonValue: JSONValue {
        switch self {
        case .integer(let number): return .integer(number)
        case .string(let text): return .string(text)
        }
    }

    public var description: String {
        switch self {
        case .integer(let number): return String(number)
        case .string(let text): return "\"\(text)\""
        }
    }
}

extension RequestID: ExpressibleByIntegerLiteral {
    public init(integerLiteral value: Int64) {
        self = .integer(value)
    }
}

extension RequestID: ExpressibleByStringLiteral {
    public init(stringLiteral value: String) {
        self = .string(value)
    }
}
