import ScreenSyntax

extension Rule {
    static let toolbarWithTabBar = Rule(RuleDescription(
        id: "toolbar-with-tab-bar", severity: .error, category: .bars, guideline: "Toolbar", seeds: ["003"],
        summary: LocalizedText("A toolbar and a tab bar in one screen.", "同一页面中同时有工具栏和标签栏。", "同一畫面中同時有工具列和標籤列。"),
        rationale: LocalizedText(
            "Distinguish tab bars from toolbars: a tab bar lets people switch quickly between different sections of an app; a toolbar holds buttons for actions related to the current context. A tab bar and a toolbar never appear together in the same view.",
            "区分标签栏和工具栏。标签栏可让用户在应用的不同部分之间快速切换；工具栏包含用于执行与当前上下文相关的操作的按钮。标签栏和工具栏永远不会同时出现在同一个视图中。",
            "區分標籤列和工具列。標籤列可讓使用者在應用的不同部分之間快速切換；工具列包含用於執行與目前上下文相關的操作的按鈕。標籤列和工具列永遠不會同時出現在同一個視圖中。"),
        triggering: [
            """
            screen Notes {
                NavigationBar { title: "Notes" }
                TableView { Cell "Groceries" }
                1️⃣Toolbar2️⃣ {
                    FlexibleSpace
                    Button { systemItem: compose }
                }
                TabBar {
                    Tab "Notes" { icon: "note.text" }
                    Tab "Shared" { icon: "person.2" }
                }
            }
            """,
        ],
        nonTriggering: [
            """
            screen Notes {
                NavigationBar {
                    title: "Notes"
                    Button { systemItem: compose }
                }
                TableView { Cell "Groceries" }
                TabBar {
                    Tab "Notes" { icon: "note.text" }
                    Tab "Shared" { icon: "person.2" }
                }
            }
            """,
            """
            screen Note {
                NavigationBar { title: "Groceries" BackButton "Notes" }
                TextView
                Toolbar {
                    Button { systemItem: trash }
                    FlexibleSpace
                    Button { systemItem: compose }
                }
            }
            """,
        ]
    ), lookingAt: [.tabBar]) { screen, context in
        guard let tabBar = screen.topLevel(.tabBar).first else { return }
        for toolbar in screen.topLevel(.toolbar) {
            let path = context.path
            context.report(toolbar.nameRange, LocalizedText(
                "This screen has both a Toolbar and a TabBar; the two never appear together. Keep the TabBar to move between sections and put the toolbar's actions in the NavigationBar or the content, or show them on a pushed screen without the tab bar.",
                "此页面同时有工具栏（Toolbar）和标签栏（TabBar），二者永远不会同时出现。请保留标签栏用于在各部分之间切换，把工具栏的操作放到导航栏或内容中，或放到不带标签栏的下一级页面中。",
                "此畫面同時有工具列（Toolbar）和標籤列（TabBar），二者永遠不會同時出現。請保留標籤列用於在各部分之間切換，把工具列的操作放到導覽列或內容中，或放到不帶標籤列的下一級畫面中。"),
                related: [RelatedLocation(file: path, range: tabBar.nameRange, message: LocalizedText(
                    "The TabBar of the same screen.", "同一页面的标签栏。", "同一畫面的標籤列。"))])
        }
    }
}
