import ScreenSyntax

extension Rule {
    static let cellPushesWithoutDisclosure = Rule(RuleDescription(
        id: "cell-pushes-without-disclosure", severity: .hint, category: .views, guideline: "Cell.accessory.disclosureIndicator", seeds: ["002"],
        summary: LocalizedText(
            "A cell that pushes the next level of a list but shows no disclosure indicator.",
            "单元格会推入下一级列表，却没有显示展开指示符。",
            "儲存格會推入下一層列表，卻沒有顯示展開指示符號。"),
        rationale: LocalizedText(
            "A table view can show several levels of information, and disclosure indicators let users see how the levels are related: when a row shows one, users know that tapping anywhere in it shows the next level of the list or options (002 §1.8.4 and §1.10.1, table view elements). So a row that pushes a list (a screen whose content, below its bars, opens with a table view) shows the indicator; a row that opens content, such as a photo or an album page under its cover, is left alone, and so is one with a detail disclosure button.",
            "表视图可以显示多级信息，展开指示符让用户易于发现信息的层级关系：行上显示展开指示符时，用户知道点击行上的任何位置就会显示下一级列表或者选项（002 §1.8.4 与 §1.10.1，表视图元素）。所以推入列表（栏下方的内容以表视图开头的页面）的行应显示展开指示符；打开内容（如一张照片、以封面开头的专辑页面）的行不在检查之列，带细节展开按钮的行也一样。",
            "表格視圖可以顯示多層資訊，展開指示符號讓使用者容易看出資訊的層級關係：列上顯示展開指示符號時，使用者知道點按列上任何位置就會顯示下一層列表或選項（002 §1.8.4 與 §1.10.1，表格視圖元素）。所以推入列表（列下方的內容以表格視圖開頭的畫面）的列應顯示展開指示符號；開啟內容（如一張照片、以封面開頭的專輯頁面）的列不在檢查之列，帶詳細資訊按鈕的列也一樣。"),
        triggering: [
            "screen Settings {\n    TableView {\n        1️⃣Cell2️⃣ \"General\" { pushes: General }\n    }\n}\n\nscreen General {\n    NavigationBar { BackButton \"Settings\" }\n    TableView { Cell \"About\" }\n}",
            "screen Settings {\n    TableView { 1️⃣Cell2️⃣ \"通用\" { accessory: none pushes: General } }\n}\n\nscreen General {\n    TableView { style: grouped }\n}",
        ],
        nonTriggering: [
            "screen Settings {\n    TableView {\n        Cell \"General\" { accessory: disclosureIndicator pushes: General }\n        Cell \"Wi-Fi\" { accessory: detailDisclosureButton pushes: General }\n        Cell \"Airplane Mode\" { Switch }\n    }\n}\n\nscreen General {\n    TableView { Cell \"About\" }\n}",
            // A row that opens content rather than a list needs no indicator: a photo, or an album page under its cover.
            "screen Moments {\n    TableView { Cell \"海邊的一天 🏖️\" { subtitle: \"24 張照片\" image: \"IMG_2041\" pushes: Viewer } }\n}\n\nscreen Viewer {\n    fullScreen: true\n    Image { name: \"IMG_2041\" }\n}",
            "screen Albums {\n    TableView { Cell \"Abbey Road\" { image: \"cover.abbey\" pushes: Album } }\n}\n\nscreen Album {\n    NavigationBar { BackButton \"Albums\" }\n    Image { name: \"cover.abbey\" }\n    TableView { Cell \"Come Together\" }\n}",
            // A checkmark that pushes is cell-checkmark-pushes' finding.
            "screen Sort {\n    TableView { Cell \"按名稱\" { accessory: checkmark pushes: Names } }\n}\n\nscreen Names {\n    TableView\n}",
        ],
        fix: .safe,
        corrections: [
            Correction(
                "screen Settings {\n    TableView {\n        1️⃣Cell \"General\" { pushes: General }\n    }\n}\n\nscreen General {\n    TableView\n}",
                "screen Settings {\n    TableView {\n        Cell \"General\" { accessory: disclosureIndicator pushes: General }\n    }\n}\n\nscreen General {\n    TableView\n}"),
            Correction(
                "screen Settings {\n    TableView { 1️⃣Cell \"通用\" { accessory: none pushes: General } }\n}\n\nscreen General {\n    TableView\n}",
                "screen Settings {\n    TableView { Cell \"通用\" { accessory: disclosureIndicator pushes: General } }\n}\n\nscreen General {\n    TableView\n}"),
        ]
    ), lookingAt: [.cell]) { screen, context in
        for cell in screen.elements(.cell) where cell.isShown {
            // A `pushes:` still without its screen name pushes nothing yet.
            guard let target = cell.identifierValue("pushes") else { continue }
            if let accessory = cell.property("accessory"), !accessory.value.isIdentifier("none") { continue }
            guard context.workspace.isList(target) else { continue }
            let title = LocalizedText.quotedTitle(cell.primaryText)
            context.report(cell.nameRange, LocalizedText(
                "The cell\(title.english) pushes \(target), the next level of a list, but shows no disclosure indicator, so users cannot tell there is a level below; add accessory: disclosureIndicator.",
                "单元格\(title.simplifiedChinese)会推入下一级列表 \(target)，却没有展开指示符，用户看不出还有下一级；请加上 accessory: disclosureIndicator。",
                "儲存格\(title.traditionalChinese)會推入下一層列表 \(target)，卻沒有展開指示符號，使用者看不出還有下一層；請加上 accessory: disclosureIndicator。"),
                fixes: [Fix(title: LocalizedText("Show a disclosure indicator", "显示展开指示符", "顯示展開指示符號"), edits: [SourceEditor(cell.syntax.tree).setting("accessory", to: "disclosureIndicator", on: cell)])])
        }
    }
}
