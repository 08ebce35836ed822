import ScreenSyntax

extension Rule {
    static let searchWithTextField = Rule(RuleDescription(
        id: "search-with-text-field", severity: .warning, category: .bars, guideline: "TextField.content.search", seeds: ["000"],
        summary: LocalizedText("A text field used for search.", "用于搜索的文本框。", "用於搜尋的文字欄位。"),
        rationale: LocalizedText(
            "Let people search with a search bar, not a text field: a text field's appearance doesn't match what people expect of search. A search bar brings the search icon, the Clear button, a Cancel button and scope bars.",
            "让用户通过搜索栏而不是文本框去搜索，因为文本框的外观不符合用户对搜索的预期。搜索栏自带搜索图标、清除按钮、取消按钮，还可以加上范围栏。",
            "讓使用者透過搜尋列而不是文字欄位去搜尋，因為文字欄位的外觀不符合使用者對搜尋的預期。搜尋列自帶搜尋圖示、清除按鈕、取消按鈕，還可以加上範圍列。"),
        triggering: [
            """
            screen Recipes {
                NavigationBar { title: "Recipes" }
                1️⃣TextField2️⃣ { placeholder: "Recipes and ingredients" content: search }
                TableView { Cell "Pancakes" }
            }
            """,
            """
            screen Library {
                NavigationBar { title: "图书" }
                Stack {
                    1️⃣TextField2️⃣ { placeholder: "搜索书名或作者" }
                    Button { systemItem: search }
                }
                TableView { Cell "红楼梦" }
            }
            """,
            """
            screen Help {
                1️⃣TextField2️⃣ { placeholder: "Search help articles" keyboard: webSearch }
                WebView { url: "https://example.com/help" }
            }
            """,
        ],
        nonTriggering: [
            """
            screen Recipes {
                NavigationBar { title: "Recipes" }
                SearchBar { placeholder: "Recipes and ingredients" }
                TableView { Cell "Pancakes" }
            }
            """,
            """
            screen Settings {
                TextField { placeholder: "Searchlight name" }
                TextField { placeholder: "Research topic" content: text }
            }
            """,
        ]
    ), lookingAt: [.textField]) { screen, context in
        for field in screen.elements(.textField) {
            let searchContent = field.identifier("content", is: "search")
            guard searchContent || field.stringValue("placeholder").map(startsWithSearch) == true else { continue }
            context.report(field.nameRange, LocalizedText(
                "This TextField is used for search; use a SearchBar instead, with a placeholder that says what people can search for. A text field doesn't look like what people expect of search.",
                "此文本框（TextField）用于搜索；请改用搜索栏（SearchBar），并用占位文本说明可搜索的内容。文本框的外观不符合用户对搜索的预期。",
                "此文字欄位（TextField）用於搜尋；請改用搜尋列（SearchBar），並用佔位文字說明可搜尋的內容。文字欄位的外觀不符合使用者對搜尋的預期。"))
        }
    }

    /// Whether a placeholder begins with the word "Search" (not "Searchlight") or 搜索, 搜寻, 搜尋.
    private static func startsWithSearch(_ placeholder: String) -> Bool {
        let text = placeholder.drop { $0.isWhitespace }
        if text.hasPrefix("搜索") || text.hasPrefix("搜寻") || text.hasPrefix("搜尋") { return true }
        guard text.lowercased().hasPrefix("search") else { return false }
        return text.dropFirst(6).first.map { !$0.isLetter } ?? true
    }
}
