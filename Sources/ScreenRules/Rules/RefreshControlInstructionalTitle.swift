import ScreenSyntax

extension Rule {
    static let refreshControlInstructionalTitle = Rule(RuleDescription(
        id: "refresh-control-instructional-title", severity: .warning, category: .controls, guideline: "RefreshControl.title", seeds: ["004"],
        summary: LocalizedText(
            "A refresh control title that explains how to refresh (\"Pull to refresh\", 下拉刷新 …).",
            "说明如何刷新的刷新控件标题（“Pull to refresh”、下拉刷新……）。",
            "說明如何重新整理的重新整理控制項標題（「Pull to refresh」、下拉重新整理……）。"),
        rationale: LocalizedText(
            "A refresh control can have a title, but add a short title only when it's necessary. In particular, don't use the title to describe how to use the refresh control.",
            "刷新控件可以带有标题，但只有在必要的时候才加短标题。特别需要注意的是，不要使用短标题来描述刷新控件怎么使用。",
            "重新整理控制項可以帶有標題，但只有在必要的時候才加短標題。特別需要注意的是，不要使用短標題來描述重新整理控制項怎麼使用。"),
        triggering: [
            "screen Inbox {\n    NavigationBar { title: \"Inbox\" }\n    TableView {\n        RefreshControl { title: 1️⃣\"Pull to refresh\"2️⃣ }\n        Cell \"Alice Chen\"\n    }\n}",
            "screen Feed {\n    TableView { RefreshControl { title: 1️⃣\"下拉刷新\"2️⃣ } }\n    TableView { RefreshControl { title: 3️⃣\"鬆開即可更新\"4️⃣ } }\n    TableView { RefreshControl { title: 5️⃣\"Swipe down to load new posts\"6️⃣ } }\n}",
        ],
        nonTriggering: [
            "screen Inbox {\n    TableView {\n        RefreshControl { title: \"Updated 5 minutes ago\" }\n        RefreshControl { title: \"上次更新：今天 9:41\" }\n        RefreshControl\n    }\n}",
        ],
        fix: .unsafe,
        corrections: [
            Correction(
                "screen Inbox {\n    NavigationBar { title: \"Inbox\" }\n    TableView {\n        RefreshControl { title: 1️⃣\"Pull to refresh\" }\n        Cell \"Alice Chen\"\n    }\n}",
                "screen Inbox {\n    NavigationBar { title: \"Inbox\" }\n    TableView {\n        RefreshControl { }\n        Cell \"Alice Chen\"\n    }\n}"),
        ]
    ), lookingAt: [.refreshControl]) { screen, context in
        for control in screen.elements(.refreshControl) {
            guard let property = control.property("title"), let title = property.value.stringValue, explainsGesture(title) else { continue }
            context.report(property.value.range, LocalizedText(
                "The title \"\(title)\" explains how to use the refresh control; people already know. Remove it, or say something people need, such as when the content was last updated.",
                "标题“\(title)”在说明刷新控件的用法，用户本已知道。请删除它，或改为用户需要的信息，例如内容的上次更新时间。",
                "標題「\(title)」在說明重新整理控制項的用法，使用者本已知道。請刪除它，或改為使用者需要的資訊，例如內容的上次更新時間。"),
                fixes: [Fix(title: LocalizedText("Remove the title", "删除标题", "刪除標題"), edits: [SourceEditor(property.tree).removal(of: property.range)])])
        }
    }

    /// Whether a title describes the gesture: pull, drag, swipe or release, in English or Chinese.
    private static func explainsGesture(_ title: String) -> Bool {
        let lowercased = title.lowercased()
        return gesturePhrases.contains { lowercased.contains($0) }
    }

    private static let gesturePhrases = [
        "pull to", "pull down", "drag to", "drag down", "swipe to", "swipe down", "release to", "let go to",
        "下拉", "拉动", "拉動", "下滑", "松开", "鬆開", "松手", "鬆手", "释放", "釋放",
    ]
}
