import ScreenSyntax

extension Rule {
    static let tabBarNotAtBottom = Rule(RuleDescription(
        id: "tab-bar-not-at-bottom", severity: .error, category: .bars, guideline: "TabBar", seeds: ["000", "003"],
        summary: LocalizedText("A tab bar that is not the last element of its screen.", "不是页面最后一个元素的标签栏。", "不是畫面最後一個元素的標籤列。"),
        rationale: LocalizedText(
            "A tab bar always appears at the bottom of the screen. In a screen, order is position, so the tab bar stands last (alerts and action sheets float above the content and do not count).",
            "标签栏始终出现在屏幕的底部。页面中元素的顺序即位置，所以标签栏应排在最后（警示框和操作表浮于内容之上，不计在内）。",
            "標籤列始終出現在螢幕的底部。畫面中元素的順序即位置，所以標籤列應排在最後（警示框和動作表浮於內容之上，不計在內）。"),
        triggering: [
            """
            screen Clock {
                NavigationBar { title: "Alarm" }
                1️⃣TabBar2️⃣ {
                    Tab "Alarm" { icon: "alarm" }
                    Tab "Stopwatch" { icon: "stopwatch" }
                    Tab "Timer" { icon: "timer" }
                }
                TableView { Cell "7:00" }
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
                ActionSheet "Delete this alarm?" {
                    Button "Delete Alarm" { role: destructive }
                    Button "Cancel" { role: cancel }
                }
            }
            """,
        ]
    ), lookingAt: [.tabBar]) { screen, context in
        for (tabBar, below) in screen.barsWithContentBelow(.tabBar) {
            let path = context.path
            context.report(tabBar.nameRange, LocalizedText(
                "A TabBar always appears at the bottom of the screen, but \(below.name) comes after it. Move the tab bar to the end of the screen.",
                "标签栏（TabBar）始终出现在屏幕的底部，但其后还有 \(below.name)。请把标签栏移到页面的最后。",
                "標籤列（TabBar）始終出現在螢幕的底部，但其後還有 \(below.name)。請把標籤列移到畫面的最後。"),
                related: [RelatedLocation(file: path, range: below.nameRange, message: LocalizedText(
                    "Content below the tab bar.", "位于标签栏下方的内容。", "位於標籤列下方的內容。"))])
        }
    }
}
