import ScreenSyntax
extension Rule {
    static let duplicateBar = Rule(RuleDescription(
        id: "duplicate-bar", severity: .error, category: .structure,
        summary: LocalizedText("A second status bar, navigation bar, toolbar or tab bar in one screen.", "同一页面中出现第二个状态栏、导航栏、工具栏或标签栏。", "同一畫面中出現第二個狀態列、導覽列、工具列或標籤列。"),
        rationale: LocalizedText(
            "A screen has one of each bar; a second one has no place to stand.",
            "每个页面的每种栏只有一个；第二个没有位置可放。",
            "每個畫面的每種欄只有一個；第二個沒有位置可放。"),
        triggering: [
            "screen Inbox {\n    NavigationBar { title: \"Inbox\" }\n    1️⃣NavigationBar2️⃣ { title: \"Mail\" }\n}",
        ],
        nonTriggering: [
            "screen Inbox {\n    StatusBar\n    NavigationBar { title: \"Inbox\" }\n    Toolbar\n}",
        ]
    ), lookingAt: [.statusBar, .navigationBar, .toolbar, .tabBar]) { screen, context in
        for bar in Rule.barsOnePerScreen {
            // Counted, not `dropFirst()`: a slice of the lazy filter cost thousands of
            // instructions a screen.
            for (position, duplicate) in screen.topLevel(bar).enumerated() where position > 0 {
                context.report(duplicate.nameRange, LocalizedText(
                    "A second \(bar.name) in this screen; a screen has only one. Merge it into the first.",
                    "此页面中有第二个 \(bar.name)；每个页面只能有一个。请将其合并到第一个中。",
                    "此畫面中有第二個 \(bar.name)；每個畫面只能有一個。請將其合併到第一個中。"))
            }
        }
    }

    /// The bars a screen has one of at most.
    private static let barsOnePerScreen: [ElementKind] = [.statusBar, .navigationBar, .toolbar, .tabBar]
}
