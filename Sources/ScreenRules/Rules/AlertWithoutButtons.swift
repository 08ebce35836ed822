import ScreenSyntax

extension Rule {
    static let alertWithoutButtons = Rule(RuleDescription(
        id: "alert-without-buttons", severity: .warning, category: .views, guideline: "Alert", seeds: ["002"],
        summary: LocalizedText(
            "An alert with no button, which users cannot dismiss.",
            "没有按钮的警示框，用户无法关闭它。",
            "沒有按鈕的警示框，使用者無法關閉它。"),
        rationale: LocalizedText(
            "An alert stops the app until users tap one of its buttons, and it should give them a way to deal with what it reports: usually two buttons, one that carries out the command and one (usually Cancel) that does not (002 §1.4 and §1.5, the use and design of alerts). An alert with no button never goes away.",
            "警示框会打断程序，直到用户点击它的某个按钮；它应该给用户处理所提示问题的方法：通常是两个按钮，一个执行命令，另一个（通常是“取消”）不执行（002 §1.4 与 §1.5，警示框的应用与设计）。没有按钮的警示框永远无法关闭。",
            "警示框會中斷 App，直到使用者點按它的某個按鈕；它應該提供使用者處理所提示問題的方法：通常是兩個按鈕，一個執行指令，另一個（通常是「取消」）不執行（002 §1.4 與 §1.5，警示框的應用與設計）。沒有按鈕的警示框永遠無法關閉。"),
        triggering: [
            "screen Sync {\n    1️⃣Alert2️⃣ \"Sync Paused\" { message: \"Connect to Wi-Fi to sync your photos.\" }\n}",
            "screen Sync {\n    1️⃣Alert2️⃣ \"同步已暫停\"\n}",
        ],
        nonTriggering: [
            "screen Sync {\n    Alert \"Sync Paused\" { message: \"Connect to Wi-Fi to sync your photos.\" Button \"OK\" }\n}",
            "screen Sync {\n    Alert \"同步已暂停\" { Button \"取消\" { role: cancel } Button \"设置\" }\n}",
        ]
    ), lookingAt: [.alert]) { screen, context in
        for alert in screen.elements(.alert) where !alert.children.contains(where: { $0.is(.button) }) {
            context.report(alert.nameRange, LocalizedText(
                "This alert has no button, so users cannot dismiss it; give it a button that closes it (such as OK), and usually a second one that acts.",
                "这个警示框没有按钮，用户无法关闭它；请加上一个关闭它的按钮（如“好”），通常再加一个执行操作的按钮。",
                "這個警示框沒有按鈕，使用者無法關閉它；請加上一個關閉它的按鈕（如「好」），通常再加一個執行動作的按鈕。"))
        }
    }
}
