import ScreenSyntax

extension Rule {
    static let tabDisabled = Rule(RuleDescription(
        id: "tab-disabled", severity: .warning, category: .bars, guideline: "Tab.disabled", seeds: ["000", "001", "003"],
        summary: LocalizedText("A disabled or hidden tab.", "被禁用或隐藏的标签页。", "被禁用或隱藏的標籤頁。"),
        rationale: LocalizedText(
            "Keep tabs visible even when their content is unavailable. Don't remove or disable a tab: tabs that come and go make the app's UI seem unstable and unpredictable. Keep every tab enabled and explain why its content is unavailable; even when a device has no music, the Listen Now tab of Music stays available and suggests ways to download music.",
            "保持标签页可见，即使其内容不可用。不要删除或禁用标签页：让某些标签页时而出现时而隐藏，会让用户觉得你的应用 UI 不稳定而且难以预测。确保始终启用所有标签页，并解释其内容不可用的原因；例如，即使 iOS 设备上没有音乐，“音乐” App 中的“现在就听”标签页仍然可用，并提供下载音乐的建议。",
            "保持標籤頁可見，即使其內容不可用。不要刪除或禁用標籤頁：讓某些標籤頁時而出現時而隱藏，會讓使用者覺得你的應用 UI 不穩定而且難以預測。確保始終啟用所有標籤頁，並解釋其內容不可用的原因；例如，即使 iOS 裝置上沒有音樂，「音樂」App 中的「現在就聽」標籤頁仍然可用，並提供下載音樂的建議。"),
        triggering: [
            """
            screen Music {
                TableView { Cell "Made for You" }
                TabBar {
                    Tab "Listen Now" { icon: "play.circle" 1️⃣disabled: true2️⃣ }
                    Tab "Browse" { icon: "square.grid.2x2" }
                    Tab "Library" { icon: "music.note.list" }
                }
            }
            """,
            """
            screen Shop {
                TableView { Cell "精选" }
                TabBar {
                    Tab "商店" { icon: "bag" }
                    Tab "订单" {
                        icon: "shippingbox"
                        1️⃣hidden: true2️⃣
                    }
                    Tab "账户" { icon: "person" 3️⃣disabled: true4️⃣ }
                }
            }
            """,
            // Disabled and hidden is one fault of the tab: one finding.
            """
            screen Bank {
                TableView { Cell "Checking" }
                TabBar {
                    Tab "Accounts" { icon: "building.columns" }
                    Tab "Transfers" { icon: "arrow.left.arrow.right" 1️⃣disabled: true2️⃣ hidden: true }
                    Tab "Cards" { icon: "creditcard" }
                }
            }
            """,
        ],
        nonTriggering: [
            """
            screen Music {
                TableView { Cell "Made for You" }
                TabBar {
                    Tab "Listen Now" { icon: "play.circle" disabled: false }
                    Tab "Browse" { icon: "square.grid.2x2" hidden: false }
                    Tab "Library" { icon: "music.note.list" }
                }
            }
            """,
        ],
        // Unsafe: the tab's screen still has to explain why it is empty.
        fix: .unsafe,
        corrections: [
            Correction(
                "screen Music {\n    TableView\n    TabBar {\n        Tab \"Radio\" { icon: \"radio\" 1️⃣disabled: true }\n        Tab \"Library\"\n    }\n}",
                "screen Music {\n    TableView\n    TabBar {\n        Tab \"Radio\" { icon: \"radio\" }\n        Tab \"Library\"\n    }\n}"),
            Correction(
                "screen Music {\n    TableView\n    TabBar {\n        Tab \"Radio\" {\n            icon: \"radio\"\n            1️⃣hidden: true\n        }\n        Tab \"Library\"\n    }\n}",
                "screen Music {\n    TableView\n    TabBar {\n        Tab \"Radio\" {\n            icon: \"radio\"\n        }\n        Tab \"Library\"\n    }\n}"),
            Correction(
                "screen Music {\n    TableView\n    TabBar {\n        Tab \"Radio\" {\n            icon: \"radio\"\n            1️⃣hidden: true\n            disabled: true\n        }\n        Tab \"Library\"\n    }\n}",
                "screen Music {\n    TableView\n    TabBar {\n        Tab \"Radio\" {\n            icon: \"radio\"\n        }\n        Tab \"Library\"\n    }\n}"),
        ]
    ), lookingAt: [.tab]) { screen, context in
        for tab in screen.tabs {
            let title = tab.displayTitle
            let disabled = tab.property("disabled").flatMap { $0.value.boolValue == true ? $0 : nil }
            let hidden = tab.property("hidden").flatMap { $0.value.boolValue == true ? $0 : nil }
            switch (disabled, hidden) {
            case let (disabled?, hidden?):
                // Both are one fault of the tab: one finding, on the first, with one fix for both.
                let (first, second) = disabled.range.lowerBound < hidden.range.lowerBound ? (disabled, hidden) : (hidden, disabled)
                let path = context.path
                context.report(first.range, LocalizedText(
                    "Tab '\(title)' is disabled and hidden; don't disable or hide tabs: tabs that come and go make the app seem unpredictable. Keep it enabled and visible, and let its screen explain why its content is unavailable.",
                    "标签页“\(title)”被禁用并隐藏了；不要禁用或隐藏标签页：时而出现时而隐藏的标签页会让应用显得难以预测。请保持其启用且可见，并在它的页面中解释内容不可用的原因。",
                    "標籤頁「\(title)」被禁用並隱藏了；不要禁用或隱藏標籤頁：時而出現時而隱藏的標籤頁會讓應用顯得難以預測。請保持其啟用且可見，並在它的畫面中解釋內容不可用的原因。"),
                    fixes: [removal(of: [disabled, hidden], title: LocalizedText("Enable and show the tab", "启用并显示此标签页", "啟用並顯示此標籤頁"))],
                    related: [RelatedLocation(file: path, range: second.range, message: LocalizedText(
                        "This setting also keeps the tab from people.", "此设置同样让用户无法使用此标签页。", "此設定同樣讓使用者無法使用此標籤頁。"))])
            case let (disabled?, nil):
                context.report(disabled.range, LocalizedText(
                    "Tab '\(title)' is disabled; don't disable tabs. Keep it enabled and let its screen explain why its content is unavailable.",
                    "标签页“\(title)”被禁用了；不要禁用标签页。请保持其启用，并在它的页面中解释内容不可用的原因。",
                    "標籤頁「\(title)」被禁用了；不要禁用標籤頁。請保持其啟用，並在它的畫面中解釋內容不可用的原因。"),
                    fixes: [removal(of: [disabled], title: LocalizedText("Enable the tab", "启用此标签页", "啟用此標籤頁"))])
            case let (nil, hidden?):
                context.report(hidden.range, LocalizedText(
                    "Tab '\(title)' is hidden; tabs that come and go make the app seem unpredictable. Keep it visible and let its screen explain why its content is unavailable.",
                    "标签页“\(title)”被隐藏了；时而出现时而隐藏的标签页会让应用显得难以预测。请保持其可见，并在它的页面中解释内容不可用的原因。",
                    "標籤頁「\(title)」被隱藏了；時而出現時而隱藏的標籤頁會讓應用顯得難以預測。請保持其可見，並在它的畫面中解釋內容不可用的原因。"),
                    fixes: [removal(of: [hidden], title: LocalizedText("Show the tab", "显示此标签页", "顯示此標籤頁"))])
            case (nil, nil):
                continue
            }
        }
    }

    /// Removes the properties, each with its line when it stood alone there. Not safe: the
    /// screen the tab opens still has to explain why it is empty.
    private static func removal(of properties: [PropertySyntax], title: LocalizedText) -> Fix {
        Fix(title: title, edits: properties.first.map { SourceEditor($0.tree).removals(of: properties.map(\.range)) } ?? [])
    }
}
