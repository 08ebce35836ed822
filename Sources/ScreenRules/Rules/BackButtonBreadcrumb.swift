import ScreenSyntax

extension Rule {
    static let backButtonBreadcrumb = Rule(RuleDescription(
        id: "back-button-breadcrumb", severity: .error, category: .bars, guideline: "BackButton", seeds: ["000", "002", "003"],
        summary: LocalizedText(
            "More than one back button in a navigation bar: a multisegment, breadcrumb back button.",
            "导航栏中有多个返回按钮：多段的面包屑式返回按钮。",
            "導覽列中有多個返回按鈕：多段的麵包屑式返回按鈕。"),
        rationale: LocalizedText(
            "Don't include a multisegment breadcrumb path. The back button always performs a single action, returning to the previous screen. A segmented back button takes up the space of the title, can't show the selected state of a single segment, gets harder to tap with every segment, and is hard to lay out. If people would get lost without it, flatten your information hierarchy instead.",
            "不要包含多段面包屑路径。返回按钮总是执行一个动作，即返回到上一个界面。分段式回退按钮会占据标题的显示空间，无法显示单个片段的已选状态，分段越多越难以点击，也难以选择显示方式。如果担心用户没有它会迷路，请考虑扁平你的信息层级。",
            "不要包含多段麵包屑路徑。返回按鈕總是執行一個動作，即返回到上一個畫面。分段式回退按鈕會佔據標題的顯示空間，無法顯示單個片段的已選狀態，分段越多越難以點按，也難以選擇顯示方式。如果擔心使用者沒有它會迷路，請考慮扁平你的資訊層級。"),
        triggering: [
            "screen Conversation {\n    NavigationBar {\n        title: \"Alice Chen\"\n        BackButton \"Mailboxes\"\n        1️⃣BackButton2️⃣ \"Inbox\"\n    }\n}",
            // Three back buttons are one breadcrumb: one finding, on the second.
            "screen Song {\n    NavigationBar {\n        BackButton \"Library\"\n        1️⃣BackButton2️⃣ \"Artists\"\n        BackButton \"Albums\"\n    }\n}",
        ],
        nonTriggering: [
            "screen Conversation {\n    NavigationBar {\n        title: \"Alice Chen\"\n        BackButton \"Inbox\"\n        Button \"Edit\"\n    }\n}",
            "screen Conversation {\n    NavigationBar {\n        BackButton \"Inbox\"\n        Button \"Mailboxes\" { placement: leading }\n    }\n}",
        ],
        // Safe only when the extra back button repeats the title of the one kept.
        fix: .unsafe,
        corrections: [
            Correction(
                "screen Detail {\n    NavigationBar {\n        BackButton \"Inbox\"\n        1️⃣BackButton \"Inbox\"\n    }\n}",
                "screen Detail {\n    NavigationBar {\n        BackButton \"Inbox\"\n    }\n}", safety: .safe),
            Correction(
                "screen Detail {\n    NavigationBar { BackButton \"Mailboxes\" 1️⃣BackButton \"Inbox\" }\n}",
                "screen Detail {\n    NavigationBar { BackButton \"Mailboxes\" }\n}"),
            Correction(
                "screen Song {\n    NavigationBar {\n        BackButton \"Library\"\n        1️⃣BackButton \"Artists\"\n        BackButton \"Albums\"\n    }\n}",
                "screen Song {\n    NavigationBar {\n        BackButton \"Library\"\n    }\n}"),
        ],
        subject: .container
    ), lookingAt: [.backButton]) { screen, context in
        let editor = SourceEditor(screen.syntax.tree)
        for navigationBar in screen.topLevel(.navigationBar) {
            let backButtons = navigationBar.children(.backButton)
            // The extra back buttons make one breadcrumb: one finding, on the second back button.
            guard let kept = backButtons.first, backButtons.count > 1 else { continue }
            let extras = Array(backButtons.dropFirst())
            let extra = extras[0]
            // Removing repeats of the same title loses nothing; a different one is a choice.
            let isRepeat = extras.allSatisfy { $0.primaryText == kept.primaryText }
            let names = extras.map(\.quotedName).joined(separator: ", ")
            let namesHan = extras.map(\.quotedName).joined(separator: "、")
            // The words are made in the report, in the language wanted.
            func message() -> LocalizedText {
                extras.count == 1
                    ? LocalizedText(
                        "A second back button, \(extra.quotedName), turns the back button into a breadcrumb path; a back button goes back one level only. Remove it and keep one BackButton titled with the previous screen's title.",
                        "第二个返回按钮 \(extra.quotedName) 使返回按钮变成了面包屑路径；返回按钮只返回上一层级。请删除它，只保留一个以上一个界面标题命名的 BackButton。",
                        "第二個返回按鈕 \(extra.quotedName) 使返回按鈕變成了麵包屑路徑；返回按鈕只返回上一層級。請刪除它，只保留一個以上一個畫面標題命名的 BackButton。")
                    : LocalizedText(
                        "\(extras.count) more back buttons, \(names), turn the back button into a breadcrumb path; a back button goes back one level only. Remove them and keep one BackButton titled with the previous screen's title.",
                        "另外 \(extras.count) 个返回按钮 \(namesHan) 使返回按钮变成了面包屑路径；返回按钮只返回上一层级。请删除它们，只保留一个以上一个界面标题命名的 BackButton。",
                        "另外 \(extras.count) 個返回按鈕 \(namesHan) 使返回按鈕變成了麵包屑路徑；返回按鈕只返回上一層級。請刪除它們，只保留一個以上一個畫面標題命名的 BackButton。")
            }
            func title() -> LocalizedText {
                extras.count == 1
                    ? LocalizedText("Remove \(extra.quotedName)", "删除 \(extra.quotedName)", "刪除 \(extra.quotedName)")
                    : LocalizedText("Remove \(names)", "删除 \(namesHan)", "刪除 \(namesHan)")
            }
            let path = context.path
            context.report(extra.nameRange, message(),
                fixes: [Fix(title: title(), edits: editor.removals(of: extras.map(\.range)), safety: FixSafety(isSafe: isRepeat))],
                related: extras.dropFirst().map { RelatedLocation(file: path, range: $0.nameRange, message: LocalizedText(
                    "Another back button of the breadcrumb.", "面包屑路径中的另一个返回按钮。", "麵包屑路徑中的另一個返回按鈕。")) })
        }
    }
}
