/// A JSON value as a plain Sendable Swift value.
///
/// json-c trees never leave the function that built them (their reference counts are not
/// atomic), so everything above the parser and serialiser works with this type instead.
/// Integers and doubles stay distinct so that `1` and `1.0` survive a round trip as written.
public enum JSONValue: Sendable, Equatable {
    case null
    case bool(Bool)
    case integer(Int64)
    case double(Double)
    case string(String)
    case array([JSONValue])
    case object(JSONObject)
}

extension JSONValue {
    /// The member named `key` when this is an object (last duplicate wins), else nil.
    public subscript(key: String) -> JSONValue? {
        guard case .object(let object) = self else { return nil }
        return object[key]
    }

    /// The element at `index` when this is an array and the index is in range, else nil.
    public subscript(index: Int) -> JSONValue? {
        guard case .array(let elements) = self, elements.indices.contains(index) else { return nil }
        return elements[index]
    }

    public var isNull: Bool {
        if case .null = self { return true }
        return false
    }

    public var boolValue: Bool? {
        if case .bool(let value) = self { return value }
        return nil
    }

    /// The integer, also for a double with no fractional part that fits in Int64
    /// (JSON itself does not tell `3` from `3.0`, and some clients write the latter).
    public var int64Value: Int64? {
        switch self {
        case .integer(let value):
            return value
        case .double(let value):
            // -2^63 is exact as a Double; 2^63 is not representable as Int64, hence `<`.
            guard value.rounded(.towardZero) == value,
                  value >= -9_223_372_036_854_775_808.0, value < 9_223_372_036_854_775_808.0
            else { return nil }
            return Int64(value)
        default:
            return nil
        }
    }

    /// `int64Value` narrowed to Int when it fits.
    public var intValue: Int? {
        guard let value = int64Value else { return nil }
        return Int(exactly: value)
    }

    /// The number as a Double, from either numeric case.
    public var doubleValue: Double? {
        switch self {
        case .double(let value): return value
        case .integer(let value): return Double(value)
        default: return nil
        }
    }

    public var stringValue: String? {
        if case .string(let value) = self { return value }
        return nil
    }

    public var arrayValue: [JSONValue]? {
        if case .array(let value) = self { return value }
        return nil
    }

    public var objectValue: JSONObject? {
        if case .object(let value) = self { return value }
        return nil
    }
}
