import ScreenSyntax
import ScreenCatalog

extension Rule {
    static let unknownScreen = Rule(RuleDescription(
        id: "unknown-screen", severity: .error, category: .structure,
        summary: LocalizedText("`pushes:`, `presents:` or `screen:` names no screen of the workspace.", "`pushes:`、`presents:` 或 `screen:` 指向工作区中不存在的页面。", "`pushes:`、`presents:` 或 `screen:` 指向工作區中不存在的畫面。"),
        rationale: LocalizedText(
            "These properties are the app's navigation graph: they name the screen a button or cell pushes or presents, or a tab shows. A name that no .screen file of the workspace declares leads nowhere, and the rules that follow the graph (back buttons, modal screens) cannot check it. The nearest declared name is suggested.",
            "这些属性构成应用的导航图：它们指明按钮或单元格推入或呈现的页面，或标签显示的页面。工作区中没有任何 .screen 文件声明的名称无处可去，依赖导航图的规则（返回按钮、模态页面）也无法检查。会建议最接近的已声明名称。",
            "這些屬性構成應用的導覽圖：它們指明按鈕或儲存格推入或呈現的畫面，或標籤顯示的畫面。工作區中沒有任何 .screen 檔案宣告的名稱無處可去，依賴導覽圖的規則（返回按鈕、模態畫面）也無法檢查。會建議最接近的已宣告名稱。"),
        triggering: [
            "screen Inbox {\n    TableView {\n        Cell \"Alice Chen\" { accessory: disclosureIndicator pushes: 1️⃣Conversaton2️⃣ }\n    }\n    Toolbar { Button { systemItem: compose presents: 3️⃣Compose4️⃣ } }\n}\n\nscreen Conversation {\n    NavigationBar { title: \"Alice Chen\" BackButton \"Inbox\" }\n}",
            "screen Clock {\n    TabBar {\n        Tab \"世界时钟\" { screen: WorldClock }\n        Tab \"闹钟\" { screen: 1️⃣Alarms2️⃣ }\n    }\n}\n\nscreen WorldClock {\n    NavigationBar { title: \"世界时钟\" }\n}",
        ],
        nonTriggering: [
            "screen Inbox {\n    TableView { Cell \"Alice Chen\" { pushes: Conversation } }\n    Toolbar { Button { systemItem: compose presents: Compose } }\n}\n\nscreen Conversation {\n    NavigationBar { title: \"Alice Chen\" BackButton \"Inbox\" }\n}\n\nscreen Compose {\n    presentation: modal\n    NavigationBar { title: \"New Message\" Button \"Cancel\" { role: cancel } }\n}",
        ],
        fix: .unsafe,
        corrections: [
            Correction(
                "screen Inbox {\n    TableView { Cell \"Alice\" { pushes: 1️⃣Conversaton } }\n}\n\nscreen Conversation {\n    NavigationBar { title: \"Alice\" }\n}",
                "screen Inbox {\n    TableView { Cell \"Alice\" { pushes: Conversation } }\n}\n\nscreen Conversation {\n    NavigationBar { title: \"Alice\" }\n}"),
        ],
        subject: .property
    )) { screen, context in
        // The screen's links are told from the index's summary of it, link by link, while they
        // are the ones met here; a link the summary lacks (a second `pushes:` of an element)
        // is looked up by name.
        var link = 0
        for element in screen.allElements {
            for property in element.properties where element.takesScreenName(property) {
                // A value that is no name at all is invalid-value's to report.
                guard let target = property.value.identifierValue.map(String.init) else { continue }
                let summarized = screen.indexedAs.flatMap { context.workspace.declaresTarget(ofLink: link, of: $0, named: target) }
                if summarized != nil { link += 1 }
                guard !(summarized ?? context.workspace.declares(target)) else { continue }
                // The index is read before the call, which notes that the finding depends on
                // every name; the nearest name is looked up for the words alone, once for the
                // message and the fix: a finding that is only counted needs none.
                let suggestions = context.workspace.screenNameSuggestions, range = property.value.range
                lazy var suggestion = suggestions.nearest(to: target)
                context.report(range, unknownScreenMessage(target, suggestion: suggestion), fixes: suggestion.map { suggestion in
                    [Fix(title: LocalizedText("Change to \(suggestion)", "改为 \(suggestion)", "改為 \(suggestion)"),
                         edits: [SourceEdit(range: range, newText: suggestion)])]
                } ?? [])
            }
        }
    }

    private static func unknownScreenMessage(_ target: String, suggestion: String?) -> LocalizedText {
        guard let suggestion else {
            return LocalizedText(
                "No screen named \(target) in the workspace; declare `screen \(target) { … }` in a .screen file of the workspace, or name an existing screen.",
                "工作区中没有名为 \(target) 的页面；请在工作区的 .screen 文件中声明 `screen \(target) { … }`，或改用已有的页面名称。",
                "工作區中沒有名為 \(target) 的畫面；請在工作區的 .screen 檔案中宣告 `screen \(target) { … }`，或改用已有的畫面名稱。")
        }
        return LocalizedText(
            "No screen named \(target) in the workspace; did you mean \(suggestion)?",
            "工作区中没有名为 \(target) 的页面；您是指 \(suggestion) 吗？",
            "工作區中沒有名為 \(target) 的畫面；您是指 \(suggestion) 嗎？")
    }
}
