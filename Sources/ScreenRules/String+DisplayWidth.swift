extension String {
    /// How wide the text shows, in columns: East Asian wide characters and emoji count two,
    /// as the rules' "CJK counts double" asks.
    public var displayWidth: Int {
        // Read from the contiguous bytes: the UTF-8 view's iterator cost ten times more, and
        // splitting the text into characters ten times more again.
        var text = self
        let width: Int? = text.withUTF8 { bytes in
            // ASCII but CR (which joins LF into one character) shows a column a byte.
            bytes.allSatisfy { $0 < 0x80 && $0 != UInt8(ascii: "\r") } ? bytes.count : Self.widthOfStandaloneScalars(bytes)
        }
        return width ?? displayWidthByCharacters
    }

    /// The width counted a character at a time: a character's first scalar tells it, and a
    /// character of several scalars that shows as emoji is wide.
    var displayWidthByCharacters: Int {
        var width = 0
        for character in self {
            guard let scalar = character.unicodeScalars.first else { continue }
            width += scalar.isWide || character.unicodeScalars.count > 1 && scalar.isEmojiPresentation ? 2 : 1
        }
        return width
    }

    /// The width of text in which every scalar is a character of its own, as in most titles
    /// (ASCII but CR, which joins LF; Latin letters; CJK ideographs, kana and punctuation;
    /// fullwidth forms; emoji without modifiers or joiners); nil for other text.
    static func widthOfStandaloneScalars(_ bytes: UnsafeBufferPointer<UInt8>) -> Int? {
        var width = 0
        var index = 0
        while index < bytes.count {
            let lead = bytes[index]
            if lead < 0x80 {
                guard lead != UInt8(ascii: "\r") else { return nil }
                width += 1
                index += 1
                continue
            }
            // The text is a string's, so its UTF-8 is valid: the lead byte tells the length.
            let value: UInt32, length: Int
            if lead < 0xE0 {
                value = UInt32(lead & 0x1F) << 6 | UInt32(bytes[index + 1] & 0x3F)
                length = 2
            } else if lead < 0xF0 {
                value = UInt32(lead & 0x0F) << 12 | UInt32(bytes[index + 1] & 0x3F) << 6 | UInt32(bytes[index + 2] & 0x3F)
                length = 3
            } else {
                value = UInt32(lead & 0x07) << 18 | UInt32(bytes[index + 1] & 0x3F) << 12 | UInt32(bytes[index + 2] & 0x3F) << 6 | UInt32(bytes[index + 3] & 0x3F)
                length = 4
            }
            guard Unicode.Scalar.standsAlone(value), let scalar = Unicode.Scalar(value) else { return nil }
            width += scalar.isWide ? 2 : 1
            index += length
        }
        return width
    }
}

extension Unicode.Scalar {
    /// Whether a scalar of one of these blocks is always a character of its own, whatever
    /// stands around it: none joins the next (CR, a joiner, a prepended mark, a Hangul jamo,
    /// a regional indicator) and none joins the one before (a combining mark, a variation
    /// selector, an emoji modifier). `DisplayWidthTests` checks them against the standard
    /// library's characters.
    static func standsAlone(_ value: UInt32) -> Bool {
        switch value {
        case 0x00A0...0x02FF, 0x2010...0x2027, 0x2030...0x205E, 0x3000...0x3029, 0x3030...0x303E,
             0x3041...0x3096, 0x309B...0x30FF, 0x3400...0x4DBF, 0x4E00...0x9FFF, 0xFF01...0xFF60,
             0xFFE0...0xFFE6, 0x1F300...0x1F3FA, 0x1F400...0x1F64F, 0x1F900...0x1F9FF:
            return true
        default:
            return false
        }
    }

    fileprivate var isWide: Bool {
        switch value {
        case 0x1100...0x115F, 0x2E80...0x303E, 0x3041...0x33FF, 0x3400...0x4DBF, 0x4E00...0x9FFF,
             0xA000...0xA4CF, 0xAC00...0xD7A3, 0xF900...0xFAFF, 0xFE30...0xFE4F, 0xFF00...0xFF60,
             0xFFE0...0xFFE6, 0x1F300...0x1F64F, 0x1F900...0x1F9FF, 0x20000...0x3FFFD:
            return true
        default:
            return isEmojiPresentation
        }
    }

    /// No scalar before U+231A (⌚) shows as emoji by default, so most text skips the Unicode
    /// property lookup.
    fileprivate var isEmojiPresentation: Bool {
        value >= 0x231A && properties.isEmojiPresentation
    }
}
