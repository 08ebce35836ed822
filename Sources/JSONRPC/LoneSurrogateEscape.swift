#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// JSON lets a string escape half of a UTF-16 surrogate pair on its own (`"\ud800"`), which is
/// no Unicode text: json-c reads it as U+FFFD, so a URI holding one would come back as another
/// URI. Such messages are refused instead (see `JSONRPCMessage.decode`).
enum LoneSurrogateEscape {
    /// Whether the JSON text escapes a surrogate that is not half of a pair.
    static func occurs(in text: [UInt8]) -> Bool {
        text.withUnsafeBufferPointer { bytes -> Bool in
            guard let base = bytes.baseAddress else { return false }
            var index = 0
            var pendingHigh = false
            while index < bytes.count {
                if !pendingHigh {
                    // Most of a message escapes nothing (a document's text is most of an
                    // open): memchr finds the next backslash several bytes a step.
                    guard let found = memchr(base + index, Int32(UInt8(ascii: "\\")), bytes.count - index) else { return false }
                    index = UnsafeRawPointer(base).distance(to: UnsafeRawPointer(found))
                } else if bytes[index] != UInt8(ascii: "\\") {
                    return true
                }
                guard index + 1 < bytes.count else { return pendingHigh }
                guard bytes[index + 1] == UInt8(ascii: "u"), let unit = hexUnit(bytes, at: index + 2) else {
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
    }

    private static func hexUnit(_ text: UnsafeBufferPointer<UInt8>, at start: Int) -> UInt32? {
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
