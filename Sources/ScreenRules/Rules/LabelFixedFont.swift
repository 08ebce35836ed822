import ScreenSyntax

extension Rule {
    static let labelFixedFont = Rule(RuleDescription(
        id: "label-fixed-font", severity: .hint, category: .controls, guideline: "Label.dynamicType", seeds: ["004"],
        summary: LocalizedText(
            "A Label with `dynamicType: false`, whose text ignores the user's text size.",
            "设置了 `dynamicType: false` 的 Label，其文字不随用户设置的文字大小变化。",
            "設定了 `dynamicType: false` 的 Label，其文字不隨使用者設定的文字大小變化。"),
        rationale: LocalizedText(
            "Make your labels clear and legible: support Dynamic Type where possible, and get the label's font with preferredFontForTextStyle of UIFont.",
            "保证你的标签清晰易读。最好支持动态文本(Dynamic Type)，并使用 UIFont 中的 preferredFontForTextStyle 来获得标签中的展示文本。",
            "保證你的標籤清晰易讀。最好支援動態文字(Dynamic Type)，並使用 UIFont 中的 preferredFontForTextStyle 來獲得標籤中的展示文字。"),
        triggering: [
            "screen Article {\n    NavigationBar { title: \"Article\" }\n    Label \"The Quiet Coast\" { font: title 1️⃣dynamicType: false2️⃣ }\n    Label \"正文\" { font: custom size: 15pt 3️⃣dynamicType: false4️⃣ }\n}",
        ],
        nonTriggering: [
            "screen Article {\n    Label \"The Quiet Coast\" { font: title }\n    Label \"Body\" { dynamicType: true }\n    TextView { text: \"…\" }\n}",
        ],
        fix: .unsafe,
        corrections: [
            Correction(
                "screen Article {\n    NavigationBar { title: \"Article\" }\n    Label \"The Quiet Coast\" { font: title 1️⃣dynamicType: false }\n    Label \"正文\" { font: custom size: 15pt dynamicType: false }\n}",
                "screen Article {\n    NavigationBar { title: \"Article\" }\n    Label \"The Quiet Coast\" { font: title }\n    Label \"正文\" { font: custom size: 15pt dynamicType: false }\n}"),
        ]
    ), lookingAt: [.label]) { screen, context in
        for label in screen.elements(.label) {
            guard let property = label.property("dynamicType"), property.value.boolValue == false else { continue }
            let name = LocalizedText.quotedTitle(label.primaryText)
            context.report(property.range, LocalizedText(
                "The Label\(name.english) keeps a fixed text size, so people who need larger text can't read it. Remove dynamicType: false to follow the user's text size (Dynamic Type).",
                "Label\(name.simplifiedChinese) 的文字大小固定，需要大字的用户无法看清。请删除 dynamicType: false，让它随用户设置的文字大小变化（动态文本）。",
                "Label\(name.traditionalChinese) 的文字大小固定，需要大字的使用者無法看清。請刪除 dynamicType: false，讓它隨使用者設定的文字大小變化（動態文字）。"),
                fixes: [Fix(title: LocalizedText("Follow Dynamic Type", "支持动态文本", "支援動態文字"), edits: [SourceEditor(property.tree).removal(of: property.range)])])
        }
    }
}
