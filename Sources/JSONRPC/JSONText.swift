/// Compact JSON text: a value serialised by json-c, or an array or object put together from
/// such texts. For answers whose large parts stay the same from one request to the next
/// (completion items), so that they are serialised once and only copied afterwards.
public struct JSONText: Sendable, Equatable {
    /// UTF-8, as `JSONValue.serialized()` writes it.
    public let bytes: [UInt8]

    public init(_ value: JSONValue) {
        bytes = value.serialized()
    }

    private init(bytes: [UInt8]) {
        self.bytes = bytes
    }

    /// An integer, written without json-c: for answers made of many small values (a
    /// formatter's edits), where an object per value is the slow part.
    public init(integer: Int) {
        self.init(bytes: Array(String(integer).utf8))
    }

    /// An array of unsigned integers, written directly: for answers of many numbers
    /// (semantic tokens), where a json-c object per number would cost more than the work.
    public init(integers: [UInt32]) {
        // At most ten digits and a comma per number, and the brackets.
        let bytes = [UInt8](unsafeUninitializedCapacity: integers.count * 11 + 2) { buffer, count in
            var position = 0
            buffer[position] = UInt8(ascii: "[")
            position += 1
            for (index, integer) in integers.enumerated() {
                if index > 0 {
                    buffer[position] = UInt8(ascii: ",")
                    position += 1
                }
                var value = integer
                var digits = 1
                var scale: UInt32 = 10
                while digits < 10, value >= scale {
                    digits += 1
                    scale = scale &* 10
                }
                var place = position + digits - 1
                repeat {
                    buffer[place] = UInt8(ascii: "0") + UInt8(value % 10)
                    value /= 10
                    place -= 1
                } while value > 0
                position += digits
            }
            buffer[position] = UInt8(ascii: "]")
            count = position + 1
        }
        self.init(bytes: bytes)
    }

    /// Appends the decimal digits of `integer` (a minus first when negative) to `bytes`:
    /// for writers of many small objects, where a `String` per number is the slow part.
    public static func appendInteger(_ integer: Int, to bytes: inout [UInt8]) {
        if integer < 0 { bytes.append(UInt8(ascii: "-")) }
        let value = integer.magnitude
        var scale: UInt = 1
        while scale <= value / 10 { scale *= 10 }
        repeat {
            bytes.append(UInt8(ascii: "0") + UInt8(value / scale % 10))
            scale /= 10
        } while scale > 0
    }

    /// A string, escaped as JSON requires (quote, backslash, control characters); written
    /// without json-c, as `init(integer:)`.
    public init(string: String) {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(string.utf8.count + 2)
        Self.appendString(string, to: &bytes)
        self.init(bytes: bytes)
    }

    /// Appends `string` as `init(string:)` writes it to `bytes`: for writers of many small
    /// objects straight into one array.
    public static func appendString(_ string: String, to bytes: inout [UInt8]) {
        bytes.append(UInt8(ascii: "\""))
        for byte in string.utf8 {
            switch byte {
            case UInt8(ascii: "\""): bytes += [UInt8(ascii: "\\"), UInt8(ascii: "\"")]
            case UInt8(ascii: "\\"): bytes += [UInt8(ascii: "\\"), UInt8(ascii: "\\")]
            case 0x0A: bytes += [UInt8(ascii: "\\"), UInt8(ascii: "n")]
            case 0x0D: bytes += [UInt8(ascii: "\\"), UInt8(ascii: "r")]
            case 0x09: bytes += [UInt8(ascii: "\\"), UInt8(ascii: "t")]
            case 0..<0x20: bytes += [UInt8(ascii: "\\"), UInt8(ascii: "u"), UInt8(ascii: "0"), UInt8(ascii: "0"), hexDigits[Int(byte >> 4)], hexDigits[Int(byte & 0xF)]]
            default: bytes.append(byte)
            }
        }
        bytes.append(UInt8(ascii: "\""))
    }

    private static let hexDigits = Array("0123456789abcdef".utf8)

    /// Compact JSON its writer made without a JSON tree (diagnostics, written straight to
    /// bytes). The writer vouches that it is one well-formed value.
    public init(serialized bytes: [UInt8]) {
        self.bytes = bytes
    }

    /// An array of these elements.
    public init(array elements: [JSONText]) {
        var bytes: [UInt8] = [UInt8(ascii: "[")]
        bytes.reserveCapacity(elements.reduce(2) { $0 + $1.bytes.count + 1 })
        for (index, element) in elements.enumerated() {
            if index > 0 { bytes.append(UInt8(ascii: ",")) }
            bytes += element.bytes
        }
        bytes.append(UInt8(ascii: "]"))
        self.init(bytes: bytes)
    }

    /// An object of these members, in this order.
    public init(object members: KeyValuePairs<String, JSONText>) {
        self = JSONText(bytes: [UInt8(ascii: "{"), UInt8(ascii: "}")]).appending(members)
    }

    /// An object of members chosen at run time, in this order.
    public init(object members: [(key: String, value: JSONText)]) {
        self = JSONText(bytes: [UInt8(ascii: "{"), UInt8(ascii: "}")]).appending(members)
    }

    /// This object with `members` after its own. Only for a text that is an object.
    public func appending(_ members: KeyValuePairs<String, JSONText>) -> JSONText {
        appending(members.map { (key: $0.key, value: $0.value) })
    }

    /// This object with `members` after its own. Only for a text that is an object.
    public func appending(_ members: [(key: String, value: JSONText)]) -> JSONText {
        precondition(bytes.first == UInt8(ascii: "{") && bytes.last == UInt8(ascii: "}"), "members can only be added to an object")
        var result = bytes
        result.reserveCapacity(members.reduce(bytes.count) { $0 + $1.key.utf8.count + $1.value.bytes.count + 4 })
        result.removeLast()
        var needsComma = bytes.count > 2
        for (key, value) in members {
            if needsComma { result.append(UInt8(ascii: ",")) }
            needsComma = true
            Self.appendKey(key, to: &result)
            result.append(UInt8(ascii: ":"))
            result += value.bytes
        }
        result.append(UInt8(ascii: "}"))
        return JSONText(bytes: result)
    }

    /// A key as a JSON string: the protocol's keys are plain ASCII and go as they are; any
    /// other is escaped by json-c, as a value would be.
    private static func appendKey(_ key: String, to bytes: inout [UInt8]) {
        let isPlain = key.utf8.allSatisfy { $0 >= 0x20 && $0 < 0x7F && $0 != UInt8(ascii: "\"") && $0 != UInt8(ascii: "\\") }
        guard isPlain else {
            bytes += JSONValue.string(key).serialized()
            return
        }
        bytes.append(UInt8(ascii: "\""))
        bytes += key.utf8
        bytes.append(UInt8(ascii: "\""))
    }
}
