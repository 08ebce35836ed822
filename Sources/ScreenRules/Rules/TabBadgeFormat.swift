import ScreenSyntax

extension Rule {
    static let tabBadgeFormat = Rule(RuleDescription(
        id: "tab-badge-format", severity: .warning, category: .bars, guideline: "Tab.badge", seeds: ["000", "001", "003"],
        summary: LocalizedText("A tab badge that is neither a number nor \"!\".", "既不是数字也不是“!”的标签页标记。", "既不是數字也不是「!」的標籤頁標記。"),
        rationale: LocalizedText(
            "A badge is a red oval containing white text and a number or an exclamation point; it conveys unobtrusively that new information related to that view or mode is available, such as the number of missed calls. Words do not fit in it, and a badge isn't the place for critical information.",
            "标记是包含白色文本和数字或感叹号的红色椭圆，以不引人注目的方式指示有与该视图或模式相关的新信息可用，就像显示未接来电的数目那样。文字放不进标记，而且标记对于用户的任务或者情境并不是关键性信息。",
            "標記是包含白色文字和數字或感嘆號的紅色橢圓，以不引人注目的方式指示有與該視圖或模式相關的新資訊可用，就像顯示未接來電的數目那樣。文字放不進標記，而且標記對於使用者的任務或者情境並不是關鍵性資訊。"),
        triggering: [
            """
            screen Phone {
                TableView { Cell "Mom" }
                TabBar {
                    Tab "Favorites" { systemItem: favorites }
                    Tab "Recents" { systemItem: recents badge: 1️⃣"New"2️⃣ }
                    Tab "Voicemail" { icon: "recordingtape" badge: 3️⃣"3 new"4️⃣ }
                }
            }
            """,
            """
            screen Messages {
                TableView { Cell "小明" }
                TabBar {
                    Tab "消息" { icon: "message" badge: 1️⃣"新"2️⃣ }
                    Tab "通讯录" { icon: "person.2" }
                }
            }
            """,
        ],
        nonTriggering: [
            """
            screen Phone {
                TableView { Cell "Mom" }
                TabBar {
                    Tab "Favorites" { systemItem: favorites }
                    Tab "Recents" { systemItem: recents badge: 2 }
                    Tab "Voicemail" { icon: "recordingtape" badge: "12" }
                    Tab "Settings" { icon: "gear" badge: "!" }
                }
            }
            """,
        ]
    ), lookingAt: [.tab]) { screen, context in
        for tab in screen.tabs {
            // Numbers are right; a number that is not whole is invalid-value's finding.
            guard let badge = tab.property("badge")?.value, let value = badge.stringValue, !isBadgeText(value) else { continue }
            let title = tab.displayTitle
            context.report(badge.range, LocalizedText(
                "The badge \"\(value)\" on tab '\(title)' is neither a number nor \"!\"; a badge is a small red oval for a count or an exclamation point. Show a count, or \"!\" for new information, and put any words in the tab's screen.",
                "标签页“\(title)”的标记“\(value)”既不是数字也不是“!”；标记是显示数字或感叹号的小红色椭圆。请显示数目，或用“!”表示有新信息，文字内容请放到该标签页的页面中。",
                "標籤頁「\(title)」的標記「\(value)」既不是數字也不是「!」；標記是顯示數字或感嘆號的小紅色橢圓。請顯示數目，或用「!」表示有新資訊，文字內容請放到該標籤頁的畫面中。"))
        }
    }

    /// A count or an exclamation point (the full-width one that Chinese text uses too).
    private static func isBadgeText(_ value: String) -> Bool {
        value == "!" || value == "！" || !value.isEmpty && value.allSatisfy { $0.isASCII && $0.isNumber }
    }
}
