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
                    Button "收藏"
                    FixedSpace
                    Button "编辑"
                    FixedSpace
                    Button { systemItem: trash }
                }
            }
            """,
            // Six text-only buttons are one fault of the toolbar: one finding, on the first.
            """
            screen Inbox {
                TableView { Cell "Lunch?" }
                Toolbar {
                    Button 1️⃣"Reply"2️⃣
                    Button "Forward"
                    Button "Move"
                    Button "Flag"
                    Button "Archive"
                    Button "Delete"
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
    ), lookingAt: [.toolbar]) { screen, context in
        let limit = context.option("maxTextItems")
        for toolbar in screen.topLevel(.toolbar) where Double(toolbar.items.count) > limit {
            // One finding per toolbar, on the first text-only button, naming every one.
            let textOnly = toolbar.items.filter { $0.isTextButton && $0.primaryTextRange != nil }
            guard let first = textOnly.first, let range = first.primaryTextRange else { continue }
            let count = toolbar.items.count
            let titles = LocalizedText.quotedTitles(of: textOnly)
            let (verb, pronoun) = textOnly.count == 1 ? ("shows", "it") : ("show", "them")
            let path = context.path
            context.report(range, LocalizedText(
                "The Toolbar holds \(count) items, and \(titles.english) \(verb) text only. With more than \(limit.asWritten) items, give \(pronoun) an icon (icon: or systemItem:) so the titles don't crowd together.",
                "工具栏（Toolbar）有 \(count) 个选项，而\(titles.simplifiedChinese)只显示文字。超过 \(limit.asWritten) 个选项时，请为\(textOnly.count == 1 ? "它" : "它们")设置图标（icon: 或 systemItem:），以免文字标题挤在一起。",
                "工具列（Toolbar）有 \(count) 個選項，而\(titles.traditionalChinese)只顯示文字。超過 \(limit.asWritten) 個選項時，請為\(textOnly.count == 1 ? "它" : "它們")設定圖示（icon: 或 systemItem:），以免文字標題擠在一起。"),
                related: textOnly.dropFirst().compactMap { button in
                    button.primaryTextRange.map { RelatedLocation(file: path, range: $0, message: LocalizedText(
                        "Text only too: '\(button.displayTitle)'.", "同样只有文字：“\(button.displayTitle)”。", "同樣只有文字：「\(button.displayTitle)」。")) }
                })
        }
    }
}
