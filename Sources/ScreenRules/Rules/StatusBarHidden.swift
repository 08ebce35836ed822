import ScreenSyntax

extension Rule {
    static let statusBarHidden = Rule(RuleDescription(
        id: "status-bar-hidden", severity: .warning, category: .bars, guideline: "StatusBar.hidden", seeds: ["000", "002", "003"],
        summary: LocalizedText(
            "A hidden status bar on a screen that does not show full-screen media.",
            "不显示全屏媒体的页面隐藏了状态栏。",
            "不顯示全螢幕媒體的畫面隱藏了狀態列。"),
        rationale: LocalizedText(
            "Avoid permanently hiding the status bar: it is transparent, so there is usually no need to, and hiding it means people have to leave your app to find out the time or whether they have a Wi-Fi connection. Hide it only for a while, when displaying full-screen media (mark such a screen `fullScreen: true`), and let people bring it back with a single tap.",
            "避免永久隐藏状态栏：由于状态栏是透明的，通常情况下不需要隐藏它；始终隐藏状态栏意味着用户必须退出你的应用才能知道现在的时间，或者了解当前环境下是否有 Wi-Fi 连接。只在显示全屏媒体时暂时隐藏它（将这样的页面标为 `fullScreen: true`），并让用户轻点一下即可重新显示。",
            "避免永久隱藏狀態列：由於狀態列是透明的，通常情況下不需要隱藏它；始終隱藏狀態列意味著使用者必須退出你的應用才能知道現在的時間，或者瞭解目前環境下是否有 Wi-Fi 連線。只在顯示全螢幕媒體時暫時隱藏它（將這樣的畫面標為 `fullScreen: true`），並讓使用者輕點一下即可重新顯示。"),
        triggering: [
            "screen Settings {\n    StatusBar { 1️⃣hidden: true2️⃣ }\n    NavigationBar { title: \"Settings\" }\n    TableView { Cell \"Wi-Fi\" }\n}",
            "screen Photo {\n    fullScreen: false\n    StatusBar {\n        style: lightContent\n        1️⃣hidden: true2️⃣\n    }\n    Image { name: \"beach\" }\n}",
        ],
        nonTriggering: [
            "screen Photo {\n    fullScreen: true\n    StatusBar { hidden: true }\n    Image { name: \"beach\" }\n}",
            "screen Settings {\n    StatusBar { hidden: false }\n    NavigationBar { title: \"Settings\" }\n}",
            "screen Settings {\n    StatusBar\n    NavigationBar { title: \"Settings\" hidden: true }\n}",
        ],
        fix: .unsafe,
        corrections: [
            Correction("screen Settings {\n    StatusBar { style: darkContent 1️⃣hidden: true }\n}", "screen Settings {\n    StatusBar { style: darkContent }\n}"),
        ]
    ), lookingAt: [.statusBar]) { screen, context in
        guard !screen.isFullScreen else { return }
        for statusBar in screen.topLevel(.statusBar) {
            guard let hidden = statusBar.property("hidden"), hidden.value.boolValue == true else { continue }
            let editor = SourceEditor(screen.syntax.tree)
            context.report(hidden.range, LocalizedText(
                "The status bar is hidden on a screen that does not show full-screen media; people lose the time and their connection status. Remove `hidden: true`, or mark the screen `fullScreen: true` if it shows photos or video.",
                "在不显示全屏媒体的页面上隐藏了状态栏；用户将看不到时间和网络连接状态。请删除 `hidden: true`；如果该页面显示照片或视频，请将其标为 `fullScreen: true`。",
                "在不顯示全螢幕媒體的畫面上隱藏了狀態列；使用者將看不到時間和網路連線狀態。請刪除 `hidden: true`；如果該畫面顯示照片或影片，請將其標為 `fullScreen: true`。"),
                fixes: [Fix(title: LocalizedText("Show the status bar", "显示状态栏", "顯示狀態列"), edits: [editor.removal(of: hidden.range)])])
        }
    }
}
