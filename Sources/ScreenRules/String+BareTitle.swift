extension String {
    /// The title reduced to what a word list can match: no case, no surrounding spaces or
    /// punctuation, so "Error!", " error " and "錯誤！" all read as the bare word.
    var bareTitle: String { asciiBareTitle ?? bareTitleByCharacters }

    /// `bareTitle` of an ASCII title, by bytes: most titles are, and every button, alert and
    /// bar item of a document passes here. Nil when the title holds anything else.
    var asciiBareTitle: String? {
        guard utf8.allSatisfy({ $0 < 0x80 }) else { return nil }
        return Self.bareTitle(ofASCII: utf8[...])
    }

    /// `bareTitle` of a title's ASCII bytes, which may be read in place from the text.
    static func bareTitle<Bytes: BidirectionalCollection<UInt8>>(ofASCII title: Bytes) -> String where Bytes.SubSequence == Bytes {
        var bytes = title
        let trimmed = String.asciiTrimmedBytes
        while let first = bytes.first, trimmed[Int(first)] { bytes = bytes.dropFirst() }
        while let last = bytes.last, trimmed[Int(last)] { bytes = bytes.dropLast() }
        let isUppercase = { (byte: UInt8) in byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z") }
        guard bytes.contains(where: isUppercase) else { return String(decoding: bytes, as: UTF8.self) }
        return String(decoding: bytes.map { isUppercase($0) ? $0 | 0x20 : $0 }, as: UTF8.self)
    }

    /// `bareTitle` of any title, by characters.
    var bareTitleByCharacters: String {
        let isTrimmed: (Character) -> Bool = { $0.isWhitespace || $0.isPunctuation }
        return String(lowercased().drop(while: isTrimmed).reversed().drop(while: isTrimmed).reversed())
    }

    /// Which ASCII bytes `bareTitle` trims, read from `Character` itself so that both paths
    /// agree on what white space and punctuation are.
    private static let asciiTrimmedBytes: [Bool] = (0..<128).map { byte in
        let character = Character(Unicode.Scalar(UInt8(byte)))
        return character.isWhitespace || character.isPunctuation
    }
}
