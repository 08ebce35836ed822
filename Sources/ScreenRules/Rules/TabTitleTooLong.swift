import ScreenSyntax

extension Rule {
    static let tabTitleTooLong = Rule(RuleDescription(
        id: "tab-title-too-long", severity: .hint, category: .bars, guideline: "Tab", seeds: ["001"],
        summary: LocalizedText("A tab title of more than two words, or wider than the configured limit.", "超过两个词或宽度超过设定上限的标签页标题。", "超過兩個詞或寬度超過設定上限的標籤頁標題。"),
        rationale: LocalizedText(
            "Use concise terms for tab titles. A helpful title aids navigation by clearly describing the kind of content or functionality the tab contains. Prefer a single word or a very short phrase, such as Music, Shared, Library or For You. Tabs share the width of the screen equally, so a long title is cut short or crowds its neighbours.",
            "为每个标签页标题使用简明术语。有用的标签页标题通过清晰地描述标签页所包含的内容类型或功能来辅助导航。尽量使用单个字词或很短的短语，例如“音乐”、“共享”、“资料库”或“为你推荐”。标签栏中的每一项均保持等宽，过长的标题会被截断或挤占相邻的标签页。",
            "為每個標籤頁標題使用簡明術語。有用的標籤頁標題透過清晰地描述標籤頁所包含的內容類型或功能來輔助導覽。儘量使用單個字詞或很短的短語，例如「音樂」、「共享」、「資料庫」或「為你推薦」。標籤列中的每一項均保持等寬，過長的標題會被截斷或擠佔相鄰的標籤頁。"),
        triggering: [
            """
            screen Music {
                TableView { Cell "Made for You" }
                TabBar {
                    Tab "Listen Now" { icon: "play.circle" }
                    Tab 1️⃣"Recently Added Songs"2️⃣ { icon: "clock" }
                    Tab "Library" { icon: "music.note.list" }
                }
            }
            """,
            """
            screen Music {
                TableView { Cell "为你推荐" }
                TabBar {
                    Tab "为你推荐" { icon: "heart" }
                    Tab 1️⃣"我最近收藏的歌曲"2️⃣ { icon: "star" }
                    Tab 3️⃣"Recommendations"4️⃣ { icon: "sparkles" }
                }
            }
            """,
        ],
        nonTriggering: [
            """
            screen Music {
                TableView { Cell "Made for You" }
                TabBar {
                    Tab "For You" { icon: "heart" }
                    Tab "Notifications" { icon: "bell" }
                    Tab "资料库" { icon: "music.note.list" }
                    Tab "为你推荐" { icon: "star" }
                    Tab { systemItem: mostViewed }
                }
            }
            """,
        ],
        options: [
            RuleOption("maxWords", default: 2, LocalizedText(
                "The most words a tab title may have; the guidelines ask for a single word or a very short phrase. Chinese text without spaces counts as one word and is held by the width limit.",
                "标签页标题最多可包含的词数；指南要求使用单个字词或很短的短语。不含空格的中文算作一个词，由宽度上限约束。",
                "標籤頁標題最多可包含的詞數；指南要求使用單個字詞或很短的短語。不含空格的中文算作一個詞，由寬度上限約束。")),
            RuleOption("maxWidth", default: 14, LocalizedText(
                "The widest tab title, in columns where a CJK character counts two: about what fits in one of five tabs across an iPhone in portrait at the tab bar's small font (14 Latin letters or 7 Chinese characters).",
                "标签页标题的最大宽度，以列计，一个中日韩字符算两列：约为 iPhone 竖屏时五个标签页之一在标签栏的小字号下能容纳的宽度（14 个拉丁字母或 7 个汉字）。",
                "標籤頁標題的最大寬度，以列計，一個中日韓字元算兩列：約為 iPhone 直向時五個標籤頁之一在標籤列的小字號下能容納的寬度（14 個拉丁字母或 7 個漢字）。")),
        ]
    ), lookingAt: [.tab]) { screen, context in
        let maxWords = context.option("maxWords")
        let maxWidth = context.option("maxWidth")
        for tab in screen.tabs {
            guard let title = tab.primaryText, let range = tab.primaryTextRange else { continue }
            let words = title.split(whereSeparator: \.isWhitespace).count
            let width = title.displayWidth
            if Double(words) > maxWords {
                context.report(range, LocalizedText(
                    "Tab title '\(title)' has \(words) words; use a single word or a very short phrase (at most \(maxWords.asWritten) words), such as Music, Library or For You.",
                    "标签页标题“\(title)”有 \(words) 个词；请使用单个字词或很短的短语（不超过 \(maxWords.asWritten) 个词），例如“音乐”、“资料库”或“为你推荐”。",
                    "標籤頁標題「\(title)」有 \(words) 個詞；請使用單個字詞或很短的短語（不超過 \(maxWords.asWritten) 個詞），例如「音樂」、「資料庫」或「為你推薦」。"))
            } else if Double(width) > maxWidth {
                context.report(range, LocalizedText(
                    "Tab title '\(title)' is \(width) columns wide, over the limit of \(maxWidth.asWritten) (CJK counts double); tabs share the bar's width, so shorten it to a single word or a very short phrase.",
                    "标签页标题“\(title)”宽 \(width) 列，超过上限 \(maxWidth.asWritten) 列（中日韩字符算两列）；各标签页平分标签栏的宽度，请缩短为单个字词或很短的短语。",
                    "標籤頁標題「\(title)」寬 \(width) 列，超過上限 \(maxWidth.asWritten) 列（中日韓字元算兩列）；各標籤頁平分標籤列的寬度，請縮短為單個字詞或很短的短語。"))
            }
        }
    }
}
