import ScreenSyntax

extension Rule {
    static let navBarLongTitle = Rule(RuleDescription(
        id: "nav-bar-long-title", severity: .information, category: .bars, guideline: "NavigationBar.title", seeds: ["001"],
        summary: LocalizedText(
            "A navigation title too wide for the bar.",
            "导航栏标题过长。",
            "導覽列標題過長。"),
        rationale: LocalizedText(
            "Use a concise title. The title shares the navigation bar with the back button and a control; a long one is truncated and no longer tells people where they are.",
            "使用精简的标题。标题与返回按钮和控件共用导航栏；过长的标题会被截断，无法再帮助用户确定所在的位置。",
            "使用精簡的標題。標題與返回按鈕和控制項共用導覽列；過長的標題會被截斷，無法再幫助使用者確定所在的位置。"),
        triggering: [
            "screen Settings {\n    NavigationBar {\n        title: 1️⃣\"Notification and Privacy Settings\"2️⃣\n        BackButton \"Me\"\n    }\n}",
            "screen Settings {\n    NavigationBar { title: 1️⃣\"通知与隐私设置和账号安全\"2️⃣ }\n}",
        ],
        nonTriggering: [
            "screen Settings {\n    NavigationBar {\n        title: \"Privacy Settings\"\n        BackButton \"Me\"\n    }\n}",
            "screen Settings {\n    NavigationBar { title: \"通知与隐私设置\" }\n}",
            "screen Settings {\n    NavigationBar { prompt: \"Choose what apps may see about you.\" }\n}",
        ],
        options: [
            RuleOption("maxWidth", default: 20, LocalizedText(
                "The widest title, in columns where a Chinese, Japanese or Korean character or an emoji counts two: about what fits between a back button and one control on a 320-pt-wide iPhone at 17 pt, some 20 letters or 10 Chinese characters.",
                "标题的最大宽度，以列计，中日韩文字和表情符号各算两列：大约是 320pt 宽的 iPhone 上以 17pt 字号在返回按钮和一个控件之间能容纳的宽度，约 20 个字母或 10 个汉字。",
                "標題的最大寬度，以列計，中日韓文字和表情符號各算兩列：大約是 320pt 寬的 iPhone 上以 17pt 字號在返回按鈕和一個控制項之間能容納的寬度，約 20 個字母或 10 個漢字。")),
        ]
    ), lookingAt: [.navigationBar]) { screen, context in
        let limit = context.wholeOption("maxWidth")
        for navigationBar in screen.topLevel(.navigationBar) {
            guard let title = navigationBar.property("title") else { continue }
            // A plain ASCII title is as wide as it is long: most are told without decoding.
            if let length = title.value.plainASCIILength, length <= limit { continue }
            guard let string = title.value.stringValue else { continue }
            let width = string.displayWidth
            guard width > limit else { continue }
            context.report(title.value.range, LocalizedText(
                "The navigation title \(string.quotedLiteral) is \(width) columns wide (Chinese characters count two), over the \(limit) that fit; the bar will truncate it. Use a shorter title.",
                "导航栏标题 \(string.quotedLiteral) 宽 \(width) 列（汉字算两列），超过可容纳的 \(limit) 列，会被截断。请使用更精简的标题。",
                "導覽列標題 \(string.quotedLiteral) 寬 \(width) 列（漢字算兩列），超過可容納的 \(limit) 列，會被截斷。請使用更精簡的標題。"))
        }
    }
}
