import JSONRPC

/// Typed access to the members of a JSON object, failing with `InvalidParams` that name the
/// member. A member that is null counts as absent: clients write `"rootUri": null` freely.
struct JSONFields {
    let object: JSONObject
    let path: String

    /// The object's fields; anything but an object is invalid params.
    init(_ value: JSONValue?, at path: String) throws(InvalidParams) {
        guard case .object(let object)? = value else {
            throw InvalidParams("\(path.isEmpty ? "params" : path) must be an object")
        }
        self.object = object
        self.path = path
    }

    func has(_ key: String) -> Bool {
        value(key) != nil
    }

    func string(_ key: String) throws(InvalidParams) -> String {
        try required(key) { value, path throws(InvalidParams) in try Self.string(value, at: path) }
    }

    func optionalString(_ key: String) throws(InvalidParams) -> String? {
        try optional(key) { value, path throws(InvalidParams) in try Self.string(value, at: path) }
    }

    func integer(_ key: String) throws(InvalidParams) -> Int {
        try required(key) { value, path throws(InvalidParams) in try Self.integer(value, at: path) }
    }

    func optionalInteger(_ key: String) throws(InvalidParams) -> Int? {
        try optional(key) { value, path throws(InvalidParams) in try Self.integer(value, at: path) }
    }

    func optionalBool(_ key: String) throws(InvalidParams) -> Bool? {
        try optional(key) { value, path throws(InvalidParams) in
            guard let flag = value.boolValue else { throw InvalidParams("\(path) must be a boolean") }
            return flag
        }
    }

    func decode<Value: JSONDecodable>(_ key: String, as type: Value.Type = Value.self) throws(InvalidParams) -> Value {
        try required(key) { value, path throws(InvalidParams) in try Value(json: value, at: path) }
    }

    func optionalDecode<Value: JSONDecodable>(_ key: String, as type: Value.Type = Value.self) throws(InvalidParams) -> Value? {
        try optional(key) { value, path throws(InvalidParams) in try Value(json: value, at: path) }
    }

    func array<Element: JSONDecodable>(_ key: String, of type: Element.Type = Element.self) throws(InvalidParams) -> [Element] {
        try required(key) { value, path throws(InvalidParams) in try Self.array(value, at: path) }
    }

    func optionalArray<Element: JSONDecodable>(_ key: String, of type: Element.Type = Element.self) throws(InvalidParams) -> [Element]? {
        try optional(key) { value, path throws(InvalidParams) in try Self.array(value, at: path) }
    }

    /// The fields of a nested object, or nil when it is absent.
    func optionalFields(_ key: String) throws(InvalidParams) -> JSONFields? {
        try optional(key) { value, path throws(InvalidParams) in try JSONFields(value, at: path) }
    }

    /// The raw value of a member, nil when absent or null.
    func value(_ key: String) -> JSONValue? {
        guard let value = object[key], !value.isNull else { return nil }
        return value
    }

    func memberPath(_ key: String) -> String {
        path.isEmpty ? key : "\(path).\(key)"
    }
}

extension JSONFields {
    private func required<Value>(
        _ key: String, _ read: (JSONValue, String) throws(InvalidParams) -> Value
    ) throws(InvalidParams) -> Value {
        guard let value = value(key) else { throw InvalidParams("\(memberPath(key)) is missing") }
        return try read(value, memberPath(key))
    }

    private func optional<Value>(
        _ key: String, _ read: (JSONValue, String) throws(InvalidParams) -> Value
    ) throws(InvalidParams) -> Value? {
        guard let value = value(key) else { return nil }
        return try read(value, memberPath(key))
    }

    static func string(_ value: JSONValue, at path: String) throws(InvalidParams) -> String {
        guard let text = value.stringValue else { throw InvalidParams("\(path) must be a string") }
        return text
    }

    static func integer(_ value: JSONValue, at path: String) throws(InvalidParams) -> Int {
        guard let number = value.intValue else { throw InvalidParams("\(path) must be an integer") }
        return number
    }

    static func array<Element: JSONDecodable>(_ value: JSONValue, at path: String) throws(InvalidParams) -> [Element] {
        guard let elements = value.arrayValue else { throw InvalidParams("\(path) must be an array") }
        var result: [Element] = []
        result.reserveCapacity(elements.count)
        for (index, element) in elements.enumerated() {
            result.append(try Element(json: element, at: "\(path)[\(index)]"))
        }
        return result
    }
}

/// Strings appear in arrays too (`positionEncodings`).
extension String: JSONDecodable {
    init(json: JSONValue, at path: String) throws(InvalidParams) {
        self = try JSONFields.string(json, at: path)
    }
}

/// And integers (`tagSupport.valueSet`).
extension Int: JSONDecodable {
    init(json: JSONValue, at path: String) throws(InvalidParams) {
        self = try JSONFields.integer(json, at: path)
    }
}
