import ScreenSyntax

extension Rule {
    static let scopeBarNotBroadestDefault = Rule(RuleDescription(
        id: "scope-bar-not-broadest-default", severity: .hint, category: .bars, guideline: "ScopeBar.selected", seeds: ["001"],
        summary: LocalizedText("A scope bar that does not start on its first, broadest scope.", "未默认选中第一个（最广）范围的范围栏。", "未預設選中第一個（最廣）範圍的範圍列。"),
        rationale: LocalizedText(
            "Default to a broader scope and let people refine it as needed. A broader scope gives context for all the available results, which helps guide people in a useful direction when they need to narrow the scope. A scope control moves people from a broader scope to a narrower one, so the broadest scope comes first.",
            "默认使用更广的范围，允许用户按需细化。更广的范围为所有可用结果提供了上下文，有助于引导用户在需要缩小范围时朝着有用的方向选择。范围选择控件帮助用户从更广的范围聚焦到更窄的范围，所以最广的范围排在第一个。",
            "預設使用更廣的範圍，允許使用者按需細化。更廣的範圍為所有可用結果提供了上下文，有助於引導使用者在需要縮小範圍時朝著有用的方向選擇。範圍選擇控制項幫助使用者從更廣的範圍聚焦到更窄的範圍，所以最廣的範圍排在第一個。"),
        triggering: [
            """
            screen Inbox {
                NavigationBar { title: "Inbox" }
                SearchBar {
                    placeholder: "Search mail and contacts"
                    ScopeBar { segments: ["All Mailboxes", "Current Mailbox"] 1️⃣selected: 12️⃣ }
                }
                TableView { Cell "Alice Chen" }
            }
            """,
        ],
        nonTriggering: [
            """
            screen Inbox {
                NavigationBar { title: "Inbox" }
                SearchBar {
                    placeholder: "Search mail and contacts"
                    ScopeBar { segments: ["All Mailboxes", "Current Mailbox"] selected: 0 }
                }
                TableView { Cell "Alice Chen" }
            }
            """,
            """
            screen Store {
                SearchBar {
                    placeholder: "搜索服装、鞋子和配件"
                    ScopeBar { segments: ["全部", "服装", "鞋子"] }
                }
            }
            """,
        ],
        // Unsafe: the broadest scope may not be the first listed.
        fix: .unsafe,
        corrections: [
            Correction(
                "screen Inbox {\n    SearchBar { placeholder: \"Mail and contacts\" ScopeBar { segments: [\"All\", \"Current\"] 1️⃣selected: 1 } }\n}",
                "screen Inbox {\n    SearchBar { placeholder: \"Mail and contacts\" ScopeBar { segments: [\"All\", \"Current\"] selected: 0 } }\n}"),
        ]
    ), lookingAt: [.scopeBar]) { screen, context in
        for scopeBar in screen.elements(.scopeBar) {
            // A value that is not a whole number is invalid-value's finding.
            guard let selected = scopeBar.property("selected"), let number = selected.value.numberValue,
                  number.unit == NumberLiteral.Unit.none, number.value != 0, number.value == number.value.rounded() else { continue }
            let index = number.value
            let segments = scopeBar.stringListValue("segments") ?? []
            let chosen = index > 0 && index < Double(segments.count) ? segments[Int(index)] : nil
            let setting = "selected: \(index.asWritten)"
            context.report(selected.range, LocalizedText(
                "This ScopeBar starts on \(chosen.map { "'\($0)' (\(setting))" } ?? setting), not on its first scope. Start on the broadest scope: list it first and select it with selected: 0.",
                "此范围栏（ScopeBar）默认选中\(chosen.map { "“\($0)”（\(setting)）" } ?? setting)，而不是第一个范围。请默认使用最广的范围：把它排在第一个，并以 selected: 0 选中它。",
                "此範圍列（ScopeBar）預設選中\(chosen.map { "「\($0)」（\(setting)）" } ?? setting)，而不是第一個範圍。請預設使用最廣的範圍：把它排在第一個，並以 selected: 0 選中它。"),
                fixes: [Fix(title: LocalizedText("Select the first scope", "选中第一个范围", "選中第一個範圍"), edits: [SourceEdit(range: selected.value.range, newText: "0")])])
        }
    }
}
