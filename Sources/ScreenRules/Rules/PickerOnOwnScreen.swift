import ScreenSyntax

extension Rule {
    static let pickerOnOwnScreen = Rule(RuleDescription(
        id: "picker-on-own-screen", severity: .hint, category: .controls, guideline: "Picker", seeds: ["004"],
        summary: LocalizedText(
            "A pushed or modal screen that holds nothing but a picker or date picker.",
            "被推入或以模态方式呈现的页面中只有一个选择器或日期选择器。",
            "被推入或以強制回應方式呈現的畫面中只有一個選擇器或日期選擇器。"),
        rationale: LocalizedText(
            "Let people use a picker in the current view: avoid making them go to another view to use it (004, the picker and the date picker). A screen of its own that holds only the picker is that other view; put the picker in the screen whose value it sets, for example in a table row that expands.",
            "尽可能让用户在当前视图中使用选择器，不要让他们在使用选择器时还要进入其他视图（004，选择器与日期和时间选择器）。只放一个选择器的独立页面正是这样的“其他视图”；请把选择器放在它所设置的值所在的页面中，例如放在可展开的表格行里。",
            "儘可能讓使用者在目前視圖中使用選擇器，不要讓他們在使用選擇器時還要進入其他視圖（004，選擇器與日期時間選擇器）。只放一個選擇器的獨立畫面正是這樣的「其他視圖」；請把選擇器放在它所設定的值所在的畫面中，例如放在可展開的表格列裡。"),
        triggering: [
            "screen Event {\n    TableView { Cell \"Starts\" { accessory: disclosureIndicator pushes: StartDate } }\n}\n\nscreen 1️⃣StartDate2️⃣ {\n    NavigationBar { title: \"Starts\" BackButton \"Event\" }\n    DatePicker { mode: dateAndTime }\n}",
            "screen 1️⃣Quantity2️⃣ {\n    presentation: modal\n    NavigationBar { title: \"數量\" Button \"完成\" { style: done } }\n    Picker { values: [\"1\", \"2\", \"3\"] }\n}",
        ],
        nonTriggering: [
            "screen Event {\n    TableView {\n        Cell \"Starts\"\n        Cell { DatePicker { mode: dateAndTime } }\n    }\n}",
            // A picker among other content is part of the view whose value it sets.
            "screen Event {\n    TableView { Cell \"Alert\" { pushes: AlertTime } }\n}\n\nscreen AlertTime {\n    NavigationBar { BackButton \"Event\" }\n    Label \"提醒時間\"\n    DatePicker { mode: time }\n    Switch \"每天重複\"\n}",
            // A root screen, such as a timer tab, is where the picker belongs.
            "screen Timer {\n    DatePicker { mode: countdown }\n    TabBar { Tab \"Timer\" { screen: Timer } Tab \"Alarm\" { screen: Timer } }\n}",
        ]
    ), lookingAt: [.picker, .datePicker]) { screen, context in
        // Most screens hold no picker at all, which the index by kind tells for nothing.
        guard let name = screen.name, !screen.elements(.picker).isEmpty || !screen.elements(.datePicker).isEmpty else { return }
        let content = screen.elements.filter { !barsAndOverlays.contains($0.name) && $0.isShown }
        guard !content.isEmpty, content.allSatisfy({ $0.is(.picker) || $0.is(.datePicker) }) else { return }
        guard context.workspace.isPushed(name, declaredAt: screen.indexedAs) || context.workspace.isModal(name, declaredAt: screen.indexedAs) else { return }
        let path = context.path
        context.report(screen.syntax.headRange, LocalizedText(
            "The screen \(name) holds only \(content[0].is(.datePicker) ? "a date picker" : "a picker"), so users leave the view whose value it sets to use it; put the picker in that view, for example in a table row that expands.",
            "页面 \(name) 中只有\(content[0].is(.datePicker) ? "一个日期选择器" : "一个选择器")，用户必须离开它所设置的值所在的视图才能使用；请把选择器放进那个视图，例如放在可展开的表格行里。",
            "畫面 \(name) 中只有\(content[0].is(.datePicker) ? "一個日期選擇器" : "一個選擇器")，使用者必須離開它所設定的值所在的視圖才能使用；請把選擇器放進那個視圖，例如放在可展開的表格列裡。"),
            related: content.map { picker in
                RelatedLocation(file: path, range: picker.nameRange, message: LocalizedText("The screen's only content.", "页面唯一的内容。", "畫面唯一的內容。"))
            })
    }

    /// Top-level elements that are no content of the screen's own: its bars, and the alerts
    /// and sheets that float over it.
    private static let barsAndOverlays: Set<String> = ["StatusBar", "NavigationBar", "SearchBar", "Toolbar", "TabBar", "Alert", "ActionSheet"]
}
