import ScreenSyntax
extension Rule {
    static let unusedSuppression = Rule(engine: RuleDescription(
        id: "unused-suppression", severity: .warning, category: .suppression, tags: [.unnecessary],
        summary: LocalizedText("A suppression comment silences nothing.", "抑制注释没有屏蔽任何诊断。", "抑制註解沒有遮蔽任何診斷。"),
        rationale: LocalizedText(
            "`// screenkit-ignore: rule-id` silences that rule on the next line (or on its own line after code), and `// screenkit-ignore-file: rule-id` in the whole file. A suppression that silences nothing, or names no rule, hides nothing but misleads the reader.",
            "`// screenkit-ignore: 规则ID` 屏蔽下一行（或写在代码后时屏蔽本行）的该规则，`// screenkit-ignore-file: 规则ID` 屏蔽整个文件。不屏蔽任何诊断或名称有误的抑制注释只会误导读者。",
            "`// screenkit-ignore: 規則ID` 遮蔽下一行（或寫在程式碼後時遮蔽本行）的該規則，`// screenkit-ignore-file: 規則ID` 遮蔽整個檔案。不遮蔽任何診斷或名稱有誤的抑制註解只會誤導讀者。"),
        triggering: [
            "screen Inbox {\n    1️⃣// screenkit-ignore: unknown-component2️⃣\n    Label \"Hello\"\n}",
            "screen Inbox {\n    Label \"Hello\" 1️⃣// screenkit-ignore: no-such-rule -- typo2️⃣\n}",
        ],
        nonTriggering: [
            "screen Inbox {\n    // screenkit-ignore: unknown-component -- a custom view\n    Carousel\n}",
            "// screenkit-ignore-file: unknown-component\nscreen Inbox {\n    Carousel\n}",
            "screen Inbox {\n    Carousel // screenkit-ignore: unknown-component\n}",
        ]))
}
