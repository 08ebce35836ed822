import ScreenSyntax

extension Rule {
    static let alertCancelPosition = Rule(RuleDescription(
        id: "alert-cancel-position", severity: .hint, category: .views, guideline: "Button.role.cancel", seeds: ["002"],
        summary: LocalizedText(
            "A two-button alert whose Cancel button is on the wrong side: on the right of an action that is not destructive.",
            "两个按钮的警示框中，“取消”按钮放错了一侧：另一个操作没有破坏性，“取消”却在右边。",
            "兩個按鈕的警示框中，「取消」按鈕放錯了一側：另一個動作沒有破壞性，「取消」卻在右邊。"),
        rationale: LocalizedText(
            "Users sometimes tap without reading an alert, so the right-hand button is the default choice. When the action is not dangerous, put Cancel on the left, so that the default performs the most common action (002 §1.5, the design of alerts). The same text puts Cancel on the right of a dangerous action, so that the default avoids it; iOS since iOS 7 puts Cancel on the left of every two-button alert instead, so that half is checked only with the option `cancelRightOfDestructive` set to 1. The buttons of an alert are listed left to right.",
            "用户有时不仔细阅读警示框就进行操作，所以右边的按钮是默认选项。操作没有危险时，“取消”按钮应该在左边，让默认选项执行最常用的操作（002 §1.5，警示框的设计）。同一段文字还要求操作有潜在危险时把“取消”放在右边，让默认选项避开危险；而 iOS 7 以来的 iOS 在所有两个按钮的警示框中都把“取消”放在左边，所以这一半只在选项 `cancelRightOfDestructive` 设为 1 时才检查。警示框的按钮按从左到右的顺序列出。",
            "使用者有時不仔細閱讀警示框就直接點按，所以右邊的按鈕是預設選項。動作沒有危險時，「取消」按鈕應該在左邊，讓預設選項執行最常用的動作（002 §1.5，警示框的設計）。同一段文字還要求動作有潛在危險時把「取消」放在右邊，讓預設選項避開危險；而 iOS 7 以來的 iOS 在所有兩個按鈕的警示框中都把「取消」放在左邊，所以這一半只在選項 `cancelRightOfDestructive` 設為 1 時才檢查。警示框的按鈕依從左到右的順序列出。"),
        triggering: [
            "screen Upload {\n    Alert \"無法上傳照片\" { Button \"重試\" 1️⃣Button2️⃣ \"取消\" }\n}",
            "screen Drafts {\n    Alert \"Save this draft?\" {\n        Button \"Save\"\n        1️⃣Button2️⃣ \"Cancel\" { role: cancel }\n    }\n}",
        ],
        nonTriggering: [
            "screen Upload {\n    Alert \"无法上传照片\" { Button \"取消\" { role: cancel } Button \"重试\" }\n}",
            // A destructive action: iOS puts Cancel on the left, seed 002 on the right; either passes by default.
            "screen Contact {\n    Alert \"Delete Contact?\" { Button \"Cancel\" { role: cancel } Button \"Delete\" { role: destructive } }\n    Alert \"Delete Photo?\" { Button \"Delete\" { role: destructive } Button \"Cancel\" { role: cancel } }\n}",
            // Only a choice between two buttons has a left and a right; one button, or three, do not.
            "screen Upload {\n    Alert \"Upload Failed\" { Button \"Cancel\" { role: cancel } }\n    Alert \"Save Changes?\" { Button \"Save\" Button \"Discard\" { role: destructive } Button \"Cancel\" { role: cancel } }\n}",
            // Action sheets stack their buttons; the rule is about alerts.
            "screen Lists {\n    ActionSheet { Button \"Share\" Button \"Cancel\" { role: cancel } }\n}",
        ],
        options: [
            RuleOption("cancelRightOfDestructive", default: 0, range: 0...1, LocalizedText(
                "1 also reports a Cancel button on the left of a destructive action, as seed 002 §1.5 asks (Cancel on the right, so that the default avoids the danger); 0, the default, follows iOS since iOS 7, which puts Cancel on the left of every two-button alert.",
                "设为 1 时，还会报告破坏性操作左边的“取消”按钮，如指南原文 002 §1.5 所要求（“取消”在右边，让默认选项避开危险）；默认值 0 遵循 iOS 7 以来的 iOS，它在所有两个按钮的警示框中都把“取消”放在左边。",
                "設為 1 時，還會回報破壞性動作左邊的「取消」按鈕，如指南原文 002 §1.5 所要求（「取消」在右邊，讓預設選項避開危險）；預設值 0 依循 iOS 7 以來的 iOS，它在所有兩個按鈕的警示框中都把「取消」放在左邊。")),
        ],
        fix: .safe,
        corrections: [
            Correction(
                "screen Upload {\n    Alert \"無法上傳照片\" { Button \"重試\" 1️⃣Button \"取消\" }\n}",
                "screen Upload {\n    Alert \"無法上傳照片\" { Button \"取消\" Button \"重試\" }\n}"),
            Correction(
                "screen Drafts {\n    Alert \"Save this draft?\" {\n        Button \"Save\" // keeps it\n        1️⃣Button \"Cancel\" { role: cancel }\n    }\n}",
                "screen Drafts {\n    Alert \"Save this draft?\" {\n        Button \"Cancel\" { role: cancel }\n        Button \"Save\" // keeps it\n    }\n}"),
        ]
    ), lookingAt: [.alert]) { screen, context in
        let checksDestructive = context.wholeOption("cancelRightOfDestructive") == 1
        for alert in screen.elements(.alert) {
            let buttons = Array(alert.children(.button))
            guard buttons.count == 2 else { continue }
            let cancels = buttons.filter(\.isCancelButton)
            guard cancels.count == 1, let cancel = cancels.first, let other = buttons.first(where: { $0 !== cancel }) else { continue }
            let belongsRight = other.isDestructiveButton
            if belongsRight && !checksDestructive { continue }
            guard (cancel === buttons[0]) == belongsRight else { continue }
            // The words are made in the report, in the language wanted.
            func message() -> LocalizedText {
                let title = LocalizedText.quotedTitle(cancel.primaryText)
                return belongsRight
                    ? LocalizedText(
                        "The other action of this alert is destructive, so its Cancel button\(title.english) belongs on the right, where the default choice keeps users from carrying out the dangerous command by accident; move it after the other button.",
                        "这个警示框的另一个操作具有破坏性，所以“取消”按钮\(title.simplifiedChinese)应该放在右边：右边是默认选项，可以避免用户误执行危险的命令。请把它移到另一个按钮之后。",
                        "這個警示框的另一個動作具有破壞性，所以「取消」按鈕\(title.traditionalChinese)應該放在右邊：右邊是預設選項，可以避免使用者誤執行危險的指令。請把它移到另一個按鈕之後。")
                    : LocalizedText(
                        "The other action of this alert is not destructive, so its Cancel button\(title.english) belongs on the left, leaving the right-hand default to the most common action; move it before the other button.",
                        "这个警示框的另一个操作没有危险，所以“取消”按钮\(title.simplifiedChinese)应该放在左边，把右边的默认选项留给最常用的操作。请把它移到另一个按钮之前。",
                        "這個警示框的另一個動作沒有危險，所以「取消」按鈕\(title.traditionalChinese)應該放在左邊，把右邊的預設選項留給最常用的動作。請把它移到另一個按鈕之前。")
            }
            let editor = SourceEditor(alert.syntax.tree)
            let edits = editor.move(buttons[1], before: buttons[0])
            let path = context.path
            context.report(cancel.nameRange, message(), fixes: editor.keepsComments(edits) ? [Fix(
                title: belongsRight
                    ? LocalizedText("Move Cancel to the right", "将“取消”移到右边", "將「取消」移到右邊")
                    : LocalizedText("Move Cancel to the left", "将“取消”移到左边", "將「取消」移到左邊"),
                edits: edits)] : [], related: [RelatedLocation(file: path, range: other.nameRange, message: belongsRight
                ? LocalizedText("The destructive action.", "具有破坏性的操作。", "具有破壞性的動作。")
                : LocalizedText("The other action.", "另一个操作。", "另一個動作。"))])
        }
    }
}
