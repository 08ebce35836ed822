import ScreenSyntax

extension Rule {
    static let navPromptNotSentence = Rule(RuleDescription(
        id: "nav-prompt-not-sentence", severity: .information, category: .bars, guideline: "NavigationBar.prompt", seeds: ["000"],
        summary: LocalizedText(
            "A navigation bar prompt that is not one short sentence ending in punctuation.",
            "导航栏提示语不是一句以标点结尾的简短单句。",
            "導覽列提示語不是一句以標點結尾的簡短單句。"),
        rationale: LocalizedText(
            "A prompt is a short sentence at the top of the navigation bar that tells people what they can do on the current screen. If you use a prompt, write one brief, succinct sentence and end it with appropriate punctuation.",
            "提示语是一句出现在导航栏顶部的短句，告诉用户在当前屏幕中他们可以做什么。如果你需要用到提示语，请设计一句简明扼要的单句，并在句末配以适当的标点符号。",
            "提示語是一句出現在導覽列頂部的短句，告訴使用者在目前螢幕中他們可以做什麼。如果你需要用到提示語，請設計一句簡明扼要的單句，並在句末配以適當的標點符號。"),
        triggering: [
            "screen Stocks {\n    NavigationBar {\n        title: \"Stocks\"\n        prompt: 1️⃣\"Type a company name or stock symbol\"2️⃣\n    }\n}",
            "screen Stocks {\n    NavigationBar { prompt: 1️⃣\"Type a symbol. Tap a result to add it.\"2️⃣ }\n}",
            "screen Stocks {\n    NavigationBar { prompt: 1️⃣\"输入公司名称或股票代码，然后轻点搜索结果即可把它加入你的自选股列表。\"2️⃣ }\n}",
        ],
        nonTriggering: [
            "screen Stocks {\n    NavigationBar {\n        title: \"Stocks\"\n        prompt: \"Type a company name or stock symbol.\"\n    }\n}",
            "screen Stocks {\n    NavigationBar { prompt: \"輸入公司名稱或股票代碼。\" }\n}",
            "screen Stocks {\n    NavigationBar { prompt: \"Which list should it go in?\" }\n}",
            "screen Stocks {\n    NavigationBar { title: \"Stocks\" }\n    SearchBar { prompt: \"Search\" }\n}",
        ],
        options: [
            RuleOption("maxWidth", default: 40, LocalizedText(
                "The widest prompt, in columns where a Chinese character or an emoji counts two: about one line of the prompt's small type on a 320-pt-wide iPhone, some 40 letters or 20 Chinese characters.",
                "提示语的最大宽度，以列计，汉字和表情符号各算两列：大约是 320pt 宽的 iPhone 上提示语小字号的一行，约 40 个字母或 20 个汉字。",
                "提示語的最大寬度，以列計，漢字和表情符號各算兩列：大約是 320pt 寬的 iPhone 上提示語小字號的一行，約 40 個字母或 20 個漢字。")),
        ],
        fix: .unsafe,
        corrections: [
            Correction("screen Stocks {\n    NavigationBar { prompt: 1️⃣\"Type a symbol\" }\n}", "screen Stocks {\n    NavigationBar { prompt: \"Type a symbol.\" }\n}"),
            Correction("screen Stocks {\n    NavigationBar { prompt: 1️⃣\"輸入股票代碼\" }\n}", "screen Stocks {\n    NavigationBar { prompt: \"輸入股票代碼。\" }\n}"),
        ]
    ), lookingAt: [.navigationBar]) { screen, context in
        let limit = context.wholeOption("maxWidth")
        for navigationBar in screen.topLevel(.navigationBar) {
            guard let prompt = navigationBar.property("prompt"), let string = prompt.value.stringValue else { continue }
            let shape = SentenceShape(string)
            var problems: [LocalizedText] = []
            if shape.isEmpty {
                problems.append(LocalizedText("it is empty", "它是空的", "它是空的"))
            }
            if shape.sentences > 1 {
                problems.append(LocalizedText("it holds \(shape.sentences) sentences", "它包含 \(shape.sentences) 个句子", "它包含 \(shape.sentences) 個句子"))
            }
            if !shape.isEmpty && !shape.endsInPunctuation {
                problems.append(LocalizedText("it does not end in punctuation", "句末没有标点", "句末沒有標點"))
            }
            let width = string.displayWidth
            if width > limit {
                problems.append(LocalizedText("it is \(width) columns wide, over \(limit)", "它宽 \(width) 列，超过 \(limit) 列", "它寬 \(width) 列，超過 \(limit) 列"))
            }
            guard !problems.isEmpty else { continue }
            // Only before a closing quote: an unterminated string has none to put the stop before.
            // Only when the missing stop is the whole fault and the stop still fits the width:
            // a fix must clear its finding, not trade it for another.
            let closesWithQuote = prompt.value.range.count >= 2 && prompt.value.tree.source[prompt.value.range.upperBound - 1] == UInt8(ascii: "\"")
            // A full stop suits most prompts, but a question needs "?": the user decides.
            let stop = shape.isWide ? "。" : "."
            let endsWithStop = problems.count == 1 && !shape.isEmpty && !shape.endsInPunctuation && closesWithQuote && width + stop.displayWidth <= limit
            let end = prompt.value.range.upperBound - 1
            context.report(prompt.value.range, LocalizedText(
                "The prompt is not one short sentence ending in punctuation: \(problems.map(\.english).joined(separator: "; ")). Write one brief sentence that tells people what they can do here, and end it with a full stop or question mark.",
                "提示语不是一句以标点结尾的简短单句：\(problems.map(\.simplifiedChinese).joined(separator: "；"))。请写一句简明扼要的单句，告诉用户在此可以做什么，并在句末配以句号或问号。",
                "提示語不是一句以標點結尾的簡短單句：\(problems.map(\.traditionalChinese).joined(separator: "；"))。請寫一句簡明扼要的單句，告訴使用者在此可以做什麼，並在句末配以句號或問號。"),
                fixes: endsWithStop
                    ? [Fix(title: LocalizedText("End the prompt with \(stop)", "在提示语末尾加上 \(stop)", "在提示語末尾加上 \(stop)"), edits: [SourceEdit(range: end..<end, newText: stop)])]
                    : [])
        }
    }
}

