import ScreenSyntax

extension Rule {
    static let statusBarCustomContent = Rule(RuleDescription(
        id: "status-bar-custom-content", severity: .error, category: .bars, guideline: "StatusBar", seeds: ["000", "003"],
        summary: LocalizedText(
            "A status bar that holds anything but the network activity indicator.",
            "状态栏中放了网络活动指示器以外的内容。",
            "狀態列中放了網路活動指示器以外的內容。"),
        rationale: LocalizedText(
            "Use the system-provided status bar and don't replace it with a custom one: people rely on its consistency. You can't determine the status bar's content, only its appearance; the one thing an app may show in it is the network activity indicator.",
            "使用系统提供的状态栏，不要用自定义的状态栏替换它：用户依赖系统默认状态栏的一致性。尽管不能限定状态栏的内容，但是可以定制它的外观；应用唯一能在其中显示的是网络活动指示器。",
            "使用系統提供的狀態列，不要用自訂的狀態列替換它：使用者依賴系統預設狀態列的一致性。儘管不能限定狀態列的內容，但是可以定製它的外觀；應用唯一能在其中顯示的是網路活動指示器。"),
        triggering: [
            "screen Inbox {\n    StatusBar {\n        style: darkContent\n        1️⃣Label2️⃣ \"12:30\"\n    }\n    NavigationBar { title: \"Inbox\" }\n}",
            "screen Player {\n    StatusBar {\n        NetworkActivityIndicator { visible: true }\n        1️⃣Button2️⃣ \"Sync\"\n        3️⃣Image4️⃣ { name: \"battery\" }\n    }\n}",
        ],
        nonTriggering: [
            "screen Inbox {\n    StatusBar {\n        style: darkContent\n        NetworkActivityIndicator { visible: true }\n    }\n    NavigationBar { title: \"Inbox\" }\n}",
            "screen Inbox {\n    StatusBar\n    NavigationBar { title: \"Inbox\" }\n    Label \"12:30\"\n}",
        ]
    ), lookingAt: [.statusBar]) { screen, context in
        for statusBar in screen.topLevel(.statusBar) {
            for content in statusBar.children where !content.is(.networkActivityIndicator) {
                context.report(content.nameRange, LocalizedText(
                    "The status bar shows only the system's content; \(content.quotedName) cannot go in it. Remove it from StatusBar, or place it in the screen below the bars; only NetworkActivityIndicator belongs here.",
                    "状态栏只显示系统提供的内容；\(content.quotedName) 不能放在其中。请将它从 StatusBar 中删除，或放到各栏下方的页面内容中；这里只能放 NetworkActivityIndicator。",
                    "狀態列只顯示系統提供的內容；\(content.quotedName) 不能放在其中。請將它從 StatusBar 中刪除，或放到各欄下方的畫面內容中；這裡只能放 NetworkActivityIndicator。"))
            }
        }
    }
}
