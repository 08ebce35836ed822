import ScreenSyntax

extension Rule {
    static let buttonTitleCase = Rule(RuleDescription(
        id: "button-title-case", severity: .hint, category: .controls, guideline: "Button", seeds: ["004"],
        summary: LocalizedText(
            "An English button title not in title case.",
            "未使用标题式大写的英文按钮标题。",
            "未使用標題式大寫的英文按鈕標題。"),
        rationale: LocalizedText(
            "Use title-style capitalization for a system button's title: capitalize the first letter of every word except articles, coordinating conjunctions, and prepositions of fewer than four letters.",
            "为系统按钮命名时，使用标题式大写（title-style capitalization，每个单词的首字母均大写）。除了冠词、并列连词以及少于4个字母的介词外，标题中每个单词的首字母均大写。",
            "為系統按鈕命名時，使用標題式大寫（title-style capitalization，每個單詞的首字母均大寫）。除了冠詞、並列連詞以及少於4個字母的介詞外，標題中每個單詞的首字母均大寫。"),
        triggering: [
            "screen Contact {\n    NavigationBar { title: \"Anna Li\" Button 1️⃣\"edit\"2️⃣ }\n    Button 3️⃣\"Add to favorites\"4️⃣ { style: bordered }\n}",
            "screen Checkout {\n    Button 1️⃣\"Continue As Guest\"2️⃣\n    Button 3️⃣\"Save For Later\"4️⃣\n    Button 5️⃣\"sign up for the newsletter\"6️⃣\n}",
        ],
        nonTriggering: [
            "screen Contact {\n    Button \"Add to Favorites\"\n    Button \"Send Message\"\n    Button \"Open in iPhone Settings\"\n    Button \"OK\"\n    Button \"Sign Up\"\n    Button \"Don't Allow\"\n}",
            "screen Contact {\n    Button \"添加到个人收藏\"\n    Button \"發送 iMessage 訊息\"\n    Button { icon: \"plus\" }\n    Label \"add to favorites\"\n}",
        ],
        fix: .safe,
        corrections: [
            Correction("screen A {\n    Button 1️⃣\"add to favorites\" { style: bordered }\n}", "screen A {\n    Button \"Add to Favorites\" { style: bordered }\n}"),
            Correction("screen A {\n    Button 1️⃣\"say \\\"hi\\\" to anna\"\n}", "screen A {\n    Button \"Say \\\"Hi\\\" to Anna\"\n}"),
        ]
    ), lookingAt: [.button]) { screen, context in
        for button in screen.elements(.button) {
            guard let range = button.primaryTextRange else { continue }
            // A plain ASCII title is read in place: most are cased already, and one that is not
            // is decoded and cased only for a finding reported in full.
            let tree = button.syntax.tree
            if let token = button.syntax.primaryTextToken, let text = tree.plainASCIITextRange(ofToken: token) {
                guard !tree.source.withUnsafeBufferPointer({ TitleCase.leavesASCIIAsWritten(UnsafeBufferPointer(rebasing: $0[text])) }) else { continue }
            } else {
                guard let title = button.primaryText, TitleCase.isEnglish(title), TitleCase.apply(to: title) != title else { continue }
            }
            lazy var title = button.primaryText ?? ""
            lazy var titleCased = TitleCase.apply(to: title)
            context.report(range, LocalizedText(
                "The button title \"\(title)\" is not in title case; write \"\(titleCased)\": capitalize every word but articles, coordinating conjunctions and prepositions of fewer than four letters.",
                "按钮标题“\(title)”未使用标题式大写；请写成“\(titleCased)”：除冠词、并列连词和少于4个字母的介词外，每个单词首字母大写。",
                "按鈕標題「\(title)」未使用標題式大寫；請寫成「\(titleCased)」：除冠詞、並列連詞和少於4個字母的介詞外，每個單詞首字母大寫。"),
                fixes: [Fix(title: LocalizedText("Write \"\(titleCased)\"", "改为“\(titleCased)”", "改為「\(titleCased)」"), edits: [SourceEdit(range: range, newText: titleCased.quotedLiteral)])])
        }
    }
}

/// Title-style capitalization as the guidelines define it.
enum TitleCase {
    /// Articles, coordinating conjunctions and prepositions of fewer than four letters. `up`,
    /// `off` and `out` are left out: in button titles they are mostly particles ("Sign Up").
    static let minorWords: Set<String> = [
        "a", "an", "the",
        "and", "but", "or", "nor", "for", "so", "yet",
        "as", "at", "by", "in", "of", "on", "per", "to", "via",
    ]

