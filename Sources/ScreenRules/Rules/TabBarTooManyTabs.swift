import ScreenSyntax

extension Rule {
    static let tabBarTooManyTabs = Rule(RuleDescription(
        id: "tab-bar-too-many-tabs", severity: .warning, category: .bars, guideline: "TabBar", seeds: ["000", "001", "003"],
        summary: LocalizedText("More than five tabs on iPhone in portrait.", "iPhone 竖屏时超过五个标签页。", "iPhone 直向時超過五個標籤頁。"),
        rationale: LocalizedText(
            "Use the fewest tabs that help people navigate: every additional tab makes the app more complex and shrinks each tab's tap area. On iPhone a tab bar shows at most five tabs at a time; with more than five, it shows the first four and a More tab, and the rest are one tap further away. In general, use three to five tabs on iPhone.",
            "使用最少数量的标签页来帮助用户在你的 App 中导航：每增加一个标签页都会增加 App 的复杂性，也会减少单个标签页的可点击区域。在 iPhone 上，一个标签栏一次最多可承载 5 个标签页：多于 5 个时，展示前 4 个标签页和一个“更多”，其余的要多点一次才能找到。一般来说，在 iPhone 上使用 3 到 5 个标签页。",
            "使用最少數量的標籤頁來幫助使用者在你的 App 中導覽：每增加一個標籤頁都會增加 App 的複雜性，也會減少單個標籤頁的可點按區域。在 iPhone 上，一個標籤列一次最多可承載 5 個標籤頁：多於 5 個時，展示前 4 個標籤頁和一個「更多」，其餘的要多點一次才能找到。一般來說，在 iPhone 上使用 3 到 5 個標籤頁。"),
        triggering: [
            """
            screen Music {
                NavigationBar { title: "Listen Now" largeTitle: true }
                TableView { Cell "Made for You" }
                1️⃣TabBar2️⃣ {
                    Tab "Listen Now" { icon: "play.circle" }
                    Tab "Browse" { icon: "square.grid.2x2" }
                    Tab "Radio" { icon: "dot.radiowaves.left.and.right" }
                    Tab "Library" { icon: "music.note.list" }
                    Tab "Search" { systemItem: search }
                    Tab "Podcasts" { icon: "mic" }
                }
            }
            """,
        ],
        nonTriggering: [
            """
            screen Music {
                TableView { Cell "Made for You" }
                TabBar {
                    Tab "Listen Now" { icon: "play.circle" }
                    Tab "Browse" { icon: "square.grid.2x2" }
                    Tab "Radio" { icon: "dot.radiowaves.left.and.right" }
                    Tab "Library" { icon: "music.note.list" }
                    Tab "Search" { systemItem: search }
                }
            }
            """,
            """
            screen Music {
                device: ipad
                TableView { Cell "Made for You" }
                TabBar {
                    Tab "Listen Now" { icon: "play.circle" }
                    Tab "Browse" { icon: "square.grid.2x2" }
                    Tab "Radio" { icon: "dot.radiowaves.left.and.right" }
                    Tab "Library" { icon: "music.note.list" }
                    Tab "Search" { systemItem: search }
                    Tab "Podcasts" { icon: "mic" }
                }
            }
            """,
        ],
        options: [tabBarMaxTabsOption]
    ), lookingAt: [.tabBar]) { screen, context in
        let limit = context.option("maxTabs")
        for (tabBar, tabs, hidden) in screen.overflowingTabBars(in: "portrait", limit: limit) {
            let names = LocalizedText.quotedTitles(of: Array(hidden))
            let path = context.path
            context.report(tabBar.nameRange, LocalizedText(
                "This TabBar has \(tabs.count) tabs; on iPhone only the first \(tabs.count - hidden.count) and a More tab show, and More holds \(names.english). Keep to \(limit.asWritten) tabs or fewer (three to five is usual).",
                "此标签栏（TabBar）有 \(tabs.count) 个标签页；在 iPhone 上只展示前 \(tabs.count - hidden.count) 个和一个“更多”，\(names.simplifiedChinese)会被收进“更多”。请保持在 \(limit.asWritten) 个以内（通常为 3 到 5 个）。",
                "此標籤列（TabBar）有 \(tabs.count) 個標籤頁；在 iPhone 上只展示前 \(tabs.count - hidden.count) 個和一個「更多」，\(names.traditionalChinese)會被收進「更多」。請保持在 \(limit.asWritten) 個以內（通常為 3 到 5 個）。"),
                related: RelatedLocation.heldByMoreTab(hidden, in: path))
        }
    }

    /// Both tab overflow rules read the same limit, as the guidelines give one number for both.
    static let tabBarMaxTabsOption = RuleOption("maxTabs", default: 5, LocalizedText(
        "The most tabs a tab bar on iPhone shows before it turns the last one into a More tab; the guidelines say five.",
        "iPhone 上标签栏在把最后一个变为“更多”之前最多展示的标签页数；指南规定为五个。",
        "iPhone 上標籤列在把最後一個變為「更多」之前最多展示的標籤頁數；指南規定為五個。"))
}
