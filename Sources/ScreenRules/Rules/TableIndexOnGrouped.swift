import ScreenSyntax

extension Rule {
    static let tableIndexOnGrouped = Rule(RuleDescription(
        id: "table-index-on-grouped", severity: .error, category: .views, guideline: "TableView.index", seeds: ["002"],
        summary: LocalizedText("An index on a grouped table view.", "编组型表视图上设置了索引。", "編組型表格視圖上設定了索引。"),
        rationale: LocalizedText(
            "A grouped table view offers no index. An index down the right side of the screen (such as the alphabet) belongs to a plain table view, where it helps users find items quickly.",
            "编组型表视图不提供索引功能。界面右边的索引信息（如字母表）属于普通表视图，可以帮助用户快速查找。",
            "編組型表格視圖不提供索引功能。畫面右邊的索引資訊（如字母表）屬於普通表格視圖，可以幫助使用者快速尋找。"),
        triggering: [
            "screen Contacts {\n    NavigationBar { title: \"Contacts\" }\n    TableView {\n        style: grouped\n        1️⃣index: [\"A\", \"B\", \"C\"]2️⃣\n        Section \"A\" { Cell \"Alice Chen\" }\n        Section \"B\" { Cell \"Bob Li\" }\n    }\n}",
            "screen Cities {\n    Stack { TableView { 1️⃣index: [\"北\", \"上\", \"广\"]2️⃣ style: grouped Cell \"北京\" } }\n}",
        ],
        nonTriggering: [
            "screen Contacts {\n    TableView {\n        style: plain\n        index: [\"A\", \"B\", \"C\"]\n        Section \"A\" { Cell \"Alice Chen\" }\n    }\n}",
            // A table without a style is plain.
            "screen Settings {\n    TableView { index: [\"A\", \"B\"] Cell \"Airplane Mode\" }\n    TableView { style: grouped Section \"General\" { Cell \"About\" } }\n}",
        ],
        fix: .unsafe,
        corrections: [
            Correction(
                "screen Contacts {\n    TableView {\n        style: grouped\n        1️⃣index: [\"A\", \"B\"]\n        Cell \"Alice Chen\"\n    }\n}",
                "screen Contacts {\n    TableView {\n        style: grouped\n        Cell \"Alice Chen\"\n    }\n}"),
            Correction(
                "screen Contacts {\n    TableView {\n        style: grouped\n        1️⃣index: [\"A\", \"B\"]\n        Cell \"Alice Chen\"\n    }\n}",
                "screen Contacts {\n    TableView {\n        style: plain\n        index: [\"A\", \"B\"]\n        Cell \"Alice Chen\"\n    }\n}", fix: 1),
        ]
    ), lookingAt: [.tableView]) { screen, context in
        for table in screen.elements(.tableView) where table.identifier("style", is: "grouped") {
            guard let index = table.property("index"), let style = table.property("style") else { continue }
            let source = table.syntax.tree.source
            context.report(index.range, LocalizedText(
                "A grouped table view offers no index; remove index:, or make the table style: plain if users need the index to find items.",
                "编组型表视图不提供索引功能；请删除 index:，如果用户需要索引来查找项目，请将表改为 style: plain。",
                "編組型表格視圖不提供索引功能；請刪除 index:，如果使用者需要索引來尋找項目，請將表改為 style: plain。"),
                fixes: [
                    Fix(title: LocalizedText("Remove the index", "删除索引", "刪除索引"),
                        edits: [SourceEditor(source).removal(of: index.range)]),
                    Fix(title: LocalizedText("Make the table plain", "改为普通型表视图", "改為普通型表格視圖"),
                        edits: [SourceEdit(range: style.value.range, newText: "plain")]),
                ])
        }
    }
}
