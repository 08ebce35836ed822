/// JSON lets a string escape half of a UTF-16 surrogate pair on its own (`"\ud800"`), which is
/// no Unicode text: json-c reads it as U+FFFD, so a URI holding one would come back as another
/// URI. Such messages are refused instead (see `JSONRPCMessage.decode`).
enum LoneSurrogateEscape {
    /// Whether the JSON text escapes a surrogate that is not half of a pair.
    static func occurs(in text: [UInt8]) -> Bool {
        var index = 0
        var pendingHigh = false
        while index < text.count {
            guard text[index] == UInt8(ascii: "\\") else {
                if pendingHigh { return true }
                index += 1
                continue
            }
            guard index + 1 < text.count else { return pendingHigh }
            guard text[index + 1] == UInt8(ascii: "u"), let unit = hexUnit(text, at: index + 2) else {
                if pendingHigh { return true }
                index += 2
                continue
            }
            switch unit {
            case 0xD800...0xDBFF:
                if pendingHigh { return true }
                pendingHigh = true
            case 0xDC00...0xDFFF:
                if !pendingHigh { return true }
                pendingHigh = false
            default:
                if pendingHigh { return true }
            }
            index += 6
        }
        return pendingHigh
    }

    private static func hexUnit(_ text: [UInt8], at start: Int) -> UInt32? {
        guard start + 4 <= text.count else { return nil }
        var value: UInt32 = 0
        for byte in text[start..<start + 4] {
            switch byte {
            case UInt8(ascii: "0")...UInt8(ascii: "9"): value = value << 4 | UInt32(byte - UInt8(ascii: "0"))
            case UInt8(ascii: "a")...UInt8(ascii: "f"): value = value << 4 | UInt32(byte - UInt8(ascii: "a") + 10)
            case UInt8(ascii: "A")...UInt8(ascii: "F"): value = value << 4 | UInt32(byte - UInt8(ascii: "A") + 10)
            default: return nil
            }
        }
        return value
    }
}
