import ScreenSyntax

extension Rule {
    static let navBarSegmentedExclusive = Rule(RuleDescription(
        id: "nav-bar-segmented-exclusive", severity: .warning, category: .bars, guideline: "NavigationBar", seeds: ["000"],
        summary: LocalizedText(
            "A segmented control in a navigation bar that also has a title or other controls.",
            "导航栏中的分段控件与标题或其他控件并存。",
            "導覽列中的分段控制項與標題或其他控制項並存。"),
        rationale: LocalizedText(
            "A segmented control in the navigation bar can flatten your information hierarchy, as Phone does in its Recents tab. When a navigation bar contains a segmented control, it shouldn't also contain a title or other controls; only the back button may stay.",
            "可以在导航栏中使用分段控件来展平信息层级，例如“电话”的“最近通话”标签。如果导航栏使用了分段控件，该栏就不应再包含标题或其它控件；只有返回按钮可以保留。",
            "可以在導覽列中使用分段控制項來展平資訊層級，例如「電話」的「最近通話」標籤。如果導覽列使用了分段控制項，該欄就不應再包含標題或其它控制項；只有返回按鈕可以保留。"),
        triggering: [
            "screen Recents {\n    NavigationBar {\n        title: \"Recents\"\n        1️⃣SegmentedControl2️⃣ { segments: [\"All\", \"Missed\"] }\n    }\n}",
            "screen Recents {\n    NavigationBar {\n        1️⃣SegmentedControl2️⃣ { segments: [\"All\", \"Missed\"] }\n        Button \"Edit\"\n    }\n}",
            // Two segmented controls crowd one bar: one finding, on the first.
            "screen Recents {\n    NavigationBar {\n        1️⃣SegmentedControl2️⃣ { segments: [\"All\", \"Missed\"] }\n        SegmentedControl { segments: [\"Day\", \"Week\"] }\n    }\n}",
        ],
        nonTriggering: [
            "screen Recents {\n    NavigationBar {\n        SegmentedControl { segments: [\"All\", \"Missed\"] }\n    }\n    TableView { Cell \"Alice Chen\" }\n}",
            "screen Recents {\n    NavigationBar {\n        BackButton \"Phone\"\n        FlexibleSpace\n        SegmentedControl { segments: [\"All\", \"Missed\"] }\n    }\n}",
            "screen Recents {\n    NavigationBar { title: \"Recents\" Button \"Edit\" }\n    SegmentedControl { segments: [\"All\", \"Missed\"] }\n}",
        ],
        fix: .unsafe,
        corrections: [
            Correction(
                "screen Recents {\n    NavigationBar {\n        title: \"Recents\"\n        1️⃣SegmentedControl { segments: [\"All\", \"Missed\"] }\n    }\n}",
                "screen Recents {\n    NavigationBar {\n        SegmentedControl { segments: [\"All\", \"Missed\"] }\n    }\n}"),
        ],
        subject: .container
    ), lookingAt: [.segmentedControl]) { screen, context in
        for navigationBar in screen.topLevel(.navigationBar) {
            let title = navigationBar.property("title")
            // The crowded bar is one fault: one finding, on its first segmented control.
            for segmented in navigationBar.children(.segmentedControl).prefix(1) {
                let others = navigationBar.items.filter { !$0.is(.backButton) && $0.range != segmented.range }
                var conflicts = others.map(\.quotedName)
                if let title { conflicts.insert("title: \(title.value.text)", at: 0) }
                guard !conflicts.isEmpty else { continue }
                let list = conflicts.joined(separator: ", ")
                context.report(segmented.nameRange, LocalizedText(
                    "A navigation bar with a SegmentedControl should hold nothing else but a back button; this one also has \(list). Remove \(conflicts.count == 1 ? "it" : "them") from the bar, or move the controls to a Toolbar.",
                    "含有 SegmentedControl 的导航栏除返回按钮外不应再包含其他内容；此栏还有 \(list)。请将其从导航栏中删除，或将控件移到 Toolbar 中。",
                    "含有 SegmentedControl 的導覽列除返回按鈕外不應再包含其他內容；此欄還有 \(list)。請將其從導覽列中刪除，或將控制項移到 Toolbar 中。"),
                    fixes: title.map { title in
                        others.isEmpty ? [Fix(title: LocalizedText("Remove the title", "删除标题", "刪除標題"), edits: [SourceEditor(screen.syntax.tree).removal(of: title.range)])] : []
                    } ?? [])
            }
        }
    }
}
