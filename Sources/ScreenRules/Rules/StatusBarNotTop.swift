import ScreenSyntax

extension Rule {
    static let statusBarNotTop = Rule(RuleDescription(
        id: "status-bar-not-top", severity: .warning, category: .bars, guideline: "StatusBar", seeds: ["000"],
        summary: LocalizedText(
            "A status bar that is not the first element of its screen.",
            "状态栏不是页面的第一个元素。",
            "狀態列不是畫面的第一個元素。"),
        rationale: LocalizedText(
            "The status bar appears at the top edge of the screen and always stays fixed to it; in a `.screen` file order is position, so the StatusBar comes first.",
            "状态栏出现在屏幕的顶端，始终固定在整个屏幕的上边缘；在 `.screen` 文件中顺序即位置，所以 StatusBar 应排在最前面。",
            "狀態列出現在螢幕的頂端，始終固定在整個螢幕的上邊緣；在 `.screen` 檔案中順序即位置，所以 StatusBar 應排在最前面。"),
        triggering: [
            "screen Inbox {\n    NavigationBar { title: \"Inbox\" }\n    1️⃣StatusBar2️⃣ { style: darkContent }\n    TableView { Cell \"Alice Chen\" }\n}",
            "screen Player {\n    Image { name: \"cover\" }\n    1️⃣StatusBar2️⃣\n}",
        ],
        nonTriggering: [
            "screen Inbox {\n    device: iphoneX\n    StatusBar { style: darkContent }\n    NavigationBar { title: \"Inbox\" }\n    TableView { Cell \"Alice Chen\" }\n}",
            "screen Player {\n    Image { name: \"cover\" }\n}",
        ],
        fix: .safe,
        corrections: [
            Correction(
                "screen Inbox {\n    device: iphone\n    NavigationBar { title: \"Inbox\" }\n    1️⃣StatusBar { style: darkContent }\n    TableView\n}",
                "screen Inbox {\n    device: iphone\n    StatusBar { style: darkContent }\n    NavigationBar { title: \"Inbox\" }\n    TableView\n}"),
        ]
    ), lookingAt: [.statusBar]) { screen, context in
        guard let statusBar = screen.topLevel(.statusBar).first, let first = screen.elements.first, first.range != statusBar.range else { return }
        context.report(statusBar.nameRange, LocalizedText(
            "StatusBar stands below \(first.quotedName); the status bar is always at the top edge of the screen. Move it to be the first element.",
            "StatusBar 位于 \(first.quotedName) 之下；状态栏始终位于屏幕顶端。请将它移到第一个元素的位置。",
            "StatusBar 位於 \(first.quotedName) 之下；狀態列始終位於螢幕頂端。請將它移到第一個元素的位置。"),
            fixes: [Fix(title: LocalizedText("Move the status bar to the top", "将状态栏移到顶部", "將狀態列移到頂部"), edits: SourceEditor(screen.syntax.tree).move(statusBar, before: first))])
    }
}
