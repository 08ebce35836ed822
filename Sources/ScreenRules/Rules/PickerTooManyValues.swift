import ScreenSyntax

extension Rule {
    static let pickerTooManyValues = Rule(RuleDescription(
        id: "picker-too-many-values", severity: .hint, category: .controls, guideline: "Picker.values", seeds: ["002", "004"],
        summary: LocalizedText(
            "A Picker with more values than the configured limit; a TableView shows many choices better.",
            "选择器的值多于设定的上限；表格视图更适合展示大量选项。",
            "選擇器的值多於設定的上限；表格視圖更適合展示大量選項。"),
        rationale: LocalizedText(
            "Most of a picker's values are hidden when the wheel is at rest, so use one when people can predict the whole set, as with a month picker that holds only the months 1 to 12. If you need to show a large number of choices, consider a table view instead: it is taller, so its content scrolls faster.",
            "由于当滑轮静止的时候，大部分的数值会被隐藏，最好是在用户对所有数值均有预期的情况下才使用选择器，就像月份选择器，只有1-12月的值。如果你需要展示的备选项数量很多，考虑使用表格视图(Table View)而不是选择器。因为表格视图的高度较大，内容滚动起来会更快。",
            "由於當滑輪靜止的時候，大部分的數值會被隱藏，最好是在使用者對所有數值均有預期的情況下才使用選擇器，就像月份選擇器，只有1-12月的值。如果你需要展示的備選項數量很多，考慮使用表格視圖(Table View)而不是選擇器。因為表格視圖的高度較大，內容捲動起來會更快。"),
        triggering: [
            "screen Country {\n    NavigationBar { title: \"Country\" }\n    1️⃣Picker2️⃣ { values: [\"Argentina\", \"Australia\", \"Austria\", \"Belgium\", \"Brazil\", \"Canada\", \"Chile\", \"China\", \"Denmark\", \"Egypt\", \"Finland\", \"France\", \"Germany\", \"Greece\", \"India\", \"Ireland\", \"Italy\", \"Japan\", \"Kenya\", \"Mexico\", \"Norway\"] }\n}",
        ],
        nonTriggering: [
            "screen Month {\n    Picker { values: [\"1月\", \"2月\", \"3月\", \"4月\", \"5月\", \"6月\", \"7月\", \"8月\", \"9月\", \"10月\", \"11月\", \"12月\"] }\n}",
            "screen Level {\n    Picker { values: [\"1\", \"2\", \"3\", \"4\", \"5\", \"6\", \"7\", \"8\", \"9\", \"10\", \"11\", \"12\", \"13\", \"14\", \"15\", \"16\", \"17\", \"18\", \"19\", \"20\"] }\n}",
        ],
        options: [RuleOption("maxValues", default: 20, range: 0...100_000, LocalizedText(
            "The most values a picker holds before a table view is suggested. 20, as many as the guidelines find reasonable to go through one by one (the same bound they set for pages).",
            "选择器最多可容纳的值数，超过时建议改用表格视图。默认 20，即指南认为可逐个浏览的上限（与页面数的上限相同）。",
            "選擇器最多可容納的值數，超過時建議改用表格視圖。預設 20，即指南認為可逐個瀏覽的上限（與頁面數的上限相同）。"))]
    ), lookingAt: [.picker]) { screen, context in
        let limit = context.option("maxValues")
        for picker in screen.elements(.picker) {
            guard let count = picker.property("values")?.value.listItems.count, Double(count) > limit else { continue }
            context.report(picker.nameRange, LocalizedText(
                "This Picker has \(count) values, more than \(limit.asWritten); most stay hidden on the wheel. Show this many choices in a TableView instead.",
                "此 Picker 有 \(count) 个值，超过 \(limit.asWritten) 个；大部分会隐藏在滑轮中。请改用 TableView 展示这么多选项。",
                "此 Picker 有 \(count) 個值，超過 \(limit.asWritten) 個；大部分會隱藏在滑輪中。請改用 TableView 展示這麼多選項。"))
        }
    }
}
