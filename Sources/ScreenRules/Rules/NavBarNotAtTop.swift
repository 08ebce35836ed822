import ScreenSyntax

extension Rule {
    static let navBarNotAtTop = Rule(RuleDescription(
        id: "nav-bar-not-at-top", severity: .warning, category: .bars, guideline: "NavigationBar", seeds: ["000", "003"],
        summary: LocalizedText(
            "A navigation bar with something other than the status bar above it.",
            "导航栏上方有状态栏以外的内容。",
            "導覽列上方有狀態列以外的內容。"),
        rationale: LocalizedText(
            "A navigation bar appears at the top of a window or screen, just below the status bar. In a `.screen` file order is position, so only a StatusBar may come before the NavigationBar.",
            "导航栏显示在窗口或屏幕顶部，位于状态栏的下方。在 `.screen` 文件中顺序即位置，所以 NavigationBar 之前只能有 StatusBar。",
            "導覽列顯示在視窗或螢幕頂部，位於狀態列的下方。在 `.screen` 檔案中順序即位置，所以 NavigationBar 之前只能有 StatusBar。"),
        triggering: [
            "screen Inbox {\n    StatusBar\n    SearchBar { placeholder: \"Search mail and contacts\" }\n    1️⃣NavigationBar2️⃣ { title: \"Inbox\" }\n    TableView { Cell \"Alice Chen\" }\n}",
            "screen Inbox {\n    Label \"Updated just now\"\n    StatusBar\n    1️⃣NavigationBar2️⃣ { title: \"Inbox\" }\n}",
        ],
        nonTriggering: [
            "screen Inbox {\n    StatusBar\n    NavigationBar { title: \"Inbox\" }\n    SearchBar { placeholder: \"Search mail and contacts\" }\n}",
            "screen Inbox {\n    device: iphone\n    NavigationBar { title: \"Inbox\" }\n    TableView { Cell \"Alice Chen\" }\n}",
        ],
        fix: .safe,
        corrections: [
            Correction(
                "screen Inbox {\n    StatusBar\n    SearchBar { placeholder: \"Search mail\" }\n    1️⃣NavigationBar {\n        title: \"Inbox\"\n    }\n}",
                "screen Inbox {\n    StatusBar\n    NavigationBar {\n        title: \"Inbox\"\n    }\n    SearchBar { placeholder: \"Search mail\" }\n}"),
        ]
    ), lookingAt: [.navigationBar]) { screen, context in
        guard let navigationBar = screen.topLevel(.navigationBar).first,
              let above = screen.elements.prefix(while: { $0.range != navigationBar.range }).first(where: { !$0.is(.statusBar) }) else { return }
        context.report(navigationBar.nameRange, LocalizedText(
            "NavigationBar stands below \(above.quotedName); the navigation bar goes at the top, just below the status bar. Move it above \(above.name).",
            "NavigationBar 位于 \(above.quotedName) 之下；导航栏应位于顶部，紧接在状态栏下方。请将它移到 \(above.name) 之上。",
            "NavigationBar 位於 \(above.quotedName) 之下；導覽列應位於頂部，緊接在狀態列下方。請將它移到 \(above.name) 之上。"),
            fixes: [Fix(title: LocalizedText("Move the navigation bar up", "将导航栏上移", "將導覽列上移"), edits: SourceEditor(screen.syntax.tree).move(navigationBar, before: above))])
    }
}
