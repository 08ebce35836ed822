import ScreenSyntax

extension Rule {
    static let tabBarTooFewTabs = Rule(RuleDescription(
        id: "tab-bar-too-few-tabs", severity: .warning, category: .bars, guideline: "TabBar", seeds: ["001"],
        summary: LocalizedText("A tab bar with fewer than two tabs.", "少于两个标签页的标签栏。", "少於兩個標籤頁的標籤列。"),
        rationale: LocalizedText(
            "A tab bar lets people switch between different sections of an app; it organizes information at the app level and gives people access to several equally important sections. With a single tab there is nothing to switch to. In general, use three to five tabs on iPhone.",
            "标签栏可以让用户在 App 的不同区域之间导航；它用来组织应用程序级别的信息，提供了几个相似重量级的信息类别。只有一个标签页时，没有可切换的对象。一般来说，在 iPhone 上使用 3 到 5 个标签页。",
            "標籤列可以讓使用者在 App 的不同區域之間導覽；它用來組織應用程式級別的資訊，提供了幾個相似重量級的資訊類別。只有一個標籤頁時，沒有可切換的對象。一般來說，在 iPhone 上使用 3 到 5 個標籤頁。"),
        triggering: [
            """
            screen Clock {
                NavigationBar { title: "Alarm" }
                TableView { Cell "7:00" }
                1️⃣TabBar2️⃣ {
                    Tab "Alarm" { icon: "alarm" }
                }
            }
            """,
            """
            screen Welcome {
                Label "Welcome to Notes"
                1️⃣TabBar2️⃣
            }
            """,
        ],
        nonTriggering: [
            """
            screen Clock {
                NavigationBar { title: "Alarm" }
                TableView { Cell "7:00" }
                TabBar {
                    Tab "Alarm" { icon: "alarm" }
                    Tab "Stopwatch" { icon: "stopwatch" }
                    Tab "Timer" { icon: "timer" }
                }
            }
            """,
        ],
        options: [
            RuleOption("minTabs", default: 2, LocalizedText(
                "The fewest tabs a tab bar needs to be worth showing; with fewer there is nothing to switch between. (The guidelines suggest three to five on iPhone.)",
                "标签栏值得显示所需的最少标签页数；少于此数时没有可切换的对象。（指南建议 iPhone 上使用 3 到 5 个。）",
                "標籤列值得顯示所需的最少標籤頁數；少於此數時沒有可切換的對象。（指南建議 iPhone 上使用 3 到 5 個。）")),
        ]
    ), lookingAt: [.tabBar]) { screen, context in
        let minimum = context.option("minTabs")
        for tabBar in screen.topLevel(.tabBar) where Double(tabBar.tabs.count) < minimum {
            let count = tabBar.tabs.count
            context.report(tabBar.nameRange, LocalizedText(
                "This TabBar has \(count == 0 ? "no tabs" : count == 1 ? "only one tab" : "only \(count) tabs"); a tab bar switches between sections of the app, so give it at least \(minimum.asWritten) (three to five is usual), or remove it.",
                "此标签栏（TabBar）\(count == 0 ? "没有标签页" : "只有 \(count) 个标签页")；标签栏用于在 App 的不同区域之间切换，请至少提供 \(minimum.asWritten) 个（通常为 3 到 5 个），或删除标签栏。",
                "此標籤列（TabBar）\(count == 0 ? "沒有標籤頁" : "只有 \(count) 個標籤頁")；標籤列用於在 App 的不同區域之間切換，請至少提供 \(minimum.asWritten) 個（通常為 3 到 5 個），或刪除標籤列。"))
        }
    }
}