    /// English text: some letters, all of them Latin.
    static func isEnglish(_ text: String) -> Bool {
        // An ASCII title is English when it has a letter, which its bytes tell.
        if let hasLetter = asciiHasLetter(text) { return hasLetter }
        return isEnglishByScalars(text)
    }

    /// `isEnglish(_:)` by Unicode scalars, for any text.
    static func isEnglishByScalars(_ text: String) -> Bool {
        var hasLetters = false
        // ASCII's only alphabetic characters are its letters: no Unicode lookup for them.
        for scalar in text.unicodeScalars where scalar.isASCII ? ("A"..."Z").contains(scalar) || ("a"..."z").contains(scalar) : scalar.properties.isAlphabetic {
            guard scalar.value < 0x250 else { return false }
            hasLetters = true
        }
        return hasLetters
    }

    /// The title with each word capitalized but the minor words, which are lowercased unless
    /// first or last. Words written with capitals inside (iPhone, URL) stay as written.
    static func apply(to title: String) -> String {
        // Most titles are ASCII: their bytes are their characters, and no Unicode property
        // needs looking up (a tenth of checking a file of small screens went here).
        if asciiHasLetter(title) != nil { return applyToASCII(title) }
        return applyToCharacters(title)
    }

    /// Whether an ASCII text holds a letter; nil for text that is not ASCII. Read from the
    /// contiguous bytes, as the UTF-8 view's iterator cost several times more.
    static func asciiHasLetter(_ text: String) -> Bool? {
        var text = text
        return text.withUTF8 { bytes in
            var hasLetter = false
            for byte in bytes {
                guard byte < 0x80 else { return nil }
                if (byte | 0x20) >= UInt8(ascii: "a") && (byte | 0x20) <= UInt8(ascii: "z") { hasLetter = true }
            }
            return hasLetter
        }
    }

    /// `apply(to:)` by characters, for any text.
    static func applyToCharacters(_ title: String) -> String {
        let words = title.split(separator: " ", omittingEmptySubsequences: false)
        let lettered = words.indices.filter { words[$0].contains(where: \.isLetter) }
        guard let first = lettered.first, let last = lettered.last else { return title }
        return words.indices.map { index in
            let word = words[index]
            guard word.contains(where: \.isLetter), !hasInnerCapital(word) else { return String(word) }
            if index != first && index != last && minorWords.contains(word.filter(\.isLetter).lowercased()) {
                return word.lowercased()
            }
            return capitalizingFirstLetter(word)
        }.joined(separator: " ")
    }

