import ScreenSyntax

extension Rule {
    static let alertDestructiveWithoutCancel = Rule(RuleDescription(
        id: "alert-destructive-without-cancel", severity: .warning, category: .views, guideline: "Button.role.cancel", seeds: ["002"],
        summary: LocalizedText(
            "An alert whose every button is destructive, with no Cancel button.",
            "警示框的按钮全是破坏性的，没有“取消”按钮。",
            "警示框的按鈕全是破壞性的，沒有「取消」按鈕。"),
        rationale: LocalizedText(
            "An alert about a potential danger gives users two buttons, to accept it or reject it: dismiss the alert and carry out the command, or dismiss it without carrying out the command, usually with a Cancel button (002 §1.4, the use of alerts). Without Cancel, every way out of the alert performs the destructive action.",
            "提示潜在危险的警示框应给用户两个按钮，接受或者拒绝潜在的危险：关闭警示框并执行命令，或者关闭警示框并不执行命令，通常为“取消”按钮（002 §1.4，警示框的应用）。没有“取消”，离开警示框的每条路都会执行破坏性操作。",
            "提示潛在危險的警示框應提供使用者兩個按鈕，接受或拒絕潛在的危險：關閉警示框並執行指令，或關閉警示框而不執行指令，通常為「取消」按鈕（002 §1.4，警示框的應用）。沒有「取消」，離開警示框的每個選項都會執行破壞性動作。"),
        triggering: [
            "screen Contact {\n    1️⃣Alert2️⃣ \"Delete Contact?\" { Button \"Delete\" { role: destructive } }\n}",
            "screen Drafts {\n    1️⃣Alert2️⃣ \"要刪除照片嗎？\" { Button \"刪除這張\" { role: destructive } Button \"刪除全部\" { role: destructive } }\n}",
        ],
        nonTriggering: [
            "screen Contact {\n    Alert \"Delete Contact?\" { Button \"Delete\" { role: destructive } Button \"Cancel\" { role: cancel } }\n}",
            "screen Drafts {\n    Alert \"要舍弃草稿吗？\" { Button \"取消\" Button \"舍弃\" { role: destructive } }\n}",
            "screen Sync {\n    Alert \"Sync Paused\" { Button \"OK\" }\n}",
            // A button that keeps the draft is a way out that destroys nothing.
            "screen Drafts {\n    Alert \"Discard Draft?\" { Button \"Discard\" { role: destructive } Button \"Save Draft\" }\n}",
        ]
    ), lookingAt: [.alert]) { screen, context in
        for alert in screen.elements(.alert) {
            let buttons = Array(alert.children(.button))
            let destructive = buttons.filter(\.isDestructiveButton)
            guard !destructive.isEmpty, destructive.count == buttons.count else { continue }
            let path = context.path
            context.report(alert.nameRange, LocalizedText(
                "This alert offers the destructive action \(LocalizedText.quotedTitles(of: destructive).english) with no way to decline it; add Button \"Cancel\" { role: cancel }.",
                "这个警示框提供了破坏性操作\(LocalizedText.quotedTitles(of: destructive).simplifiedChinese)，却没有拒绝的办法；请加上 Button \"取消\" { role: cancel }。",
                "這個警示框提供了破壞性動作\(LocalizedText.quotedTitles(of: destructive).traditionalChinese)，卻沒有拒絕的方法；請加上 Button \"取消\" { role: cancel }。"),
                related: destructive.map { RelatedLocation(file: path, range: $0.nameRange, message: LocalizedText("The destructive button.", "破坏性按钮。", "破壞性按鈕。")) })
        }
    }
}