/// How a short text divides into sentences, for prompts.
private struct SentenceShape {
    let isEmpty: Bool
    let sentences: Int
    let endsInPunctuation: Bool
    /// Whether the text ends in a wide (CJK) character, which takes a full-width full stop.
    let isWide: Bool

    private static let westernEnds: Set<Character> = [".", "!", "?", "…"]
    private static let fullWidthEnds: Set<Character> = ["。", "！", "？"]
    private static let closers: Set<Character> = ["\"", "'", ")", "”", "’", "）", "」", "』"]

    init(_ text: String) {
        let characters = Array(text.drop(while: \.isWhitespace).reversed().drop(while: \.isWhitespace).reversed())
        isEmpty = characters.isEmpty
        let last = characters.last { !Self.closers.contains($0) }
        endsInPunctuation = last.map { Self.westernEnds.contains($0) || Self.fullWidthEnds.contains($0) } ?? false
        isWide = last.map { String($0).displayWidth == 2 } ?? false
        // A sentence ends at a full-width stop, or at a western one followed by a space, when
        // more text follows; "3.5" or "v1.2" do not end one.
        var sentences = characters.isEmpty ? 0 : 1
        var index = 0
        while index < characters.count {
            let character = characters[index]
            index += 1
            guard Self.westernEnds.contains(character) || Self.fullWidthEnds.contains(character) else { continue }
            while index < characters.count, Self.westernEnds.contains(characters[index]) || Self.fullWidthEnds.contains(characters[index]) || Self.closers.contains(characters[index]) { index += 1 }
            guard index < characters.count else { break }
            if Self.fullWidthEnds.contains(character) || characters[index].isWhitespace { sentences += 1 }
        }
        self.sentences = sentences
    }
}
