import ScreenSyntax

extension Rule {
    static let buttonTitleTooLong = Rule(RuleDescription(
        id: "button-title-too-long", severity: .hint, category: .controls, guideline: "Button", seeds: ["004"],
        summary: LocalizedText(
            "A button title wider than the configured limit (CJK characters count double).",
            "按钮标题宽度超过设定的上限（中日韩文字按双倍宽度计算）。",
            "按鈕標題寬度超過設定的上限（中日韓文字按雙倍寬度計算）。"),
        rationale: LocalizedText(
            "Keep a button's title short: a title that is too long is truncated and becomes hard to understand. Use a verb or verb phrase that describes the action the button performs.",
            "标题不要太长。太长的标题会被截断，让用户难以理解其含义。使用动词或动词短语来描述按钮所代表的动作。",
            "標題不要太長。太長的標題會被截斷，讓使用者難以理解其含義。使用動詞或動詞短語來描述按鈕所代表的動作。"),
        triggering: [
            "screen Signup {\n    Label \"Almost done\"\n    Button 1️⃣\"Continue to the Next Step of Registration\"2️⃣ { style: filled }\n}",
            "screen Editor {\n    NavigationBar {\n        title: \"Draft\"\n        Button 1️⃣\"Save Changes Now\"2️⃣\n    }\n    Toolbar { Button 3️⃣\"立即保存所有更改\"4️⃣ }\n}",
        ],
        nonTriggering: [
            "screen Editor {\n    NavigationBar { title: \"Draft\" Button \"Done\" { style: done } }\n    Button \"Add to Favorites\"\n    Button \"保存所有更改\"\n    Toolbar { Button \"Select All\" FlexibleSpace Button \"保存所有更改\" }\n}",
        ],
        options: [
            RuleOption("maxWidth", default: 24, LocalizedText(
                "The widest title, in columns (a CJK character counts 2), of a button in content, an alert or an action sheet. 24 fits a button across most of an iPhone screen.",
                "内容区域、警示框或操作表中按钮标题的最大宽度（按列计算，每个中日韩文字计为 2）。默认 24，约为横跨 iPhone 屏幕大部分宽度的按钮所能容纳的长度。",
                "內容區域、警示框或動作表中按鈕標題的最大寬度（按列計算，每個中日韓文字計為 2）。預設 24，約為橫跨 iPhone 螢幕大部分寬度的按鈕所能容納的長度。")),
            RuleOption("maxBarWidth", default: 12, LocalizedText(
                "The widest title, in columns, of a button in a navigation bar or toolbar, where a title and other buttons share the space. 12 fits \"Select All\" or 保存所有更改.",
                "导航栏或工具栏中按钮标题的最大宽度（按列计算），那里标题与其他按钮共享空间。默认 12，可容纳“Select All”或“保存所有更改”。",
                "導覽列或工具列中按鈕標題的最大寬度（按列計算），那裡標題與其他按鈕共享空間。預設 12，可容納「Select All」或「儲存所有更改」。")),
        ]
    ), lookingAt: [.button]) { screen, context in
        for button in screen.elements(.button) {
            guard let token = button.syntax.primaryTextToken else { continue }
            // A bar's buttons stand right in a top-level NavigationBar or Toolbar.
            let inBar = screen.parent(of: button).map { $0.isTopLevel && ($0.is(.navigationBar) || $0.is(.toolbar)) } ?? false
            let limit = context.option(inBar ? "maxBarWidth" : "maxWidth")
            // A plain ASCII title is as wide as it is long: most are told without decoding.
            if let length = button.syntax.tree.plainASCIILength(ofToken: token), Double(length) <= limit { continue }
            guard let title = button.primaryText, let range = button.primaryTextRange else { continue }
            let width = title.displayWidth
            guard Double(width) > limit else { continue }
            let place = inBar ? LocalizedText("in a bar ", "栏中", "欄中") : LocalizedText("", "", "")
            context.report(range, LocalizedText(
                "The button title \"\(title)\" is \(width) columns wide, over the limit of \(limit.asWritten) for a button \(place.english)(a CJK character counts 2); a long title gets truncated. Shorten it to a short verb phrase.",
                "按钮标题“\(title)”宽度为 \(width)，超过\(place.simplifiedChinese)按钮的上限 \(limit.asWritten)（每个中日韩文字计为 2）；太长的标题会被截断。请缩短为简短的动词短语。",
                "按鈕標題「\(title)」寬度為 \(width)，超過\(place.traditionalChinese)按鈕的上限 \(limit.asWritten)（每個中日韓文字計為 2）；太長的標題會被截斷。請縮短為簡短的動詞短語。"))
        }
    }
}
