import ScreenSyntax

extension Rule {
    static let toolbarSegmentedControl = Rule(RuleDescription(
        id: "toolbar-segmented-control", severity: .warning, category: .bars, guideline: "Toolbar", seeds: ["000", "003"],
        summary: LocalizedText("A segmented control in a toolbar.", "工具栏中的分段控件。", "工具列中的分段控制項。"),
        rationale: LocalizedText(
            "Avoid segmented controls in a toolbar. A segmented control lets people switch contexts, whereas every action in a toolbar should apply to the current screen and view. To offer a way to switch contexts, or to reach app-wide tasks, views and modes, consider a tab bar.",
            "避免在工具栏中使用分段控件。分段控件允许人们切换上下文，而工具栏中的所有操作都应当是针对当前屏幕和视图的。如果你需要提供切换上下文的方式，或让用户快速唤起应用全局的任务、改变全局视图和模式，请考虑使用标签栏。",
            "避免在工具列中使用分段控制項。分段控制項允許人們切換上下文，而工具列中的所有操作都應當是針對目前螢幕和視圖的。如果你需要提供切換上下文的方式，或讓使用者快速喚起應用全域的任務、改變全域視圖和模式，請考慮使用標籤列。"),
        triggering: [
            """
            screen Library {
                NavigationBar { title: "Library" }
                TableView { Cell "Abbey Road" }
                Toolbar {
                    Button { systemItem: add }
                    FlexibleSpace
                    1️⃣SegmentedControl2️⃣ { segments: ["Albums", "Songs"] }
                    FlexibleSpace
                    Button { systemItem: edit }
                }
            }
            """,
        ],
        nonTriggering: [
            """
            screen Library {
                NavigationBar {
                    SegmentedControl { segments: ["Albums", "Songs"] }
                }
                TableView { Cell "Abbey Road" }
                Toolbar {
                    Button { systemItem: add }
                    FlexibleSpace
                    Button { systemItem: edit }
                }
            }
            """,
        ]
    ), lookingAt: [.segmentedControl]) { screen, context in
        for toolbar in screen.topLevel(.toolbar) {
            for control in toolbar.children(.segmentedControl) {
                context.report(control.nameRange, LocalizedText(
                    "A SegmentedControl in the Toolbar switches context, but everything in a toolbar should act on the current screen. Use a TabBar to switch between sections, or move the control out of the toolbar (into the NavigationBar or the content).",
                    "工具栏（Toolbar）中的分段控件（SegmentedControl）用于切换上下文，而工具栏中的所有操作都应针对当前屏幕。请用标签栏（TabBar）切换各部分，或把该控件移出工具栏（放到导航栏或内容中）。",
                    "工具列（Toolbar）中的分段控制項（SegmentedControl）用於切換上下文，而工具列中的所有操作都應針對目前螢幕。請用標籤列（TabBar）切換各部分，或把該控制項移出工具列（放到導覽列或內容中）。"))
            }
        }
    }
}
