import ScreenSyntax

extension Rule {
    static let statusBarContrast = Rule(RuleDescription(
        id: "status-bar-contrast", severity: .warning, category: .bars, guideline: "StatusBar.style", seeds: ["000", "003"],
        summary: LocalizedText(
            "Status bar content that does not contrast with what is behind it: dark on dark, light on light.",
            "状态栏内容与其背后的颜色缺乏对比：深色配深色，或浅色配浅色。",
            "狀態列內容與其背後的顏色缺乏對比：深色配深色，或淺色配淺色。"),
        rationale: LocalizedText(
            "Coordinate the status bar style with your app's design. The default status bar content is black, which looks great in light-colored apps; the light status bar suits apps with darker colors better. Behind the status bar is the navigation bar's background (`barTint`) when it has one, else the screen's appearance.",
            "将状态栏样式与应用设计进行协调。默认的状态栏内容是黑色的，在浅色应用中效果出色，而相应的浅色状态栏则更适用于颜色较深的应用。状态栏背后是导航栏的背景色（`barTint`，如果设置了的话），否则是页面的外观。",
            "將狀態列樣式與應用設計進行協調。預設的狀態列內容是黑色的，在淺色應用中效果出色，而相應的淺色狀態列則更適用於顏色較深的應用。狀態列背後是導覽列的背景色（`barTint`，如果設定了的話），否則是畫面的外觀。"),
        triggering: [
            "screen Player {\n    appearance: dark\n    StatusBar { 1️⃣style: darkContent2️⃣ }\n    Image { name: \"cover\" }\n}",
            "screen Inbox {\n    StatusBar { 1️⃣style: darkContent2️⃣ }\n    NavigationBar {\n        title: \"Inbox\"\n        barTint: #1C1C1E\n    }\n}",
            "screen Inbox {\n    StatusBar { 1️⃣style: lightContent2️⃣ }\n    NavigationBar { title: \"Inbox\" }\n}",
            "screen Inbox {\n    appearance: dark\n    StatusBar { 1️⃣style: lightContent2️⃣ }\n    NavigationBar { title: \"Inbox\" barTint: #FFD60A }\n}",
        ],
        nonTriggering: [
            "screen Player {\n    appearance: dark\n    StatusBar { style: lightContent }\n    Image { name: \"cover\" }\n}",
            "screen Inbox {\n    StatusBar { style: lightContent }\n    NavigationBar { title: \"Inbox\" barTint: #007AFF }\n}",
            "screen Inbox {\n    StatusBar { style: darkContent }\n    NavigationBar { title: \"Inbox\" barTint: #F8F8F8 }\n}",
            "screen Player {\n    appearance: dark\n    fullScreen: true\n    StatusBar { style: darkContent hidden: true }\n    Image { name: \"cover\" }\n}",
            "screen Inbox {\n    appearance: dark\n    StatusBar { style: default }\n}",
        ],
        options: [
            RuleOption("darkBrightness", default: 0.5, range: 0...1, wholeNumber: false, LocalizedText(
                "A barTint whose perceived brightness (Rec. 601 luma, from 0 for black to 1 for white) is below this counts as dark; mid-gray is the point where white and black text read about equally well.",
                "感知亮度（Rec. 601 亮度，黑色为 0，白色为 1）低于此值的 barTint 视为深色；中灰色大致是白字和黑字同样易读的分界点。",
                "感知亮度（Rec. 601 亮度，黑色為 0，白色為 1）低於此值的 barTint 視為深色；中灰色大致是白字和黑字同樣易讀的分界點。")),
        ],
        fix: .unsafe,
        corrections: [
            Correction(
                "screen Player {\n    appearance: dark\n    StatusBar { 1️⃣style: darkContent }\n}",
                "screen Player {\n    appearance: dark\n    StatusBar { style: lightContent }\n}"),
        ]
    ), lookingAt: [.statusBar]) { screen, context in
        guard let statusBar = screen.topLevel(.statusBar).first, statusBar.boolValue("hidden") != true,
              let style = statusBar.property("style"), let content = style.value.identifierValue,
              content == "darkContent" || content == "lightContent" else { return }
        let background = StatusBarBackground(screen, darkBrightness: context.option("darkBrightness"))
        guard background.isDark == (content == "darkContent") else { return }
        let better = content == "darkContent" ? "lightContent" : "darkContent"
        let shade = content == "darkContent"
            ? LocalizedText("Dark", "深色", "深色")
            : LocalizedText("Light", "浅色", "淺色")
        context.report(style.range, LocalizedText(
            "\(shade.english) status bar content is hard to read on \(background.description.english); use `style: \(better)`.",
            "\(shade.simplifiedChinese)的状态栏内容在\(background.description.simplifiedChinese)上难以看清；请使用 `style: \(better)`。",
            "\(shade.traditionalChinese)的狀態列內容在\(background.description.traditionalChinese)上難以看清；請使用 `style: \(better)`。"),
            fixes: [Fix(title: LocalizedText("Use style: \(better)", "改用 style: \(better)", "改用 style: \(better)"), edits: [SourceEdit(range: style.value.range, newText: better)])])
    }
}

/// What shows behind the status bar: the navigation bar's barTint when it has a valid one,
/// else the screen's appearance.
private struct StatusBarBackground {
    let isDark: Bool
    /// The navigation bar's valid barTint, as written; nil when the screen's appearance shows.
    let tint: String?

    init(_ screen: ScreenModel, darkBrightness: Double) {
        if let tint = screen.topLevel(.navigationBar).first?.property("barTint"), let brightness = tint.value.brightness {
            self.tint = String(tint.value.text)
            isDark = brightness < darkBrightness
        } else {
            self.tint = nil
            isDark = screen.appearance == "dark"
        }
    }

    /// Written only for a finding: most status bars read well.
    var description: LocalizedText {
        switch (tint, isDark) {
        case (let color?, true):
            return LocalizedText("the navigation bar's dark barTint \(color)", "导航栏的深色 barTint \(color)", "導覽列的深色 barTint \(color)")
        case (let color?, false):
            return LocalizedText("the navigation bar's light barTint \(color)", "导航栏的浅色 barTint \(color)", "導覽列的淺色 barTint \(color)")
        case (nil, true):
            return LocalizedText("this dark screen (appearance: dark)", "这个深色页面（appearance: dark）", "這個深色畫面（appearance: dark）")
        case (nil, false):
            return LocalizedText("this light screen", "这个浅色页面", "這個淺色畫面")
        }
    }
}
