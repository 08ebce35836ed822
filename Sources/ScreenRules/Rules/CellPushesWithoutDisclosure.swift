import ScreenSyntax

extension Rule {
    static let cellPushesWithoutDisclosure = Rule(RuleDescription(
        id: "cell-pushes-without-disclosure", severity: .hint, category: .views, guideline: "Cell.accessory.disclosureIndicator", seeds: ["002"],
        summary: LocalizedText(
            "A cell that pushes a screen but shows no disclosure indicator.",
            "单元格会推入下一个页面，却没有显示展开指示符。",
            "儲存格會推入下一個畫面，卻沒有顯示展開指示符號。"),
        rationale: LocalizedText(
            "A table view can show several levels of information, and disclosure indicators let users see how the levels are related: when a row shows one, users know that tapping anywhere in it shows the next level (002 §1.8.4 and §1.10.1, table view elements). A row that pushes a screen without the indicator hides that there is more behind it. A detail disclosure button shows that the row has details, so a row with one is left alone.",
            "表视图可以显示多级信息，展开指示符让用户易于发现信息的层级关系：行上显示展开指示符时，用户知道点击行上的任何位置就会显示下一级（002 §1.8.4 与 §1.10.1，表视图元素）。推入页面却没有展开指示符的行，会让用户看不出后面还有内容。细节展开按钮表示该行有更多细节，所以带有它的行不在检查之列。",
            "表格視圖可以顯示多層資訊，展開指示符號讓使用者容易看出資訊的層級關係：列上顯示展開指示符號時，使用者知道點按列上任何位置就會顯示下一層（002 §1.8.4 與 §1.10.1，表格視圖元素）。推入畫面卻沒有展開指示符號的列，會讓使用者看不出後面還有內容。詳細資訊按鈕表示該列有更多細節，所以帶有它的列不在檢查之列。"),
        triggering: [
            "screen Settings {\n    TableView {\n        1️⃣Cell2️⃣ \"General\" { pushes: General }\n    }\n}\n\nscreen General {\n    NavigationBar { BackButton \"Settings\" }\n}",
            "screen Settings {\n    TableView { 1️⃣Cell2️⃣ \"通用\" { accessory: none pushes: General } }\n}\n\nscreen General {}",
        ],
        nonTriggering: [
            "screen Settings {\n    TableView {\n        Cell \"General\" { accessory: disclosureIndicator pushes: General }\n        Cell \"Wi-Fi\" { accessory: detailDisclosureButton pushes: General }\n        Cell \"Airplane Mode\" { Switch }\n    }\n}\n\nscreen General {}",
            // A checkmark that pushes is cell-checkmark-pushes' finding.
            "screen Sort {\n    TableView { Cell \"按名稱\" { accessory: checkmark pushes: Names } }\n}\n\nscreen Names {}",
        ],
        fix: .safe,
        corrections: [
            Correction(
                "screen Settings {\n    TableView {\n        1️⃣Cell \"General\" { pushes: General }\n    }\n}\n\nscreen General {}",
                "screen Settings {\n    TableView {\n        Cell \"General\" { accessory: disclosureIndicator pushes: General }\n    }\n}\n\nscreen General {}"),
            Correction(
                "screen Settings {\n    TableView { 1️⃣Cell \"通用\" { accessory: none pushes: General } }\n}\n\nscreen General {}",
                "screen Settings {\n    TableView { Cell \"通用\" { accessory: disclosureIndicator pushes: General } }\n}\n\nscreen General {}"),
        ]
    )) { screen, context in
        for cell in screen.elements(named: "Cell") where cell.isShown {
            guard cell.property("pushes") != nil else { continue }
            let accessory = cell.property("accessory")
            if let accessory, accessory.value.identifierValue != "none" { continue }
            let title = LocalizedText.quotedTitle(cell.primaryText)
            context.report(cell.nameRange, LocalizedText(
                "The cell\(title.english) pushes a screen but shows no disclosure indicator, so users cannot tell there is a next level; add accessory: disclosureIndicator.",
                "单元格\(title.simplifiedChinese)会推入页面，却没有展开指示符，用户看不出还有下一级；请加上 accessory: disclosureIndicator。",
                "儲存格\(title.traditionalChinese)會推入畫面，卻沒有展開指示符號，使用者看不出還有下一層；請加上 accessory: disclosureIndicator。"),
                fixes: [Fix(title: LocalizedText("Show a disclosure indicator", "显示展开指示符", "顯示展開指示符號"), edits: [SourceEditor(cell.syntax.tree).setting("accessory", to: "disclosureIndicator", on: cell)])])
        }
    }
}
