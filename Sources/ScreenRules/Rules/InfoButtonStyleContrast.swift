import ScreenSyntax

extension Rule {
    static let infoButtonStyleContrast = Rule(RuleDescription(
        id: "info-button-style-contrast", severity: .warning, category: .controls, guideline: "InfoButton.style", seeds: ["004"],
        summary: LocalizedText(
            "An info button whose style does not contrast with what is behind it: the dark style on dark content, or the light style on light content.",
            "信息按钮的样式与背后的内容缺乏对比：深色样式放在深色内容上，或浅色样式放在浅色内容上。",
            "資訊按鈕的樣式與背後的內容缺乏對比：深色樣式放在深色內容上，或淺色樣式放在淺色內容上。"),
        rationale: LocalizedText(
            "iOS includes two info button styles: a dark button for use on light content, and a light button for use on dark content (004, the info button). Behind the button is its bar's background (`barTint`) when it stands in a navigation bar or toolbar that has one, else the screen's appearance.",
            "iOS 包含两种信息按钮样式：适用于浅色内容的深色按钮，以及适用于深色内容的浅色按钮（004，信息按钮）。按钮在设置了背景色（`barTint`）的导航栏或工具栏中时，背后是栏的背景色，否则是页面的外观。",
            "iOS 提供兩種資訊按鈕樣式：適用於淺色內容的深色按鈕，以及適用於深色內容的淺色按鈕（004，資訊按鈕）。按鈕位於設定了背景色（`barTint`）的導覽列或工具列中時，背後是列的背景色，否則是畫面的外觀。"),
        triggering: [
            "screen Weather {\n    appearance: dark\n    InfoButton { 1️⃣style: dark2️⃣ }\n}",
            "screen Weather {\n    Toolbar { barTint: #1C1C1E FlexibleSpace InfoButton { 1️⃣style: dark2️⃣ } }\n}",
            "screen Weather {\n    Label \"臺北市\"\n    InfoButton { 1️⃣style: light2️⃣ }\n}",
        ],
        nonTriggering: [
            "screen Weather {\n    appearance: dark\n    InfoButton { style: light }\n}",
            "screen Weather {\n    appearance: dark\n    Toolbar { barTint: #F2F2F7 FlexibleSpace InfoButton { style: dark } }\n}",
            "screen Weather {\n    InfoButton\n}",
        ],
        options: [
            RuleOption("darkBrightness", default: 0.5, range: 0...1, wholeNumber: false, LocalizedText(
                "A barTint whose perceived brightness (Rec. 601 luma, from 0 for black to 1 for white) is below this counts as dark; mid-gray is the point where white and black read about equally well.",
                "感知亮度（Rec. 601 亮度，黑色为 0，白色为 1）低于此值的 barTint 视为深色；中灰色大致是白色和黑色同样清楚的分界点。",
                "感知亮度（Rec. 601 亮度，黑色為 0，白色為 1）低於此值的 barTint 視為深色；中灰色大致是白色和黑色同樣清楚的分界點。")),
        ],
        fix: .unsafe,
        corrections: [
            Correction(
                "screen Weather {\n    appearance: dark\n    InfoButton { 1️⃣style: dark }\n}",
                "screen Weather {\n    appearance: dark\n    InfoButton { style: light }\n}"),
        ]
    ), lookingAt: [.infoButton]) { screen, context in
        let darkBrightness = context.option("darkBrightness")
        for button in screen.elements(.infoButton) where button.isShown {
            guard let style = button.property("style"), let shade = style.value.identifierValue, shade == "dark" || shade == "light" else { continue }
            let bar = screen.parent(of: button).flatMap { $0.is(.navigationBar) || $0.is(.toolbar) ? $0 : nil }
            let backgroundIsDark: Bool
            let background: LocalizedText
            if let tint = bar?.property("barTint"), let brightness = tint.value.brightness {
                backgroundIsDark = brightness < darkBrightness
                let color = String(tint.value.text)
                background = backgroundIsDark
                    ? LocalizedText("the bar's dark barTint \(color)", "栏的深色 barTint \(color)", "列的深色 barTint \(color)")
                    : LocalizedText("the bar's light barTint \(color)", "栏的浅色 barTint \(color)", "列的淺色 barTint \(color)")
            } else {
                backgroundIsDark = screen.appearance == "dark"
                background = backgroundIsDark
                    ? LocalizedText("this dark screen (appearance: dark)", "这个深色页面（appearance: dark）", "這個深色畫面（appearance: dark）")
                    : LocalizedText("this light screen", "这个浅色页面", "這個淺色畫面")
            }
            guard backgroundIsDark == (shade == "dark") else { continue }
            let better = shade == "dark" ? "light" : "dark"
            let name = shade == "dark" ? LocalizedText("dark", "深色", "深色") : LocalizedText("light", "浅色", "淺色")
            context.report(style.range, LocalizedText(
                "A \(name.english) info button is hard to see on \(background.english); use `style: \(better)`.",
                "\(name.simplifiedChinese)信息按钮在\(background.simplifiedChinese)上难以看清；请使用 `style: \(better)`。",
                "\(name.traditionalChinese)資訊按鈕在\(background.traditionalChinese)上難以看清；請使用 `style: \(better)`。"),
                fixes: [Fix(title: LocalizedText("Use style: \(better)", "改用 style: \(better)", "改用 style: \(better)"), edits: [SourceEdit(range: style.value.range, newText: better)])])
        }
    }
}
