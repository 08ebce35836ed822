import ScreenSyntax

extension Rule {
    static let alertTooManyButtons = Rule(RuleDescription(
        id: "alert-too-many-buttons", severity: .hint, category: .views, guideline: "Alert", seeds: ["002"],
        summary: LocalizedText("An alert with more than two buttons.", "警示框上的按钮多于两个。", "警示框上的按鈕多於兩個。"),
        rationale: LocalizedText(
            "Choosing between two options is easiest for users, so two buttons are best in an alert: one carries out the command, the other (usually Cancel) dismisses the alert without it. To offer several ways to complete a task, use an action sheet.",
            "对于用户而言，在两者之间做出选择是最容易的，警示框上的按钮数目最好也是两个：关闭警示框并执行命令，或者关闭警示框并不执行命令（通常为“取消”按钮）。若要提供完成任务的多个可选方式，请使用操作表。",
            "對於使用者而言，在兩者之間做出選擇是最容易的，警示框上的按鈕數目最好也是兩個：關閉警示框並執行命令，或者關閉警示框並不執行命令（通常為「取消」按鈕）。若要提供完成任務的多個可選方式，請使用動作表。"),
        triggering: [
            "screen Drafts {\n    NavigationBar { title: \"Drafts\" }\n    1️⃣Alert2️⃣ \"Save this draft?\" {\n        message: \"You can finish it later from Drafts.\"\n        Button \"Save\"\n        Button \"Discard\" { role: destructive }\n        Button \"Cancel\" { role: cancel }\n    }\n}",
            "screen Settings {\n    NavigationBar { title: \"设置\" }\n    1️⃣Alert2️⃣ \"无法连接到服务器\" {\n        Button \"重试\"\n        Button \"离线使用\"\n        Button \"查看帮助\"\n        Button \"取消\" { role: cancel }\n    }\n}",
        ],
        nonTriggering: [
            "screen Drafts {\n    NavigationBar { title: \"Drafts\" }\n    Alert \"Delete this draft?\" {\n        message: \"This cannot be undone.\"\n        Button \"Cancel\" { role: cancel }\n        Button \"Delete\" { role: destructive }\n    }\n}",
            // Several choices belong in an action sheet, which takes any number of buttons.
            "screen Photo {\n    ActionSheet {\n        Button \"Email Photo\"\n        Button \"Send as Message\"\n        Button \"Assign to Contact\"\n        Button \"Cancel\" { role: cancel }\n    }\n}",
        ],
        options: [
            RuleOption("maxButtons", default: 2, LocalizedText(
                "The most buttons an alert may have; the guidelines call two best.",
                "警示框最多可以有的按钮数；指南认为两个最好。",
                "警示框最多可以有的按鈕數；指南認為兩個最好。")),
        ]
    ), lookingAt: [.alert]) { screen, context in
        let limit = context.wholeOption("maxButtons")
        for alert in screen.elements(.alert) {
            let count = alert.children(.button).count
            guard count > limit else { continue }
            context.report(alert.nameRange, LocalizedText(
                "This alert has \(count) buttons; keep it to \(limit) (usually the action and Cancel), or offer the choices in an ActionSheet.",
                "此警示框有 \(count) 个按钮；请保留 \(limit) 个（通常是执行操作和“取消”），或改用 ActionSheet（操作表）提供这些选项。",
                "此警示框有 \(count) 個按鈕；請保留 \(limit) 個（通常是執行操作和「取消」），或改用 ActionSheet（動作表）提供這些選項。"))
        }
    }
}
