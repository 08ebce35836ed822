import ScreenSyntax
extension Rule {
    static let syntaxError = Rule(engine: RuleDescription(
        id: "syntax-error", severity: .error, category: .structure,
        summary: LocalizedText("The parser had to recover from a mistake in the text.", "解析器必须从文本中的错误中恢复。", "解析器必須從文字中的錯誤中恢復。"),
        rationale: LocalizedText(
            "Text the grammar does not allow is skipped or completed so that the rest of the file can still be checked; what was skipped is not checked.",
            "语法不允许的文本会被跳过或补全，以便继续检查文件的其余部分；被跳过的部分不会被检查。",
            "語法不允許的文字會被跳過或補全，以便繼續檢查檔案的其餘部分；被跳過的部分不會被檢查。"),
        triggering: [
            "screen Inbox {\n    Label \"Hello\"1️⃣2️⃣\n",
            "screen Inbox {\n    Label 1️⃣\"Hello2️⃣\n}",
            "screen Inbox {\n    TextField { placeholder:1️⃣2️⃣ }\n}",
        ],
        nonTriggering: [
            "screen Inbox {\n    Label \"Hello\"\n}",
        ]))
}
