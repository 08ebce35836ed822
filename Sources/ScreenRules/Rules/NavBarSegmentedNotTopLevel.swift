import ScreenSyntax

extension Rule {
    static let navBarSegmentedNotTopLevel = Rule(RuleDescription(
        id: "nav-bar-segmented-not-top-level", severity: .warning, category: .bars, guideline: "NavigationBar", seeds: ["003"],
        summary: LocalizedText(
            "A segmented control in the navigation bar of a pushed screen, below the top level.",
            "被推入的页面（非最高层级）的导航栏中有分段控件。",
            "被推入的畫面（非最高層級）的導覽列中有分段控制項。"),
        rationale: LocalizedText(
            "A segmented control in the navigation bar flattens the information hierarchy; use it only at the top level of the hierarchy. A screen that another screen pushes is one level down, where the bar belongs to its title and back button.",
            "在导航栏中使用分段控件可以展平信息层级；请仅在最高层级使用它。被其他页面推入的页面位于下一层级，其导航栏应留给标题和返回按钮。",
            "在導覽列中使用分段控制項可以展平資訊層級；請僅在最高層級使用它。被其他畫面推入的畫面位於下一層級，其導覽列應留給標題和返回按鈕。"),
        triggering: [
            "screen Phone {\n    TableView { Cell \"Recents\" { pushes: Recents } }\n}\n\nscreen Recents {\n    NavigationBar {\n        BackButton \"Phone\"\n        1️⃣SegmentedControl2️⃣ { segments: [\"All\", \"Missed\"] }\n    }\n}",
        ],
        nonTriggering: [
            "screen Recents {\n    NavigationBar {\n        SegmentedControl { segments: [\"All\", \"Missed\"] }\n    }\n    TableView { Cell \"Alice Chen\" { pushes: Contact } }\n}\n\nscreen Contact {\n    NavigationBar { title: \"Alice Chen\" BackButton \"Recents\" }\n}",
            "screen Phone {\n    TableView { Cell \"Recents\" { pushes: Recents } }\n}\n\nscreen Recents {\n    NavigationBar { BackButton \"Phone\" }\n    SegmentedControl { segments: [\"All\", \"Missed\"] }\n}",
        ]
    ), lookingAt: [.segmentedControl]) { screen, context in
        // The links into the screen are looked up only for a screen that has such a control.
        let controls = screen.topLevel(.navigationBar).flatMap { $0.children(.segmentedControl) }
        guard !controls.isEmpty, let name = screen.name else { return }
        let pushers = context.workspace.links(to: name, .pushes)
        guard let parent = pushers.first else { return }
        // The words are made in the report, in the language wanted.
        func related() -> [RelatedLocation] {
            pushers.relatedPlaces { pusher in LocalizedText("\(pusher) pushes \(name) here.", "\(pusher) 在此推入 \(name)。", "\(pusher) 在此推入 \(name)。") }
        }
        let parentName = parent.declaration.screen.name
        for segmented in controls {
            context.report(segmented.nameRange, LocalizedText(
                "\(name) is pushed by \(parentName), so it is not at the top level; a segmented control belongs in the navigation bar only at the top level. Move it into the screen's content, or into \(parentName)'s navigation bar.",
                "\(name) 由 \(parentName) 推入，不在最高层级；只有最高层级的导航栏才应使用分段控件。请将它移到页面内容中，或移到 \(parentName) 的导航栏中。",
                "\(name) 由 \(parentName) 推入，不在最高層級；只有最高層級的導覽列才應使用分段控制項。請將它移到畫面內容中，或移到 \(parentName) 的導覽列中。"),
                related: related())
        }
    }
}
