extension UnsafeBufferPointer<UInt8> {
    /// Whether the bytes are well-formed UTF-8 (no overlong forms, no surrogates, nothing past
    /// U+10FFFF).
    public var isValidUTF8: Bool { firstInvalidUTF8Offset == nil }

    /// Where the first sequence that is not well-formed UTF-8 starts; nil when there is none.
    /// ASCII is read eight bytes at a time: the text of a document, and the JSON that carries
    /// it, is mostly ASCII.
    public var firstInvalidUTF8Offset: Int? {
        guard let base = baseAddress else { return nil }
        var index = 0
        while index < count {
            while index + 8 <= count, !UInt64.bytes(at: index, of: self).holdsNonASCIIByte {
                index += 8
            }
            guard index < count else { break }
            let lead = base[index]
            if lead < 0x80 {
                index += 1
                continue
            }
            let length: Int
            var scalar: UInt32
            switch lead {
            case 0xC2...0xDF: length = 2; scalar = UInt32(lead & 0x1F)
            case 0xE0...0xEF: length = 3; scalar = UInt32(lead & 0x0F)
            case 0xF0...0xF4: length = 4; scalar = UInt32(lead & 0x07)
            default: return index
            }
            guard index + length <= count else { return index }
            for offset in 1..<length {
                let continuation = base[index + offset]
                guard continuation & 0xC0 == 0x80 else { return index }
                scalar = scalar << 6 | UInt32(continuation & 0x3F)
            }
            if length == 3, scalar < 0x800 || (0xD800...0xDFFF).contains(scalar) { return index }
            if length == 4, scalar < 0x10000 || scalar > 0x10FFFF { return index }
            index += length
        }
        return nil
    }
}
