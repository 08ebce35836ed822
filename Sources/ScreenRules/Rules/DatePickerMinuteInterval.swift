import ScreenSyntax

extension Rule {
    static let datePickerMinuteInterval = Rule(RuleDescription(
        id: "date-picker-minute-interval", severity: .error, category: .controls, guideline: "DatePicker.minuteInterval", seeds: ["004"],
        summary: LocalizedText(
            "A date picker `minuteInterval` that does not divide 60 evenly (it must be 1 to 30).",
            "日期时间选择器的 `minuteInterval` 不能整除 60（取值须在 1 到 30 之间）。",
            "日期時間選擇器的 `minuteInterval` 不能整除 60（取值須在 1 到 30 之間）。"),
        rationale: LocalizedText(
            "By default the minute wheel has 60 values, from 0 to 59. You can make its interval larger to show coarser times, as long as it divides 60 evenly: with 15 minutes the wheel has four values, 0, 15, 30 and 45.",
            "在默认情况下，分钟滑轮包含从0到59共60个值。如果你要展示一个颗粒度较大的时间，你可以让分钟滑轮的单位刻度变大，只要这个刻度可以整除60。比如每15分钟为一个刻度，此时分钟滑轮就有4个值，0、15、30、45。",
            "在預設情況下，分鐘滑輪包含從0到59共60個值。如果你要展示一個顆粒度較大的時間，你可以讓分鐘滑輪的單位刻度變大，只要這個刻度可以整除60。比如每15分鐘為一個刻度，此時分鐘滑輪就有4個值，0、15、30、45。"),
        triggering: [
            "screen Booking {\n    NavigationBar { title: \"Book a Table\" }\n    DatePicker { mode: time minuteInterval: 1️⃣72️⃣ }\n}",
            "screen Alarm {\n    DatePicker { mode: dateAndTime minuteInterval: 1️⃣452️⃣ }\n    DatePicker { mode: time minuteInterval: 3️⃣604️⃣ }\n    DatePicker { minuteInterval: 5️⃣06️⃣ }\n}",
        ],
        nonTriggering: [
            "screen Booking {\n    DatePicker { mode: time minuteInterval: 15 }\n    DatePicker { mode: dateAndTime minuteInterval: 30 }\n    DatePicker { minuteInterval: 1 }\n    DatePicker { mode: date }\n}",
        ],
        fix: .unsafe,
        corrections: [
            Correction("screen A {\n    DatePicker { minuteInterval: 1️⃣14 }\n}", "screen A {\n    DatePicker { minuteInterval: 15 }\n}"),
        ]
    ), lookingAt: [.datePicker]) { screen, context in
        for picker in screen.elements(.datePicker) {
            // A fraction or a unit is the invalid-value rule's finding.
            guard let property = picker.property("minuteInterval"), let number = property.value.numberValue, number.unit == .none,
                  number.value == number.value.rounded() else { continue }
            // Compared as a Double: a number of any size is read without converting it.
            guard !validMinuteIntervals.contains(where: { Double($0) == number.value }) else { continue }
            let interval = number.value.asWritten
            let nearest = validMinuteIntervals.min { abs(Double($0) - number.value) < abs(Double($1) - number.value) }!
            let list = validMinuteIntervals.map(String.init).joined(separator: ", ")
            context.report(property.value.range, LocalizedText(
                "A minuteInterval of \(interval) does not divide 60 evenly, so the minute wheel cannot show it. Use one of \(list), such as \(nearest).",
                "minuteInterval 为 \(interval) 不能整除 60，分钟滑轮无法按此刻度显示。请使用 \(list) 之一，例如 \(nearest)。",
                "minuteInterval 為 \(interval) 不能整除 60，分鐘滑輪無法按此刻度顯示。請使用 \(list) 之一，例如 \(nearest)。"),
                fixes: [Fix(title: LocalizedText("Use \(nearest) minutes", "改为 \(nearest) 分钟", "改為 \(nearest) 分鐘"), edits: [SourceEdit(range: property.value.range, newText: String(nearest))])])
        }
    }

    /// The intervals that divide an hour evenly, as UIDatePicker takes them (1 to 30).
    private static let validMinuteIntervals = (1...30).filter { 60 % $0 == 0 }
}
