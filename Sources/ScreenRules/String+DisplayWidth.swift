extension String {
    /// How wide the text shows, in columns: East Asian wide characters and emoji count two,
    /// as the rules' "CJK counts double" asks.
    public var displayWidth: Int {
        // ASCII but CR (which joins LF into one character) shows a column a byte. Read from
        // the contiguous bytes: the UTF-8 view's iterator cost ten times more.
        var text = self
        let asciiWidth: Int? = text.withUTF8 { bytes in
            bytes.allSatisfy { $0 < 0x80 && $0 != UInt8(ascii: "\r") } ? bytes.count : nil
        }
        if let asciiWidth { return asciiWidth }
        var width = 0
        for character in self {
            guard let scalar = character.unicodeScalars.first else { continue }
            width += scalar.isWide || character.unicodeScalars.count > 1 && scalar.isEmojiPresentation ? 2 : 1
        }
        return width
    }
}

extension Unicode.Scalar {
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
