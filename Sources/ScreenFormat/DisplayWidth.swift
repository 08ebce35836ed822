import ScreenSupport

/// How many columns text takes in a terminal or editor: East Asian wide characters and most
/// emoji take two, joiners and variation selectors none, everything else one. Line widths
/// are measured this way, so that a line of Chinese is not allowed twice the room.
enum DisplayWidth {
    /// The columns of `bytes` (UTF-8), a tab counting `tabWidth`; stops counting past `limit`.
    static func of(_ bytes: UnsafeBufferPointer<UInt8>, tabWidth: Int, limit: Int) -> Int {
        var width = 0
        var index = 0
        let count = bytes.count
        while index < count, width <= limit {
            // Eight ASCII bytes without a tab take eight columns; the per-byte walk below
            // would give the same while the limit is eight columns away.
            if index + 8 <= count, width + 8 <= limit {
                let word = UInt64.bytes(at: index, of: bytes)
                if !word.holdsNonASCIIByte && word.flaggingBytes(equalTo: 0x09) == 0 {
                    width += 8
                    index += 8
                    continue
                }
            }
            let lead = bytes[index]
            if lead < 0x80 {
                width += lead == 0x09 ? tabWidth : 1
                index += 1
                continue
            }
            var scalar: UInt32
            var length: Int
            if lead >= 0xF0 { scalar = UInt32(lead & 0x07); length = 4 }
            else if lead >= 0xE0 { scalar = UInt32(lead & 0x0F); length = 3 }
            else if lead >= 0xC0 { scalar = UInt32(lead & 0x1F); length = 2 }
            else { index += 1; continue }
            var next = index + 1
            while next < index + length, next < count {
                scalar = scalar << 6 | UInt32(bytes[next] & 0x3F)
                next += 1
            }
            index = next
            width += columns(of: scalar)
        }
        return width
    }

    static func columns(of scalar: UInt32) -> Int {
        switch scalar {
        case 0x0300...0x036F, 0x200B...0x200F, 0xFE00...0xFE0F, 0xE0100...0xE01EF: return 0
        case 0x1100...0x115F, 0x2E80...0x303E, 0x3041...0x33FF, 0x3400...0x4DBF, 0x4E00...0x9FFF,
             0xA000...0xA4CF, 0xAC00...0xD7A3, 0xF900...0xFAFF, 0xFE30...0xFE4F, 0xFF00...0xFF60,
             0xFFE0...0xFFE6, 0x1F300...0x1F64F, 0x1F900...0x1F9FF, 0x1FA70...0x1FAFF, 0x20000...0x3FFFD:
            return 2
        default: return 1
        }
    }
}
