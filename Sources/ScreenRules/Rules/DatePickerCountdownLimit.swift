import ScreenSyntax

extension Rule {
    static let datePickerCountdownLimit = Rule(RuleDescription(
        id: "date-picker-countdown-limit", severity: .error, category: .controls, guideline: "DatePicker.duration", seeds: ["002", "004"],
        summary: LocalizedText(
            "A countdown `duration` longer than 23 hours 59 minutes.",
            "倒计时 `duration` 超过 23 小时 59 分钟。",
            "倒計時 `duration` 超過 23 小時 59 分鐘。"),
        rationale: LocalizedText(
            "In countdown timer mode you can set the total countdown time precisely, but the maximum countdown is 23 hours 59 minutes.",
            "在倒计时器模式中，你可以精确地设定总共的倒计时间，倒计时的最大值为23小时59分钟。",
            "在倒計時器模式中，你可以精確地設定總共的倒計時間，倒計時的最大值為23小時59分鐘。"),
        triggering: [
            "screen Timer {\n    NavigationBar { title: \"Timer\" }\n    DatePicker { mode: countdown duration: 1️⃣24h2️⃣ }\n    Button \"Start\"\n}",
            "screen Timer {\n    DatePicker { mode: countdown duration: 1️⃣23h59m30s2️⃣ }\n    DatePicker { mode: countdown duration: 3️⃣900004️⃣ }\n}",
        ],
        nonTriggering: [
            "screen Timer {\n    DatePicker { mode: countdown duration: 23h59m }\n    DatePicker { mode: countdown duration: 90s }\n    DatePicker { mode: countdown duration: 86340 }\n}",
        ],
        fix: .unsafe,
        corrections: [
            Correction(
                "screen Timer {\n    NavigationBar { title: \"Timer\" }\n    DatePicker { mode: countdown duration: 1️⃣24h }\n    Button \"Start\"\n}",
                "screen Timer {\n    NavigationBar { title: \"Timer\" }\n    DatePicker { mode: countdown duration: 23h59m }\n    Button \"Start\"\n}"),
        ]
    ), lookingAt: [.datePicker]) { screen, context in
        for picker in screen.elements(.datePicker) {
            guard let value = picker.property("duration")?.value, let number = value.numberValue else { continue }
            // A plain number counts as seconds; other units are the invalid-value rule's finding.
            guard let seconds = number.seconds ?? (number.unit == .none ? number.value : nil), seconds > longestCountdown else { continue }
            context.report(value.range, LocalizedText(
                "A countdown of \(value.text) is longer than a countdown timer can show (23h59m at most). Shorten it to 23h59m or less.",
                "倒计时 \(value.text) 超出了倒计时器能显示的范围（最多 23h59m）。请缩短到 23h59m 或以内。",
                "倒計時 \(value.text) 超出了倒計時器能顯示的範圍（最多 23h59m）。請縮短到 23h59m 或以內。"),
                fixes: [Fix(title: LocalizedText("Set to 23h59m", "改为 23h59m", "改為 23h59m"), edits: [SourceEdit(range: value.range, newText: "23h59m")])])
        }
    }

    /// 23 hours 59 minutes, in seconds: the longest countdown the picker's wheels show.
    private static let longestCountdown: Double = 23 * 3600 + 59 * 60
}
