import ScreenSyntax

extension Rule {
    static let searchPlaceholderGeneric = Rule(RuleDescription(
        id: "search-placeholder-generic", severity: .warning, category: .bars, guideline: "SearchBar.placeholder", seeds: ["001"],
        summary: LocalizedText("A search bar with no placeholder, or one that only says \"Search\".", "没有占位文本，或占位文本只写“搜索”的搜索栏。", "沒有佔位文字，或佔位文字只寫「搜尋」的搜尋列。"),
        rationale: LocalizedText(
            "Display placeholder text that describes the type of information people can search for; for example, the placeholder text of the Apple TV app is \"Shows, Movies, and More\". Avoid using a word like \"Search\" as placeholder text, because it gives no useful information.",
            "显示描述用户可搜索信息类型的占位文本。例如，Apple TV 应用的占位文本是“节目、电影等”。避免使用像“搜索”这样的词作为占位文本，因为它没有提供任何有用信息。",
            "顯示描述使用者可搜尋資訊類型的佔位文字。例如，Apple TV 應用的佔位文字是「節目、電影等」。避免使用像「搜尋」這樣的詞作為佔位文字，因為它沒有提供任何有用資訊。"),
        triggering: [
            """
            screen Inbox {
                NavigationBar { title: "Inbox" }
                SearchBar { placeholder: 1️⃣"Search"2️⃣ }
                TableView { Cell "Alice Chen" }
            }
            """,
            """
            screen Contacts {
                NavigationBar {
                    title: "联系人"
                    1️⃣SearchBar2️⃣ { style: minimal }
                }
                TableView { Cell "王小明" }
            }
            """,
            """
            screen Store {
                SearchBar { placeholder: 1️⃣"搜尋…"2️⃣ }
                TableView { Cell "鞋子" }
            }
            """,
        ],
        nonTriggering: [
            """
            screen TV {
                NavigationBar { title: "Search" }
                SearchBar { placeholder: "Shows, Movies, and More" }
                TableView { Cell "Severance" }
            }
            """,
            """
            screen Store {
                SearchBar { placeholder: "搜索服装、鞋子和配件" }
                TableView { Cell "鞋子" }
            }
            """,
        ]
    ), lookingAt: [.searchBar]) { screen, context in
        for searchBar in screen.elements(.searchBar) {
            guard let placeholder = searchBar.property("placeholder") else {
                context.report(searchBar.nameRange, LocalizedText(
                    "This SearchBar has no placeholder; add one that describes what people can search for, such as \"Shows, Movies, and More\".",
                    "此搜索栏（SearchBar）没有占位文本；请添加描述可搜索内容的占位文本，例如“节目、电影等”。",
                    "此搜尋列（SearchBar）沒有佔位文字；請加入描述可搜尋內容的佔位文字，例如「節目、電影等」。"))
                continue
            }
            guard let value = placeholder.value.stringValue, isGenericSearchWord(value) else { continue }
            context.report(placeholder.value.range, LocalizedText(
                "The placeholder \"\(value)\" gives no useful information; describe what people can search for instead, such as \"Shows, Movies, and More\".",
                "占位文本“\(value)”没有提供任何有用信息；请改为描述可搜索的内容，例如“节目、电影等”。",
                "佔位文字「\(value)」沒有提供任何有用資訊；請改為描述可搜尋的內容，例如「節目、電影等」。"))
        }
    }

    /// Placeholders that only say "search" in some words, whatever the case, the spaces or the
    /// trailing ellipsis.
    private static func isGenericSearchWord(_ placeholder: String) -> Bool {
        guard keptASCIICharacters(placeholder) <= longestGenericSearchWord else { return false }
        let trimmed = trimmedASCII(placeholder) ?? placeholder.lowercased().filter { !$0.isWhitespace && !$0.isPunctuation && $0 != "…" }
        return trimmed.isEmpty || genericSearchWords.contains(trimmed)
    }

    /// An ASCII placeholder lowercased without its white space and punctuation, read from its
    /// bytes: the same as the filter over its characters, which split the text into characters
    /// for every search bar. Nil for other text.
    static func trimmedASCII(_ placeholder: String) -> String? {
        var placeholder = placeholder
        return placeholder.withUTF8 { bytes in
            guard bytes.allSatisfy({ $0 < 0x80 }) else { return nil }
            var kept: [UInt8] = []
            kept.reserveCapacity(bytes.count)
            for byte in bytes where !isASCIISpaceOrPunctuation(byte) {
                kept.append(byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z") ? byte | 0x20 : byte)
            }
            return String(decoding: kept, as: UTF8.self)
        }
    }

    /// Whether an ASCII character is white space or punctuation as `Character` tells them:
    /// the symbols `$+<=>^`|~` are not punctuation.
    static func isASCIISpaceOrPunctuation(_ byte: UInt8) -> Bool {
        switch byte {
        case 0x09...0x0D, 0x20: return true
        case UInt8(ascii: "!")...UInt8(ascii: "#"), UInt8(ascii: "%")...UInt8(ascii: "*"), UInt8(ascii: ",")...UInt8(ascii: "/"),
             UInt8(ascii: ":"), UInt8(ascii: ";"), UInt8(ascii: "?"), UInt8(ascii: "@"), UInt8(ascii: "[")...UInt8(ascii: "]"),
             UInt8(ascii: "_"), UInt8(ascii: "{"), UInt8(ascii: "}"):
            return true
        default: return false
        }
    }

    /// A quick count for most placeholders, which say more than a word: an ASCII letter or
    /// digit followed by ASCII (or the end) is a character of its own, which the trimming keeps.
    private static func keptASCIICharacters(_ text: String) -> Int {
        var count = 0
        var afterAlphanumeric = false
        for byte in text.utf8 {
            if afterAlphanumeric && byte < 0x80 { count += 1 }
            afterAlphanumeric = (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) || (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte | 0x20)
        }
        return afterAlphanumeric ? count + 1 : count
    }

    private static let longestGenericSearchWord = genericSearchWords.map(\.count).max() ?? 0

    private static let genericSearchWords: Set<String> = [
        "search", "searchhere", "typetosearch", "find", "lookup", "query", "keyword", "keywords",
        "搜索", "搜寻", "搜尋", "查找", "查询", "查詢", "检索", "檢索", "关键字", "關鍵字", "关键词", "關鍵詞",
        "请输入", "請輸入", "请输入关键字", "請輸入關鍵字", "请输入关键词", "請輸入關鍵詞", "请输入搜索内容", "請輸入搜尋內容",
    ]
}
