import ScreenSyntax

extension Rule {
    static let tabBarMoreInLandscape = Rule(RuleDescription(
        id: "tab-bar-more-in-landscape", severity: .warning, category: .bars, guideline: "Tab.systemItem.more", seeds: ["000"],
        summary: LocalizedText("More than five tabs on iPhone in landscape, which makes a More tab.", "iPhone 横屏时超过五个标签页，因而出现“更多”标签页。", "iPhone 橫向時超過五個標籤頁，因而出現「更多」標籤頁。"),
        rationale: LocalizedText(
            "Whenever possible, show the same number of tabs in landscape and portrait; the same tabs in both orientations give people a sense of visual stability. In landscape, center the same number of tabs as in portrait and avoid a More tab: putting extra items into a More tab in landscape is a poor use of space.",
            "尽可能地在横屏与竖屏情况下都展示相同数量的标签页，在不同的屏幕方向下提供同样的标签页可以让用户对应用建立很好的视觉稳定感。在横屏中，你应该将与竖屏时数量相同的标签页居中展示，并避免使用“更多”标签页：如果应用是横屏的，那么把额外的操作都塞到一个“更多”里面是对空间一种糟糕的浪费。",
            "儘可能地在橫向與直向情況下都展示相同數量的標籤頁，在不同的螢幕方向下提供同樣的標籤頁可以讓使用者對應用建立很好的視覺穩定感。在橫向中，你應該將與直向時數量相同的標籤頁居中展示，並避免使用「更多」標籤頁：如果應用是橫向的，那麼把額外的操作都塞到一個「更多」裡面是對空間一種糟糕的浪費。"),
        triggering: [
            """
            screen Player {
                orientation: landscape
                WebView { url: "https://example.com/live" }
                1️⃣TabBar2️⃣ {
                    Tab "Live" { icon: "tv" }
                    Tab "Movies" { icon: "film" }
                    Tab "Shows" { icon: "play.rectangle" }
                    Tab "Sports" { icon: "sportscourt" }
                    Tab "Kids" { icon: "figure.and.child.holdinghands" }
                    Tab "Library" { icon: "books.vertical" }
                    Tab "Search" { systemItem: search }
                }
            }
            """,
        ],
        nonTriggering: [
            """
            screen Player {
                orientation: landscape
                WebView { url: "https://example.com/live" }
                TabBar {
                    Tab "Watch Now" { icon: "play.circle" }
                    Tab "Sports" { icon: "sportscourt" }
                    Tab "Kids" { icon: "figure.and.child.holdinghands" }
                    Tab "Library" { icon: "books.vertical" }
                    Tab "Search" { systemItem: search }
                }
            }
            """,
        ],
        options: [tabBarMaxTabsOption]
    ), lookingAt: [.tabBar]) { screen, context in
        let limit = context.option("maxTabs")
        for (tabBar, tabs, hidden) in screen.overflowingTabBars(in: "landscape", limit: limit) {
            let names = LocalizedText.quotedTitles(of: Array(hidden))
            let path = context.path
            context.report(tabBar.nameRange, LocalizedText(
                "This TabBar has \(tabs.count) tabs in landscape, so on iPhone a More tab holds \(names.english), a poor use of the wide screen. Show the same \(limit.asWritten) or fewer tabs as in portrait, centered.",
                "此标签栏（TabBar）在横屏时有 \(tabs.count) 个标签页，因此在 iPhone 上\(names.simplifiedChinese)会被塞进“更多”标签页，浪费了横屏的空间。请展示与竖屏时相同的标签页（不超过 \(limit.asWritten) 个），并居中展示。",
                "此標籤列（TabBar）在橫向時有 \(tabs.count) 個標籤頁，因此在 iPhone 上\(names.traditionalChinese)會被塞進「更多」標籤頁，浪費了橫向的空間。請展示與直向時相同的標籤頁（不超過 \(limit.asWritten) 個），並居中展示。"),
                related: RelatedLocation.heldByMoreTab(hidden, in: path))
        }
    }
}
