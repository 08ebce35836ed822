import ScreenSyntax

extension Rule {
    static let roundedRectButtonDeprecated = Rule(RuleDescription(
        id: "rounded-rect-button-deprecated", severity: .warning, category: .controls, tags: [.deprecated], guideline: "RoundedRectButton", seeds: ["004"],
        summary: LocalizedText(
            "A RoundedRectButton, which iOS 7 replaced with the system button.",
            "使用了 RoundedRectButton，iOS 7 起已被系统按钮取代。",
            "使用了 RoundedRectButton，iOS 7 起已被系統按鈕取代。"),
        rationale: LocalizedText(
            "In iOS 7 and later the rounded rect button is no longer used; it has been replaced by the system button, a UIButton of type UIButtonTypeSystem (UIButtonTypeRoundedRect was redefined as UIButtonTypeSystem).",
            "iOS 7 及更新版本中已经不再使用圆角矩形按钮，而是使用了新的系统按钮——类型为 UIButtonTypeSystem 的 UI 按钮 (UIButton)。在 iOS 7 中，UIButtonTypeRoundedRect 已经被重新定义为 UIButtonTypeSystem。",
            "iOS 7 及更新版本中已經不再使用圓角矩形按鈕，而是使用了新的系統按鈕——類型為 UIButtonTypeSystem 的 UI 按鈕 (UIButton)。在 iOS 7 中，UIButtonTypeRoundedRect 已經被重新定義為 UIButtonTypeSystem。"),
        triggering: [
            "screen Contact {\n    Label \"Anna Li\" { font: title }\n    1️⃣RoundedRectButton2️⃣ \"Text Message\"\n    3️⃣RoundedRectButton4️⃣ \"Add to Favorites\" { width: 200pt }\n}",
        ],
        nonTriggering: [
            "screen Contact {\n    Button \"Text Message\" { style: bordered }\n}",
        ],
        fix: .safe,
        corrections: [
            Correction("screen A {\n    1️⃣RoundedRectButton \"Call\" { width: 120pt }\n}", "screen A {\n    Button \"Call\" { width: 120pt }\n}"),
        ]
    ), lookingAt: [.roundedRectButton]) { screen, context in
        for button in screen.elements(.roundedRectButton) {
            context.report(button.nameRange, LocalizedText(
                "RoundedRectButton is deprecated since iOS 7; use a Button (the system button) instead, with style: bordered or filled if it needs a border or background.",
                "RoundedRectButton 自 iOS 7 起已弃用；请改用 Button（系统按钮），需要边框或背景时设置 style: bordered 或 filled。",
                "RoundedRectButton 自 iOS 7 起已棄用；請改用 Button（系統按鈕），需要邊框或背景時設定 style: bordered 或 filled。"),
                fixes: [Fix(title: LocalizedText("Change to Button", "改为 Button", "改為 Button"), edits: [SourceEdit(range: button.nameRange, newText: "Button")])])
        }
    }
}
