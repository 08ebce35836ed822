import ScreenSyntax

extension Rule {
    static let textFieldForDate = Rule(RuleDescription(
        id: "text-field-for-date", severity: .hint, category: .controls, guideline: "DatePicker", seeds: ["004", "002"],
        summary: LocalizedText(
            "A text field that asks users to type a date; a date picker lets them choose it.",
            "让用户手动输入日期的文本框；日期选择器可以让用户直接选择。",
            "讓使用者手動輸入日期的文字欄位；日期選擇器可以讓使用者直接選擇。"),
        rationale: LocalizedText(
            "Use a date picker to let people choose a date or time, instead of making them type a value made of several parts such as day, month and year (004, the date picker). A picker holds the values within a range, which spares users entering them again (002 §1.10.5). The rule reads the field's placeholder and text for words such as date, birthday, 日期 or 生日, or a pattern like YYYY-MM-DD.",
            "使用日期和时间选择器让用户选择时间，而不是让用户自己输入一个包含日期、时间等多个部分的值（004，日期和时间选择器）。选择器预先将值限定在一定范围内，可以避免用户多次输入（002 §1.10.5）。本规则检查文本框的占位文字和文字中是否有 date、birthday、日期、生日之类的词，或 YYYY-MM-DD 这样的格式。",
            "使用日期時間選擇器讓使用者選擇時間，而不是讓使用者自己輸入一個包含日期、時間等多個部分的值（004，日期時間選擇器）。選擇器預先將值限定在一定範圍內，可以避免使用者多次輸入（002 §1.10.5）。本規則檢查文字欄位的預留位置文字和內容中是否有 date、birthday、日期、生日之類的詞，或 YYYY-MM-DD 這樣的格式。"),
        triggering: [
            "screen Profile {\n    1️⃣TextField2️⃣ { placeholder: \"Date of Birth\" }\n}",
            "screen Trip {\n    1️⃣TextField2️⃣ { placeholder: \"YYYY-MM-DD\" keyboard: numberPad }\n}",
            "screen Profile {\n    TableView { Cell \"生日\" { 1️⃣TextField2️⃣ { placeholder: \"請輸入出生日期\" } } }\n}",
        ],
        nonTriggering: [
            "screen Profile {\n    DatePicker { mode: date }\n    TextField { placeholder: \"Name\" content: name }\n}",
            // Words that merely contain "date" are not about one.
            "screen Settings {\n    TextField { placeholder: \"Update channel\" }\n    TextField { placeholder: \"Candidate name\" }\n}",
            "screen Settings {\n    TextField { placeholder: \"Date server URL\" content: url }\n}",
        ]
    ), lookingAt: [.textField]) { screen, context in
        for field in screen.elements(.textField) where field.isShown {
            // A field declared for another kind of content (a URL, an email) is not a date.
            if let content = field.identifierValue("content"), content != "text" && content != "number" { continue }
            let texts = [field.stringValue("placeholder"), field.stringValue("text")].compactMap { $0 }
            guard texts.contains(where: asksForDate) else { continue }
            context.report(field.nameRange, LocalizedText(
                "This text field asks users to type a date; use a DatePicker (mode: date), which lets them choose one without typing its parts.",
                "这个文本框要求用户手动输入日期；请改用 DatePicker（mode: date），让用户直接选择，不必逐项输入。",
                "這個文字欄位要求使用者手動輸入日期；請改用 DatePicker（mode: date），讓使用者直接選擇，不必逐項輸入。"))
        }
    }

    /// Whether a field's text speaks of a date: a date word as a whole word, a Chinese date
    /// word anywhere, or a written date pattern.
    private static func asksForDate(_ text: String) -> Bool {
        let lowered = text.lowercased()
        if chineseDateWords.contains(where: { lowered.contains($0) }) { return true }
        if datePatterns.contains(where: { lowered.contains($0) }) { return true }
        let words = lowered.split(whereSeparator: { !$0.isLetter }).map(String.init)
        return words.contains(where: dateWords.contains)
    }

    private static let dateWords: Set<String> = ["date", "dates", "birthday", "birthdate", "dob"]
    private static let chineseDateWords = ["日期", "生日", "年月日"]
    private static let datePatterns = ["yyyy", "mm/dd", "dd/mm", "mm-dd", "dd-mm", "dd.mm"]
}
