import ScreenSyntax

extension Rule {
    static let cellCheckmarkPushes = Rule(RuleDescription(
        id: "cell-checkmark-pushes", severity: .warning, category: .views, guideline: "Cell.accessory.checkmark", seeds: ["002"],
        summary: LocalizedText(
            "A cell with a checkmark that also pushes a screen.",
            "带勾选标记的单元格同时还会推入页面。",
            "帶勾選標記的儲存格同時還會推入畫面。"),
        rationale: LocalizedText(
            "When the user selects a list item, give one kind of feedback: either show a new view, or mark the row as selected (002 §1.8.2, the use of table views). A checkmark says that tapping the row chooses it; a row that pushes a screen as well leaves users unsure whether tapping chooses or opens.",
            "用户选中一个列表项目时，应该提供一种反馈：要么显示新视图，要么把该行标记为已选中（002 §1.8.2，表视图的使用方法）。勾选标记表示点击该行就是选择它；同时推入页面的行会让用户不确定点击是选择还是打开。",
            "使用者選取一個列表項目時，應該提供一種回饋：要麼顯示新視圖，要麼把該列標記為已選取（002 §1.8.2，表格視圖的使用方法）。勾選標記表示點按該列就是選擇它；同時推入畫面的列會讓使用者不確定點按是選擇還是開啟。"),
        triggering: [
            "screen Sort {\n    TableView {\n        Cell \"By Name\" { accessory: checkmark 1️⃣pushes: Names2️⃣ }\n        Cell \"By Date\"\n    }\n}\n\nscreen Names {}",
            "screen Ringtone {\n    TableView { Cell \"開場\" { 1️⃣pushes: Preview2️⃣ accessory: checkmark } }\n}\n\nscreen Preview {}",
        ],
        nonTriggering: [
            "screen Sort {\n    TableView {\n        Cell \"By Name\" { accessory: checkmark }\n        Cell \"More Options\" { accessory: disclosureIndicator pushes: Names }\n    }\n}\n\nscreen Names {}",
        ]
    ), lookingAt: [.cell]) { screen, context in
        for cell in screen.elements(.cell) where cell.identifier("accessory", is: "checkmark") {
            guard let pushes = cell.property("pushes"), pushes.value.identifierValue != nil else { continue }
            let title = LocalizedText.quotedTitle(cell.primaryText)
            let path = context.path
            context.report(pushes.range, LocalizedText(
                "The cell\(title.english) shows a checkmark, which says tapping it chooses it, yet it also pushes a screen; either keep the checkmark and drop pushes:, or push the screen with a disclosure indicator and show the choice elsewhere.",
                "单元格\(title.simplifiedChinese)显示了勾选标记，表示点击即选择，却同时会推入页面；请保留勾选标记并去掉 pushes:，或者用展开指示符推入页面，在别处显示所选项。",
                "儲存格\(title.traditionalChinese)顯示了勾選標記，表示點按即選擇，卻同時會推入畫面；請保留勾選標記並移除 pushes:，或用展開指示符號推入畫面，在別處顯示所選項目。"),
                related: cell.property("accessory").map { [RelatedLocation(file: path, range: $0.range, message: LocalizedText("The checkmark.", "勾选标记。", "勾選標記。"))] } ?? [])
        }
    }
}