    /// `apply(to:)` by bytes, for ASCII text: the same steps, with ASCII's letters, capitals
    /// and punctuation (Unicode's P categories) spelled out.
    static func applyToASCII(_ title: String) -> String {
        if isOneWordLeftAsWritten(title.utf8) { return title }
        let bytes = Array(title.utf8)
        func isLetter(_ byte: UInt8) -> Bool { (byte | 0x20) >= UInt8(ascii: "a") && (byte | 0x20) <= UInt8(ascii: "z") }
        func isUppercase(_ byte: UInt8) -> Bool { byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z") }
        func lowered(_ byte: UInt8) -> UInt8 { isUppercase(byte) ? byte | 0x20 : byte }
        let words = bytes.split(separator: UInt8(ascii: " "), omittingEmptySubsequences: false)
        let lettered = words.indices.filter { words[$0].contains(where: isLetter) }
        guard let first = lettered.first, let last = lettered.last else { return title }
        var result: [UInt8] = []
        result.reserveCapacity(bytes.count)
        for index in words.indices {
            if index > words.startIndex { result.append(UInt8(ascii: " ")) }
            let word = words[index]
            // No letter, or a capital after the first letter (iPhone): as written.
            guard let firstLetter = word.firstIndex(where: isLetter), !word[(firstLetter + 1)...].contains(where: isUppercase) else {
                result += word
                continue
            }
            if index != first && index != last, isMinorASCIIWord(word) {
                result += word.map(lowered)
                continue
            }
            // The first character after leading punctuation is capitalized when it is a letter.
            if let start = word.firstIndex(where: { !isASCIIPunctuation($0) }), isLetter(word[start]) {
                result += word[..<start]
                result.append(word[start] & ~0x20)
                result += word[(start + 1)...]
            } else {
                result += word
            }
        }
        return String(decoding: result, as: UTF8.self)
    }

    /// Whether `applyToASCII` leaves an ASCII title as written, told from its bytes the way
    /// `applyToASCII` goes, without a string or a list: the rule asks it of every button's
    /// title, and most are cased already.
    static func leavesASCIIAsWritten(_ title: UnsafeBufferPointer<UInt8>) -> Bool {
        if isOneWordLeftAsWritten(title) { return true }
        func isLetter(_ byte: UInt8) -> Bool { (byte | 0x20) >= UInt8(ascii: "a") && (byte | 0x20) <= UInt8(ascii: "z") }
        func isUppercase(_ byte: UInt8) -> Bool { byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z") }
        // The words are the runs between single spaces, empty ones too; a minor word is left
        // lowercase unless it is the first or the last word with a letter.
        var firstLettered: Int?, lastLettered = 0, word = 0, hasLetter = false
        for byte in title {
            if byte == UInt8(ascii: " ") {
                if hasLetter { firstLettered = firstLettered ?? word; lastLettered = word }
                word += 1
                hasLetter = false
            } else if isLetter(byte) {
                hasLetter = true
            }
        }
        if hasLetter { firstLettered = firstLettered ?? word; lastLettered = word }
        guard let firstLettered else { return true }
        var start = 0
        word = 0
        while start <= title.count {
            var end = start
            while end < title.count, title[end] != UInt8(ascii: " ") { end += 1 }
            let letters = UnsafeBufferPointer(rebasing: title[start..<end])
            defer { start = end + 1; word += 1 }
            // No letter, or a capital after the first letter (iPhone): as written.
            guard let firstLetter = letters.firstIndex(where: isLetter), !letters[(firstLetter + 1)...].contains(where: isUppercase) else { continue }
            if word != firstLettered && word != lastLettered, isMinorASCIIWord(letters) {
                if letters.contains(where: isUppercase) { return false }
                continue
            }
            if let first = letters.firstIndex(where: { !isASCIIPunctuation($0) }), isLetter(letters[first]), !isUppercase(letters[first]) { return false }
        }
        return true
    }

    /// Whether an ASCII word's letters, lowercased, are a minor word.
    private static func isMinorASCIIWord(_ word: some Collection<UInt8>) -> Bool {
        withUnsafeTemporaryAllocation(of: UInt8.self, capacity: 3) { letters in
            var count = 0
            for byte in word where (byte | 0x20) >= UInt8(ascii: "a") && (byte | 0x20) <= UInt8(ascii: "z") {
                // No minor word has more than three letters.
                guard count < 3 else { return false }
                letters[count] = byte | 0x20
                count += 1
            }
            return minorWords.contains(String(decoding: UnsafeBufferPointer(rebasing: letters[..<count]), as: UTF8.self))
        }
    }

    /// Whether `applyToASCII` leaves the title as it is for want of anything to change: one
    /// word (most button titles are) whose first character after leading punctuation is no
    /// lowercase letter. Decided without making an array, as the full steps do.
    private static func isOneWordLeftAsWritten(_ title: some Sequence<UInt8>) -> Bool {
        var sawStart = false
        for byte in title {
            if byte == UInt8(ascii: " ") { return false }
            if !sawStart, !isASCIIPunctuation(byte) {
                if byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "z") { return false }
                sawStart = true
            }
        }
        return true
    }

    /// Whether a byte is one of the ASCII characters in Unicode's punctuation categories
    /// (`Character.isPunctuation`); `$ + < = > ^ ` | ~` are symbols. A bit of a mask: every
    /// button title asks, and a set hashed the byte.
    private static func isASCIIPunctuation(_ byte: UInt8) -> Bool {
        byte < 0x80 && (byte < 0x40 ? asciiPunctuationLow >> byte : asciiPunctuationHigh >> (byte - 0x40)) & 1 != 0
    }

    private static let asciiPunctuationLow: UInt64 = punctuationMask(0x00..<0x40)
    private static let asciiPunctuationHigh: UInt64 = punctuationMask(0x40..<0x80)

    private static func punctuationMask(_ bytes: Range<UInt8>) -> UInt64 {
        "!\"#%&'()*,-./:;?@[\\]_{}".utf8.reduce(0) { mask, byte in bytes.contains(byte) ? mask | 1 << (byte - bytes.lowerBound) : mask }
    }

    /// iPhone, URL, McDonald's: a capital after the first letter, which the writer meant.
    private static func hasInnerCapital(_ word: Substring) -> Bool {
        word.drop { !$0.isLetter }.dropFirst().contains(where: \.isUppercase)
    }

    /// Capitalizes the first character after leading punctuation (“save” → “Save”), unless
    /// it is not a letter (2fa stays as written).
    private static func capitalizingFirstLetter(_ word: Substring) -> String {
        guard let start = word.firstIndex(where: { !$0.isPunctuation }), word[start].isLetter else { return String(word) }
        return String(word[..<start]) + word[start].uppercased() + word[word.index(after: start)...]
    }
}
