import ScreenSupport

/// JSON values written as bytes, as json-c writes them (`JSON_C_TO_STRING_PLAIN |
/// JSON_C_TO_STRING_NOSLASHESCAPE`): the language server's lists of diagnostics and the
/// command line's reports write their numbers and strings here.
public enum JSONBytes {
    public static func integer(_ value: Int, into bytes: inout [UInt8]) {
        if value < 0 { bytes.append(UInt8(ascii: "-")) }
        var rest = value.magnitude
        // Lines and columns have a few digits: they are gathered last first in one word,
        // dividing by the constant ten (a multiplication), and appended one by one; a
        // longer number's leading digits are written first, the same way.
        if rest >= 100_000_000 {
            integer(Int(rest / 100_000_000), into: &bytes)
            rest %= 100_000_000
            var packed: UInt64 = 0
            for _ in 0..<8 {
                packed = packed << 8 | UInt64(UInt8(ascii: "0") + UInt8(rest % 10))
                rest /= 10
            }
            appendDigits(packed, count: 8, into: &bytes)
            return
        }
        var packed: UInt64 = 0
        var count = 0
        repeat {
            packed = packed << 8 | UInt64(UInt8(ascii: "0") + UInt8(rest % 10))
            rest /= 10
            count += 1
        } while rest > 0
        appendDigits(packed, count: count, into: &bytes)
    }

    /// The digits packed in a word, the first in its lowest byte.
    private static func appendDigits(_ packed: UInt64, count: Int, into bytes: inout [UInt8]) {
        var packed = packed
        for _ in 0..<count {
            bytes.append(UInt8(truncatingIfNeeded: packed))
            packed >>= 8
        }
    }

    /// A JSON string: quotes, backslashes and control characters escaped, the rest as UTF-8.
    public static func string(_ text: String, into bytes: inout [UInt8]) {
        bytes.append(UInt8(ascii: "\""))
        stringContents(text, into: &bytes)
        bytes.append(UInt8(ascii: "\""))
    }

    /// A JSON string's text between its quotes.
    public static func stringContents(_ text: String, into bytes: inout [UInt8]) {
        var text = text
        text.withUTF8 { utf8 in
            // The text not yet written starts at `start`; it is written a run at a time, up
            // to each byte that needs an escape.
            var start = 0
            // Writes the run before the bytes of `range` that need an escape, and each escaped.
            func escapes(in range: Range<Int>) {
                for offset in range where needsEscape(utf8[offset]) {
                    bytes.append(contentsOf: UnsafeBufferPointer(rebasing: utf8[start..<offset]))
                    start = offset + 1
                    appendEscape(of: utf8[offset], into: &bytes)
                }
            }
            var index = 0
            // Eight bytes a step while none of them needs one, as in most text; a word that
            // may hold one is read byte by byte.
            while index + 8 <= utf8.count {
                let word = UInt64.bytes(at: index, of: utf8)
                let flagged = word.flaggingBytes(below: 0x20) | word.flaggingBytes(equalTo: UInt8(ascii: "\""))
                    | word.flaggingBytes(equalTo: UInt8(ascii: "\\"))
                if flagged != 0 { escapes(in: index..<(index + 8)) }
                index += 8
            }
            escapes(in: index..<utf8.count)
            bytes.append(contentsOf: UnsafeBufferPointer(rebasing: utf8[start...]))
        }
    }

    @inline(__always)
    private static func needsEscape(_ byte: UInt8) -> Bool {
        byte < 0x20 || byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "\\")
    }

    private static func appendEscape(of byte: UInt8, into bytes: inout [UInt8]) {
        bytes.append(UInt8(ascii: "\\"))
        switch byte {
        case UInt8(ascii: "\""), UInt8(ascii: "\\"): bytes.append(byte)
        case UInt8(ascii: "\n"): bytes.append(UInt8(ascii: "n"))
        case UInt8(ascii: "\r"): bytes.append(UInt8(ascii: "r"))
        case UInt8(ascii: "\t"): bytes.append(UInt8(ascii: "t"))
        case 0x08: bytes.append(UInt8(ascii: "b"))
        case 0x0C: bytes.append(UInt8(ascii: "f"))
        default:
            let hex = Array("0123456789abcdef".utf8)
            bytes += "u00".utf8
            bytes.append(hex[Int(byte >> 4)])
            bytes.append(hex[Int(byte & 0xF)])
        }
    }
}
