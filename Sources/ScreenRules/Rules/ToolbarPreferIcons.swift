import ScreenSyntax

extension Rule {
    static let toolbarPreferIcons = Rule(RuleDescription(
        id: "toolbar-prefer-icons", severity: .hint, category: .bars, guideline: "Toolbar", seeds: ["000", "003"],
        summary: LocalizedText("Text-only buttons in a toolbar of more than three items.", "超过三个选项的工具栏中有纯文字按钮。", "超過三個選項的工具列中有純文字按鈕。"),
        rationale: LocalizedText(
            "Icons work well when you need more than three toolbar buttons: text buttons usually take more space than icons, and icons keep text titles from crowding together. With three buttons or fewer, text is sometimes clearer, and it lets a button show a count.",
            "当你需要三个以上的工具栏按钮时，图标效果良好：由于文字按钮通常会比图标更占空间，用图标可以避免文字标题挤在一起。当你有三个或更少的按钮时，文字有时会更清晰；文字的使用还允许按钮显示某些计数。",
            "當你需要三個以上的工具列按鈕時，圖示效果良好：由於文字按鈕通常會比圖示更佔空間，用圖示可以避免文字標題擠在一起。當你有三個或更少的按鈕時，文字有時會更清晰；文字的使用還允許按鈕顯示某些計數。"),
        triggering: [
            """
            screen Message {
                TextView { editable: false }
                Toolbar {
                    Button { systemItem: trash }
                    FlexibleSpace
                    Button 1️⃣"Move"2️⃣
                    FlexibleSpace
                    Button { systemItem: reply }
                    FlexibleSpace
                    Button { systemItem: compose }
                }
            }
            """,
            """
            screen Album {
                Image { name: "sunset" }
                Toolbar {
                    Button 1️⃣"分享"2️⃣
                    FixedSpace
                    Button 3️⃣"收藏"4️⃣
                    FixedSpace
                    Button 5️⃣"编辑"6️⃣
                    FixedSpace
                    Button { systemItem: trash }
                }
            }
            """,
        ],
        nonTriggering: [
            """
            screen Drafts {
                TableView { Cell "Re: Lunch" }
                Toolbar {
                    Button "Select All"
                    FlexibleSpace
                    Button "Move"
                    FlexibleSpace
                    Button "Delete (3)"
                }
            }
            """,
            """
            screen Message {
                TextView { editable: false }
                Toolbar {
                    Button { systemItem: trash }
                    Button "Move" { icon: "folder" }
                    Button { systemItem: reply }
                    FlexibleSpace
                    Label "Updated just now"
                }
            }
            """,
        ],
        options: [
            RuleOption("maxTextItems", default: 3, LocalizedText(
                "The most toolbar items (spaces not counted) at which text-only buttons are still fine; with more, the guidelines prefer icons. They say three.",
                "纯文字按钮仍然适用的最多工具栏选项数（不计空间项）；超过此数时，指南建议使用图标。指南规定为三个。",
                "純文字按鈕仍然適用的最多工具列選項數（不計空間項）；超過此數時，指南建議使用圖示。指南規定為三個。")),
        ]
    )) { screen, context in
        let limit = context.option("maxTextItems")
        for toolbar in screen.topLevel("Toolbar") where Double(toolbar.items.count) > limit {
            let count = toolbar.items.count
            for button in toolbar.items where button.isTextButton {
                guard let range = button.primaryTextRange else { continue }
                let title = button.displayTitle
                context.report(range, LocalizedText(
                    "The Toolbar holds \(count) items, and '\(title)' shows text only. With more than \(limit.asWritten) items, give it an icon (icon: or systemItem:) so the titles don't crowd together.",
                    "工具栏（Toolbar）有 \(count) 个选项，而“\(title)”只显示文字。超过 \(limit.asWritten) 个选项时，请为它设置图标（icon: 或 systemItem:），以免文字标题挤在一起。",
                    "工具列（Toolbar）有 \(count) 個選項，而「\(title)」只顯示文字。超過 \(limit.asWritten) 個選項時，請為它設定圖示（icon: 或 systemItem:），以免文字標題擠在一起。"))
            }
        }
    }
}
