import ScreenSyntax

extension Rule {
    static let toolbarTooManyItems = Rule(RuleDescription(
        id: "toolbar-too-many-items", severity: .warning, category: .bars, guideline: "Toolbar", seeds: ["002"],
        summary: LocalizedText("More than five items in a toolbar on iPhone.", "iPhone 上的工具栏中超过五个选项。", "iPhone 上的工具列中超過五個選項。"),
        rationale: LocalizedText(
            "An item's touch area is 44 × 44, so limit a toolbar to five items or fewer; that way people can easily tap the one they want. Put in the toolbar the commands people use most often in the current context. Flexible and fixed spaces are not items.",
            "一个选项的区域为 44×44 点，所以工具栏上的选项要限定在五个以内，这样用户也容易点击想要的选项。在工具栏里放置用户在当前情景下最常用的指令。弹性空间和固定空间不算选项。",
            "一個選項的區域為 44×44 點，所以工具列上的選項要限定在五個以內，這樣使用者也容易點按想要的選項。在工具列裡放置使用者在目前情景下最常用的指令。彈性空間和固定空間不算選項。"),
        triggering: [
            """
            screen Message {
                NavigationBar { title: "Inbox" BackButton "Mailboxes" }
                TextView { editable: false }
                1️⃣Toolbar2️⃣ {
                    Button { systemItem: trash }
                    Button { icon: "folder" }
                    Button { systemItem: reply }
                    Button { systemItem: compose }
                    Button { icon: "flag" }
                    Button { icon: "archivebox" }
                }
            }
            """,
            """
            screen Photo {
                device: iphoneX
                Image { name: "beach" }
                1️⃣Toolbar2️⃣ {
                    Button { systemItem: action }
                    FlexibleSpace
                    Button { icon: "heart" }
                    FlexibleSpace
                    Button { icon: "info.circle" }
                    Label "Edited"
                    Button { icon: "slider.horizontal.3" }
                    Button { systemItem: trash }
                }
            }
            """,
        ],
        nonTriggering: [
            """
            screen Message {
                TextView { editable: false }
                Toolbar {
                    Button { systemItem: trash }
                    FlexibleSpace
                    Button { icon: "folder" }
                    FlexibleSpace
                    Button { systemItem: reply }
                    FixedSpace { width: 20pt }
                    Button { systemItem: compose }
                    Button { icon: "flag" }
                }
            }
            """,
            """
            screen Document {
                device: ipad
                Toolbar {
                    position: top
                    Button { systemItem: undo }
                    Button { systemItem: redo }
                    Button { icon: "textformat" }
                    Button { icon: "paintbrush" }
                    Button { icon: "ruler" }
                    Button { systemItem: action }
                }
                TextView
            }
            """,
        ],
        options: [
            RuleOption("maxItems", default: 5, LocalizedText(
                "The most items (spaces not counted) a toolbar on iPhone may hold; the guidelines say five.",
                "iPhone 上工具栏最多可容纳的选项数（不计空间项）；指南规定为五个。",
                "iPhone 上工具列最多可容納的選項數（不計空間項）；指南規定為五個。")),
        ]
    ), lookingAt: [.toolbar]) { screen, context in
        guard screen.isPhone else { return }
        let limit = context.option("maxItems")
        for toolbar in screen.topLevel(.toolbar) where Double(toolbar.items.count) > limit {
            let count = toolbar.items.count
            context.report(toolbar.nameRange, LocalizedText(
                "This Toolbar holds \(count) items; on iPhone keep it to \(limit.asWritten) or fewer so each is easy to tap. Keep the commands used most often here and move the others, for example into an action sheet.",
                "此工具栏（Toolbar）有 \(count) 个选项；在 iPhone 上请限定在 \(limit.asWritten) 个以内，以便用户点击。只保留最常用的指令，把其他指令移到别处，例如操作表中。",
                "此工具列（Toolbar）有 \(count) 個選項；在 iPhone 上請限定在 \(limit.asWritten) 個以內，以便使用者點按。只保留最常用的指令，把其他指令移到別處，例如動作表中。"))
        }
    }
}
