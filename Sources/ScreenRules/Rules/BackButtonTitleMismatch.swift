import ScreenSyntax

extension Rule {
    static let backButtonTitleMismatch = Rule(RuleDescription(
        id: "back-button-title-mismatch", severity: .hint, category: .bars, guideline: "BackButton", seeds: ["000", "003"],
        summary: LocalizedText(
            "A back button whose title is not the navigation title of the screen that pushes it.",
            "返回按钮的标题与推入它的页面的导航栏标题不一致。",
            "返回按鈕的標題與推入它的畫面的導覽列標題不一致。"),
        rationale: LocalizedText(
            "The back button is usually labeled with the title of the previous screen: when people move to a new level, it takes the title of the previous level, so they know where it leads. With one parent screen in the workspace, its navigation title is the back button's title.",
            "返回按钮通常标有上一个界面的标题：当用户到达一个新的层级，返回按钮以前一层级的标题命名，让用户知道它通往哪里。工作区中只有一个父页面时，它的导航栏标题就是返回按钮的标题。",
            "返回按鈕通常標有上一個畫面的標題：當使用者到達一個新的層級，返回按鈕以前一層級的標題命名，讓使用者知道它通往哪裡。工作區中只有一個父畫面時，它的導覽列標題就是返回按鈕的標題。"),
        triggering: [
            "screen Inbox {\n    NavigationBar { title: \"Inbox\" }\n    TableView { Cell \"Alice Chen\" { pushes: Conversation } }\n}\n\nscreen Conversation {\n    NavigationBar {\n        title: \"Alice Chen\"\n        BackButton 1️⃣\"Back\"2️⃣\n    }\n}",
            "screen Mailboxes {\n    NavigationBar { title: \"信箱\" }\n    TableView { Cell \"收件匣\" { pushes: Inbox } }\n}\n\nscreen Inbox {\n    NavigationBar {\n        title: \"收件匣\"\n        BackButton 1️⃣\"郵件\"2️⃣\n    }\n}",
        ],
        nonTriggering: [
            "screen Inbox {\n    NavigationBar { title: \"Inbox\" }\n    TableView { Cell \"Alice Chen\" { pushes: Conversation } }\n}\n\nscreen Conversation {\n    NavigationBar { title: \"Alice Chen\" BackButton \"Inbox\" }\n}",
            "screen Inbox {\n    NavigationBar { title: \"Inbox\" }\n    TableView { Cell \"Alice Chen\" { pushes: Conversation } }\n}\n\nscreen Flagged {\n    NavigationBar { title: \"Flagged\" }\n    TableView { Cell \"Alice Chen\" { pushes: Conversation } }\n}\n\nscreen Conversation {\n    NavigationBar { title: \"Alice Chen\" BackButton \"Back\" }\n}",
            "screen Inbox {\n    TableView { Cell \"Alice Chen\" { pushes: Conversation } }\n}\n\nscreen Conversation {\n    NavigationBar { BackButton \"Mail\" }\n}",
        ],
        fix: .unsafe,
        corrections: [
            Correction(
                "screen Mailboxes {\n    NavigationBar { title: \"信箱\" }\n    TableView { Cell \"收件匣\" { pushes: Inbox } }\n}\n\nscreen Inbox {\n    NavigationBar {\n        title: \"收件匣\"\n        BackButton 1️⃣\"郵件\"\n    }\n}",
                "screen Mailboxes {\n    NavigationBar { title: \"信箱\" }\n    TableView { Cell \"收件匣\" { pushes: Inbox } }\n}\n\nscreen Inbox {\n    NavigationBar {\n        title: \"收件匣\"\n        BackButton \"信箱\"\n    }\n}"),
        ]
    ), lookingAt: [.backButton]) { screen, context in
        // Most screens have no back button of their own: then nothing is asked of the
        // workspace, and the findings depend on none of its facts.
        let backButtons = screen.backButtons
        guard !backButtons.isEmpty else { return }
        // With several parents the back button's title depends on the path taken.
        // Two at most: whether there is one alone is all that is asked.
        guard let name = screen.name, case let pushers = context.workspace.pushers(of: name, declaredAt: screen.indexedAs, limit: 2), pushers.count == 1,
              let parent = pushers.first, let parentTitle = parent.screen.navigationTitle else { return }
        // Written only for a finding: most back buttons say the right title.
        func related() -> [RelatedLocation] {
            parent.screen.navigationBarRange.map { range in
                [RelatedLocation(file: parent.path, range: range, message: LocalizedText(
                    "\(parent.screen.name) pushes \(name); its navigation title is \(parentTitle.quotedLiteral).",
                    "\(parent.screen.name) 推入 \(name)；它的导航栏标题是 \(parentTitle.quotedLiteral)。",
                    "\(parent.screen.name) 推入 \(name)；它的導覽列標題是 \(parentTitle.quotedLiteral)。"))]
            } ?? []
        }
        for backButton in backButtons {
            // Most back buttons say the title plainly, which is compared without decoding it.
            if let token = backButton.syntax.primaryTextToken, backButton.syntax.tree.stringToken(token, isPlainly: parentTitle) { continue }
            guard let title = backButton.primaryText, title != parentTitle, let range = backButton.primaryTextRange else { continue }
            let quoted = parentTitle.quotedLiteral
            context.report(range, LocalizedText(
                "The back button says \(title.quotedLiteral), but it leads back to \(parent.screen.name), titled \(quoted). Title it \(quoted) so people know where it goes.",
                "返回按钮显示 \(title.quotedLiteral)，但它返回的是标题为 \(quoted) 的 \(parent.screen.name)。请将其标题改为 \(quoted)，让用户知道它通往哪里。",
                "返回按鈕顯示 \(title.quotedLiteral)，但它返回的是標題為 \(quoted) 的 \(parent.screen.name)。請將其標題改為 \(quoted)，讓使用者知道它通往哪裡。"),
                fixes: [Fix(title: LocalizedText("Title it \(quoted)", "标题改为 \(quoted)", "標題改為 \(quoted)"), edits: [SourceEdit(range: range, newText: quoted)])],
                related: related())
        }
    }
}
