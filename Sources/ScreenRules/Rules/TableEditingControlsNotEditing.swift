import ScreenSyntax

extension Rule {
    static let tableEditingControlsNotEditing = Rule(RuleDescription(
        id: "table-editing-controls-not-editing", severity: .warning, category: .views, guideline: "Cell.editingControl", seeds: ["002"],
        summary: LocalizedText(
            "Cells with delete, insert or reorder controls in a table view that is not in editing mode.",
            "表视图不在编辑模式，其中的单元格却显示删除、插入或重新排序控件。",
            "表格視圖不在編輯模式，其中的儲存格卻顯示刪除、插入或重新排序控制項。"),
        rationale: LocalizedText(
            "A row shows its delete, insert or reorder control in editing mode: tapping the delete control while editing shows or hides the delete button (002 §1.8.4, table view elements). Controls drawn on the rows of a table that is not editing describe a state the table is not in; set editing: true on the table, or drop the controls.",
            "行在编辑模式下才显示删除、插入或重新排序控件：编辑时点击删除控件按钮，会显示或隐藏删除按钮（002 §1.8.4，表视图元素）。表不在编辑模式时画出这些控件，描述的是表并不处于的状态；请给表设置 editing: true，或去掉这些控件。",
            "列在編輯模式下才會顯示刪除、插入或重新排序控制項：編輯時點按刪除控制項，會顯示或隱藏刪除按鈕（002 §1.8.4，表格視圖元素）。表格不在編輯模式時畫出這些控制項，描述的是表格並不處於的狀態；請為表格設定 editing: true，或移除這些控制項。"),
        triggering: [
            "screen Favorites {\n    1️⃣TableView2️⃣ {\n        Cell \"Mom\" { editingControl: delete }\n        Cell \"Work\" { editingControl: delete }\n    }\n}",
            "screen Lists {\n    1️⃣TableView2️⃣ { editing: false Section \"清單\" { Cell \"雜貨\" { editingControl: reorder } } }\n}",
        ],
        nonTriggering: [
            "screen Favorites {\n    TableView {\n        editing: true\n        Cell \"Mom\" { editingControl: delete }\n        Cell \"Work\" { editingControl: delete }\n    }\n}",
            "screen Favorites {\n    TableView { Cell \"Mom\" { editingControl: none } Cell \"Work\" }\n}",
        ],
        fix: .safe,
        corrections: [
            Correction(
                "screen Favorites {\n    1️⃣TableView {\n        Cell \"Mom\" { editingControl: delete }\n        Cell \"Work\" { editingControl: delete }\n    }\n}",
                "screen Favorites {\n    TableView {\n        editing: true\n        Cell \"Mom\" { editingControl: delete }\n        Cell \"Work\" { editingControl: delete }\n    }\n}"),
            Correction(
                "screen Lists {\n    1️⃣TableView { editing: false Section \"清單\" { Cell \"雜貨\" { editingControl: reorder } } }\n}",
                "screen Lists {\n    TableView { editing: true Section \"清單\" { Cell \"雜貨\" { editingControl: reorder } } }\n}"),
        ]
    ), lookingAt: [.tableView]) { screen, context in
        for table in screen.elements(.tableView) where table.boolValue("editing") != true {
            // An editing value that is not a boolean is invalid-value's finding.
            if let editing = table.property("editing"), editing.value.boolValue == nil { continue }
            let cells = screen.descendants(of: table).filter { element in
                guard element.is(.cell), let control = element.identifierValue("editingControl") else { return false }
                return control != "none"
            }
            guard !cells.isEmpty else { continue }
            let path = context.path
            context.report(table.nameRange, LocalizedText(
                "\(cells.count == 1 ? "A cell shows" : "\(cells.count) cells show") an editing control, but the table view is not in editing mode; set editing: true, or drop the controls.",
                "有 \(cells.count) 个单元格显示编辑控件，但表视图不在编辑模式；请设置 editing: true，或去掉这些控件。",
                "有 \(cells.count) 個儲存格顯示編輯控制項，但表格視圖不在編輯模式；請設定 editing: true，或移除這些控制項。"),
                fixes: [Fix(title: LocalizedText("Set editing: true", "设置 editing: true", "設定 editing: true"), edits: [SourceEditor(table.syntax.tree).setting("editing", to: "true", on: table)])],
                related: cells.map { cell in
                    RelatedLocation(file: path, range: cell.property("editingControl")?.range ?? cell.nameRange, message: LocalizedText(
                        "An editing control.", "编辑控件。", "編輯控制項。"))
                })
        }
    }
}
