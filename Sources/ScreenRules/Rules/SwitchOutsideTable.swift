import ScreenSyntax

extension Rule {
    static let switchOutsideTable = Rule(RuleDescription(
        id: "switch-outside-table", severity: .hint, category: .controls, guideline: "Switch", seeds: ["004"],
        summary: LocalizedText(
            "A Switch that is not in a TableView.",
            "不在 TableView 中的开关按钮。",
            "不在 TableView 中的開關按鈕。"),
        rationale: LocalizedText(
            "A switch presents two mutually exclusive states of an item, such as On/Off, and is used in table views: use a switch in a table to let people choose one of the two states.",
            "开关按钮展示了两个互斥的选项或状态，例如开/关，它用在表格视图中：在表格中使用开关按钮来让用户从某一项的两个互斥状态中指定一个。",
            "開關按鈕展示了兩個互斥的選項或狀態，例如開/關，它用在表格視圖中：在表格中使用開關按鈕來讓使用者從某一項的兩個互斥狀態中指定一個。"),
        triggering: [
            "screen Settings {\n    NavigationBar { title: \"Settings\" }\n    1️⃣Switch2️⃣ \"Airplane Mode\"\n}",
            "screen Wifi {\n    Stack { axis: horizontal Label \"Wi-Fi\" 1️⃣Switch2️⃣ { on: true } }\n    TableView { Cell \"Ask to Join\" { Switch } }\n}",
        ],
        nonTriggering: [
            "screen Settings {\n    TableView {\n        style: grouped\n        Section \"Network\" {\n            Cell \"Airplane Mode\" { Switch { on: false } }\n            Cell \"Wi-Fi\" { Stack { Switch } }\n        }\n    }\n}",
        ]
    ), lookingAt: [.switch]) { screen, context in
        for toggle in screen.elements(.switch) where !screen.isInside(toggle, .tableView) {
            let title = LocalizedText.quotedTitle(toggle.primaryText)
            context.report(toggle.nameRange, LocalizedText(
                "The Switch\(title.english) is not in a table; switches belong in table views. Put it in a Cell of a TableView.",
                "开关按钮 Switch\(title.simplifiedChinese) 不在表格中；开关按钮用在表格视图中。请把它放进 TableView 的 Cell 里。",
                "開關按鈕 Switch\(title.traditionalChinese) 不在表格中；開關按鈕用在表格視圖中。請把它放進 TableView 的 Cell 裡。"))
        }
    }
}
