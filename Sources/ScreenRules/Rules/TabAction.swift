import ScreenSyntax

extension Rule {
    static let tabAction = Rule(RuleDescription(
        id: "tab-action", severity: .error, category: .bars, guideline: "Tab.action", seeds: ["000", "001", "003"],
        summary: LocalizedText("A tab that performs an action.", "执行操作的标签页。", "執行操作的標籤頁。"),
        rationale: LocalizedText(
            "Use tabs for navigation, not to provide actions. Tab bar buttons shouldn't perform actions; don't use a tab to let people act on the content of the current app or screen. If people need to act on elements of the current view, use a toolbar.",
            "使用标签栏导航，而非提供操作。标签栏按钮不应该用于执行操作，不要使用标签页来让用户执行对于当前应用与屏幕内容的操作。如果需要对当前视图中的元素操作，请使用工具栏。",
            "使用標籤列導覽，而非提供操作。標籤列按鈕不應該用於執行操作，不要使用標籤頁來讓使用者執行對於目前應用與螢幕內容的操作。如果需要對目前視圖中的元素操作，請使用工具列。"),
        triggering: [
            """
            screen Feed {
                NavigationBar { title: "Feed" }
                TableView { Cell "Morning run" }
                TabBar {
                    Tab "Feed" { icon: "house" screen: Feed }
                    Tab "Post" { icon: "plus.square" 1️⃣action: "composePost"2️⃣ }
                    Tab "Profile" { icon: "person" screen: Profile }
                }
            }
            screen Profile {
                NavigationBar { title: "Profile" }
            }
            """,
        ],
        nonTriggering: [
            """
            screen Feed {
                NavigationBar {
                    title: "Feed"
                    Button { systemItem: compose presents: Compose }
                }
                TableView { Cell "Morning run" }
                TabBar {
                    Tab "Feed" { icon: "house" screen: Feed }
                    Tab "Profile" { icon: "person" screen: Profile }
                }
            }
            screen Profile {
                NavigationBar { title: "Profile" }
            }
            screen Compose {
                NavigationBar { title: "New Post" Button "Cancel" { role: cancel } }
                TextView
            }
            """,
        ]
    ), lookingAt: [.tab]) { screen, context in
        for tab in screen.tabs {
            guard let action = tab.property("action") else { continue }
            let title = tab.displayTitle
            context.report(action.range, LocalizedText(
                "Tab '\(title)' performs an action; tabs navigate, they do not act. Give it a screen (screen:) to show, and put the action in a Toolbar or NavigationBar button instead.",
                "标签页“\(title)”执行了操作；标签页用于导航，而非执行操作。请为它指定要显示的页面（screen:），并把该操作改为工具栏或导航栏中的按钮。",
                "標籤頁「\(title)」執行了操作；標籤頁用於導覽，而非執行操作。請為它指定要顯示的畫面（screen:），並把該操作改為工具列或導覽列中的按鈕。"))
        }
    }
}
