import ScreenSyntax

extension Rule {
    static let modalWithoutDismiss = Rule(RuleDescription(
        id: "modal-without-dismiss", severity: .warning, category: .views, guideline: "screen.presentation.modal", seeds: ["002"],
        summary: LocalizedText("A modal screen with no Cancel, Done or Close button.", "模态视图中没有“取消”“完成”或“关闭”按钮。", "模態視圖中沒有「取消」「完成」或「關閉」按鈕。"),
        rationale: LocalizedText(
            "A modal view covers the screen until the user completes a task, and users must tap a button before they can go on using the app; it provides a self-contained experience that users dismiss when they are done. The modal view for a new message, for example, has a Cancel button. Without one, users are stuck.",
            "模态视图短暂地显示与之前不同的界面，直到用户完成某项操作；它迫使用户点击按钮之后才能继续使用程序，提供的独立体验可让用户在完成时将其关闭。例如短信程序的模态视图包括了取消按钮。没有这样的按钮，用户就无法离开。",
            "模態視圖短暫地顯示與之前不同的畫面，直到使用者完成某項操作；它迫使使用者點按按鈕之後才能繼續使用程式，提供的獨立體驗可讓使用者在完成時將其關閉。例如簡訊程式的模態視圖包括了取消按鈕。沒有這樣的按鈕，使用者就無法離開。"),
        triggering: [
            "screen Inbox {\n    NavigationBar { title: \"Inbox\" Button { systemItem: compose presents: Compose } }\n}\n\nscreen 1️⃣Compose2️⃣ {\n    NavigationBar { title: \"New Message\" Button \"Send\" { style: bordered } }\n    TextField { placeholder: \"To\" content: email keyboard: emailAddress }\n    TextView\n}",
            // An alert's Cancel closes the alert, not the modal screen under it.
            "screen 1️⃣NewEvent2️⃣ {\n    presentation: modal\n    NavigationBar { title: \"新建日程\" Button \"添加\" }\n    Alert \"无法保存日程\" { Button \"取消\" { role: cancel } Button \"重试\" }\n}",
        ],
        nonTriggering: [
            "screen Inbox {\n    NavigationBar { title: \"Inbox\" Button { systemItem: compose presents: Compose } }\n}\n\nscreen Compose {\n    NavigationBar {\n        title: \"New Message\"\n        Button \"Cancel\" { role: cancel placement: leading }\n        Button \"Send\"\n    }\n    TextView\n}",
            "screen NewEvent {\n    presentation: modal\n    NavigationBar { title: \"新建日程\" Button \"完成\" }\n}\n\nscreen Filter {\n    presentation: modal\n    NavigationBar { title: \"Filter\" Button { systemItem: done } }\n}",
            // A pushed screen leaves through its back button.
            "screen Inbox {\n    TableView { Cell \"Alice Chen\" { pushes: Conversation } }\n}\n\nscreen Conversation {\n    NavigationBar { title: \"Alice Chen\" BackButton \"Inbox\" }\n}",
        ]
    )) { screen, context in
        guard let name = screen.name, context.workspace.isModal(name, declaredAt: screen.indexedAs),
              !screen.elements.contains(where: offersDismissal) else { return }
        // The presenters come from the index's incoming links, not a walk over every screen,
        // so that a workspace of many modal screens is checked in linear time. They are read
        // only for a finding that is shown: one past the limit is only counted, in a check
        // that notes no reading (`RuleContext.countsOnly`).
        let workspace = context.workspace
        context.report(screen.syntax.headRange, LocalizedText(
            "The modal screen \(name) has no way out; add a Cancel or Done button (role: cancel or style: done), usually in its navigation bar, so users can dismiss it.",
            "模态页面 \(name) 无法关闭；请添加“取消”或“完成”按钮（role: cancel 或 style: done），通常放在导航栏中，让用户可以关闭它。",
            "模態畫面 \(name) 無法關閉；請加入「取消」或「完成」按鈕（role: cancel 或 style: done），通常放在導覽列中，讓使用者可以關閉它。"),
            related: workspace.links(to: name, .presents).relatedPlaces { presenter in
                LocalizedText("\(presenter) presents \(name) here.", "\(presenter) 在此呈现 \(name)。", "\(presenter) 在此呈現 \(name)。")
            })
    }

    /// Whether the element is, or holds, a button that dismisses the screen. Buttons of an
    /// alert or action sheet only dismiss that alert or sheet.
    private static func offersDismissal(_ element: ElementNode) -> Bool {
        if element.is(.alert) || element.is(.actionSheet) { return false }
        if element.is(.button), isDismissButton(element) { return true }
        return element.children.contains(where: offersDismissal)
    }

    private static func isDismissButton(_ button: ElementNode) -> Bool {
        if button.identifier("role", is: "cancel") || button.identifier("style", is: "done") { return true }
        if button.identifier("systemItem", is: "cancel") || button.identifier("systemItem", is: "done") { return true }
        return button.hasBareTitle(in: dismissTitles)
    }

    /// Button titles that say the button leaves the screen, compared after `bareTitle`.
    private static let dismissTitles: Set<String> = ["cancel", "done", "close", "dismiss", "取消", "完成", "关闭", "關閉"]
}
