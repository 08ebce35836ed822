import ScreenSyntax

extension Rule {
    static let navBarTooManyItems = Rule(RuleDescription(
        id: "nav-bar-too-many-items", severity: .warning, category: .bars, guideline: "NavigationBar", seeds: ["000"],
        summary: LocalizedText(
            "A navigation bar crowded with more than a title, a back button and one control.",
            "导航栏的内容超过了一个标题、一个返回按钮和一个控件。",
            "導覽列的內容超過了一個標題、一個返回按鈕和一個控制項。"),
        rationale: LocalizedText(
            "Avoid crowding a navigation bar with too many controls, even when there is room. In general it should contain no more than the current view's title, a back button, and one control that manages the current view's content. Use a toolbar when you need several controls to manage the current content.",
            "即使空间充足，也应当避免导航栏拥有太多控件。一般来说，导航栏最多只能包含当前视图的标题、返回按钮以及一个管理当前视图内容的控件。当你需要多个控件来管理当前内容时，请使用工具栏。",
            "即使空間充足，也應當避免導覽列擁有太多控制項。一般來說，導覽列最多只能包含目前視圖的標題、返回按鈕以及一個管理目前視圖內容的控制項。當你需要多個控制項來管理目前內容時，請使用工具列。"),
        triggering: [
            "screen Conversation {\n    StatusBar\n    1️⃣NavigationBar2️⃣ {\n        title: \"Alice Chen\"\n        BackButton \"Inbox\"\n        Button \"Edit\"\n        Button { icon: \"flag\" }\n    }\n}",
            "screen Inbox {\n    1️⃣NavigationBar2️⃣ {\n        Button \"Edit\" { placement: leading }\n        FlexibleSpace\n        Button { systemItem: compose }\n        Button { systemItem: search }\n        Button { systemItem: refresh }\n    }\n}",
        ],
        nonTriggering: [
            "screen Conversation {\n    StatusBar\n    NavigationBar {\n        title: \"Alice Chen\"\n        prompt: \"Swipe a message to reply.\"\n        BackButton \"Inbox\"\n        FixedSpace { width: 8pt }\n        Button \"Edit\"\n    }\n}",
            "screen Inbox {\n    NavigationBar {\n        Button \"Edit\" { placement: leading }\n        Button { systemItem: compose }\n        Button { systemItem: search }\n    }\n}",
        ],
        options: [
            RuleOption("maxItems", default: 3, LocalizedText(
                "The most a navigation bar may hold, counting its title (if set), back button and controls but not spaces; the guidelines name three: the title, a back button and one control.",
                "导航栏最多可包含的项目数，计入标题（如果设置了）、返回按钮和控件，不计空格项；指南给出的是三个：标题、返回按钮和一个控件。",
                "導覽列最多可包含的項目數，計入標題（如果設定了）、返回按鈕和控制項，不計空格項；指南給出的是三個：標題、返回按鈕和一個控制項。")),
        ]
    ), lookingAt: [.navigationBar]) { screen, context in
        let limit = context.wholeOption("maxItems")
        for navigationBar in screen.topLevel(.navigationBar) {
            let title = navigationBar.property("title")
            // Counted first: only a finding needs the list written out.
            guard navigationBar.items.count + (title == nil ? 0 : 1) > limit else { continue }
            var contents = navigationBar.items.map(\.quotedName)
            if let title { contents.insert("title: \(title.value.text)", at: 0) }
            let list = contents.joined(separator: ", ")
            context.report(navigationBar.nameRange, LocalizedText(
                "This navigation bar holds \(contents.count) items (\(list)); keep it to \(limit): the title, a back button and one control. Move the other controls to a Toolbar.",
                "此导航栏包含 \(contents.count) 个项目（\(list)）；请控制在 \(limit) 个以内：标题、返回按钮和一个控件。请将其他控件移到 Toolbar 中。",
                "此導覽列包含 \(contents.count) 個項目（\(list)）；請控制在 \(limit) 個以內：標題、返回按鈕和一個控制項。請將其他控制項移到 Toolbar 中。"))
        }
    }
}
