import ScreenSyntax

extension Rule {
    static let alertCancelPosition = Rule(RuleDescription(
        id: "alert-cancel-position", severity: .hint, category: .views, guideline: "Button.role.cancel", seeds: ["002"],
        summary: LocalizedText(
            "A two-button alert whose Cancel button is on the wrong side: it belongs on the right when the other action is destructive, on the left otherwise.",
            "两个按钮的警示框中，“取消”按钮放错了一侧：另一个操作具有破坏性时，“取消”应在右边；否则应在左边。",
            "兩個按鈕的警示框中，「取消」按鈕放錯了一側：另一個動作具有破壞性時，「取消」應在右邊；否則應在左邊。"),
        rationale: LocalizedText(
            "Users sometimes tap without reading an alert, so the right-hand button is the default choice. When the other action is potentially dangerous, put Cancel on the right, so that the default avoids the dangerous command; when it is not, put Cancel on the left, so that the default performs the most common action. (002 §1.5, the design of alerts.) The buttons of an alert are listed left to right.",
            "用户有时不仔细阅读警示框就进行操作，所以右边的按钮是默认选项。另一个操作具有潜在危险时，“取消”按钮应该在右边，这样默认选项就能避免执行危险的命令；操作没有危险时，“取消”按钮应该在左边，让默认选项执行最常用的操作。（002 §1.5，警示框的设计。）警示框的按钮按从左到右的顺序列出。",
            "使用者有時不仔細閱讀警示框就直接點按，所以右邊的按鈕是預設選項。另一個動作具有潛在危險時，「取消」按鈕應該在右邊，讓預設選項避開危險的指令；動作沒有危險時，「取消」按鈕應該在左邊，讓預設選項執行最常用的動作。（002 §1.5，警示框的設計。）警示框的按鈕依從左到右的順序列出。"),
        triggering: [
            "screen Contact {\n    Alert \"Delete Contact?\" {\n        1️⃣Button2️⃣ \"Cancel\" { role: cancel }\n        Button \"Delete\" { role: destructive }\n    }\n}",
            "screen Upload {\n    Alert \"無法上傳照片\" { Button \"重試\" 1️⃣Button2️⃣ \"取消\" }\n}",
        ],
        nonTriggering: [
            "screen Contact {\n    Alert \"Delete Contact?\" {\n        Button \"Delete\" { role: destructive }\n        Button \"Cancel\" { role: cancel }\n    }\n}",
            "screen Upload {\n    Alert \"无法上传照片\" { Button \"取消\" { role: cancel } Button \"重试\" }\n}",
            // Only a choice between two buttons has a left and a right; one button, or three, do not.
            "screen Upload {\n    Alert \"Upload Failed\" { Button \"Cancel\" { role: cancel } }\n    Alert \"Save Changes?\" { Button \"Save\" Button \"Discard\" { role: destructive } Button \"Cancel\" { role: cancel } }\n}",
            // Action sheets stack their buttons; the rule is about alerts.
            "screen Lists {\n    ActionSheet { Button \"Cancel\" { role: cancel } Button \"Share\" }\n}",
        ],
        fix: .safe,
        corrections: [
            Correction(
                "screen Contact {\n    Alert \"Delete Contact?\" {\n        1️⃣Button \"Cancel\" { role: cancel }\n        Button \"Delete\" { role: destructive }\n    }\n}",
                "screen Contact {\n    Alert \"Delete Contact?\" {\n        Button \"Delete\" { role: destructive }\n        Button \"Cancel\" { role: cancel }\n    }\n}"),
            Correction(
                "screen Upload {\n    Alert \"無法上傳照片\" { Button \"重試\" 1️⃣Button \"取消\" }\n}",
                "screen Upload {\n    Alert \"無法上傳照片\" { Button \"取消\" Button \"重試\" }\n}"),
        ]
    )) { screen, context in
        for alert in screen.elements(named: "Alert") {
            let buttons = Array(alert.children(named: "Button"))
            guard buttons.count == 2 else { continue }
            let cancels = buttons.filter(\.isCancelButton)
            guard cancels.count == 1, let cancel = cancels.first, let other = buttons.first(where: { $0 !== cancel }) else { continue }
            let belongsRight = other.isDestructiveButton
            guard (cancel === buttons[0]) == belongsRight else { continue }
            let title = LocalizedText.quotedTitle(cancel.primaryText)
            let message = belongsRight
                ? LocalizedText(
                    "The other action of this alert is destructive, so its Cancel button\(title.english) belongs on the right, where the default choice keeps users from carrying out the dangerous command by accident; move it after the other button.",
                    "这个警示框的另一个操作具有破坏性，所以“取消”按钮\(title.simplifiedChinese)应该放在右边：右边是默认选项，可以避免用户误执行危险的命令。请把它移到另一个按钮之后。",
                    "這個警示框的另一個動作具有破壞性，所以「取消」按鈕\(title.traditionalChinese)應該放在右邊：右邊是預設選項，可以避免使用者誤執行危險的指令。請把它移到另一個按鈕之後。")
                : LocalizedText(
                    "The other action of this alert is not destructive, so its Cancel button\(title.english) belongs on the left, leaving the right-hand default to the most common action; move it before the other button.",
                    "这个警示框的另一个操作没有危险，所以“取消”按钮\(title.simplifiedChinese)应该放在左边，把右边的默认选项留给最常用的操作。请把它移到另一个按钮之前。",
                    "這個警示框的另一個動作沒有危險，所以「取消」按鈕\(title.traditionalChinese)應該放在左邊，把右邊的預設選項留給最常用的動作。請把它移到另一個按鈕之前。")
            let editor = SourceEditor(alert.syntax.tree)
            let edits = editor.move(buttons[1], before: buttons[0])
            let fix = Fix(
                title: belongsRight
                    ? LocalizedText("Move Cancel to the right", "将“取消”移到右边", "將「取消」移到右邊")
                    : LocalizedText("Move Cancel to the left", "将“取消”移到左边", "將「取消」移到左邊"),
                edits: edits)
            context.report(cancel.nameRange, message, fixes: editor.keepsComments(edits) ? [fix] : [], related: [RelatedLocation(file: context.path, range: other.nameRange, message: belongsRight
                ? LocalizedText("The destructive action.", "具有破坏性的操作。", "具有破壞性的動作。")
                : LocalizedText("The other action.", "另一个操作。", "另一個動作。"))])
        }
    }
}
