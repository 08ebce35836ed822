import ScreenSyntax

extension Rule {
    static let backButtonOnRoot = Rule(RuleDescription(
        id: "back-button-on-root", severity: .warning, category: .bars, guideline: "BackButton", seeds: ["000"],
        summary: LocalizedText(
            "A back button on a screen that no screen pushes, so there is nothing to go back to.",
            "没有任何页面推入的页面上有返回按钮，无处可返回。",
            "沒有任何畫面推入的畫面上有返回按鈕，無處可返回。"),
        rationale: LocalizedText(
            "The back button takes people back to the previous screen, the parent of the current level; it appears when people move to a new level of the hierarchy. A root screen has no parent, and a modal screen is left with Cancel or Done rather than a back button. If you don't need a back button, you can place a button that acts on the view's content, such as Edit, at the top left instead.",
            "返回按钮用来帮助用户回到当前层级的父层级中去；当用户到达一个新的层级时才会出现。根页面没有父层级，模态页面则用“取消”或“完成”按钮退出，而不是返回按钮。如果不需要返回按钮，也可以在左上角加上一个作用于视图内容的按钮，如编辑按钮。",
            "返回按鈕用來幫助使用者回到目前層級的父層級中去；當使用者到達一個新的層級時才會出現。根畫面沒有父層級，模態畫面則用「取消」或「完成」按鈕退出，而不是返回按鈕。如果不需要返回按鈕，也可以在左上角加上一個作用於視圖內容的按鈕，如編輯按鈕。"),
        triggering: [
            "screen Mailboxes {\n    NavigationBar {\n        title: \"Mailboxes\"\n        1️⃣BackButton2️⃣ \"Back\"\n        Button \"Edit\"\n    }\n}",
            "screen Inbox {\n    Toolbar { Button { icon: \"square.and.pencil\" presents: Compose } }\n}\n\nscreen Compose {\n    NavigationBar {\n        title: \"New Message\"\n        1️⃣BackButton2️⃣ \"Inbox\"\n    }\n}",
        ],
        nonTriggering: [
            "screen Inbox {\n    NavigationBar { title: \"Inbox\" Button \"Edit\" }\n    TableView { Cell \"Alice Chen\" { pushes: Conversation } }\n}\n\nscreen Conversation {\n    NavigationBar { title: \"Alice Chen\" BackButton \"Inbox\" }\n}",
            "screen Mailboxes {\n    NavigationBar {\n        title: \"Mailboxes\"\n        Button \"Edit\" { placement: leading }\n    }\n}",
        ],
        fix: .unsafe,
        corrections: [
            Correction(
                "screen Mailboxes {\n    NavigationBar {\n        title: \"Mailboxes\"\n        1️⃣BackButton \"Back\"\n        Button \"Edit\"\n    }\n}",
                "screen Mailboxes {\n    NavigationBar {\n        title: \"Mailboxes\"\n        Button \"Edit\"\n    }\n}"),
        ]
    ), lookingAt: [.backButton]) { screen, context in
        // The workspace is asked only about a screen that has a back button: most have none,
        // and then their findings depend on none of its facts.
        let backButtons = screen.backButtons
        guard !backButtons.isEmpty, let name = screen.name, !context.workspace.isPushed(name, declaredAt: screen.indexedAs) else { return }
        let presenters = context.workspace.links(to: name, .presents)
        let isModal = context.workspace.isModal(name, declaredAt: screen.indexedAs)
        // The words are made in the report, in the language wanted.
        func related() -> [RelatedLocation] {
            presenters.relatedPlaces { presenter in
                LocalizedText("\(presenter) presents \(name) modally here.", "\(presenter) 在此以模态方式呈现 \(name)。", "\(presenter) 在此以模態方式呈現 \(name)。")
            }
        }
        func message(_ backButton: ElementNode) -> LocalizedText {
            isModal
                ? LocalizedText(
                    "\(name) is presented modally, not pushed, so its back button has nothing to go back to. Replace \(backButton.quotedName) with a Cancel or Done button.",
                    "\(name) 以模态方式呈现，而非被推入，返回按钮无处可返回。请将 \(backButton.quotedName) 换成“取消”或“完成”按钮。",
                    "\(name) 以模態方式呈現，而非被推入，返回按鈕無處可返回。請將 \(backButton.quotedName) 換成「取消」或「完成」按鈕。")
                : LocalizedText(
                    "No screen pushes \(name), so its back button has nothing to go back to. Remove \(backButton.quotedName), or push \(name) from its parent with `pushes: \(name)`.",
                    "没有任何页面推入 \(name)，返回按钮无处可返回。请删除 \(backButton.quotedName)，或在其父页面中用 `pushes: \(name)` 推入它。",
                    "沒有任何畫面推入 \(name)，返回按鈕無處可返回。請刪除 \(backButton.quotedName)，或在其父畫面中用 `pushes: \(name)` 推入它。")
        }
        let editor = SourceEditor(screen.syntax.tree)
        for backButton in backButtons {
            context.report(backButton.nameRange, message(backButton), fixes: [Fix(title: LocalizedText("Remove the back button", "删除返回按钮", "刪除返回按鈕"), edits: [editor.removal(of: backButton.range)])], related: related())
        }
    }
}
