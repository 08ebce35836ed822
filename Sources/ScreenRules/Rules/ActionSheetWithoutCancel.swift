import ScreenSyntax

extension Rule {
    static let actionSheetWithoutCancel = Rule(RuleDescription(
        id: "action-sheet-without-cancel", severity: .warning, category: .views, guideline: "ActionSheet", seeds: ["002"],
        summary: LocalizedText(
            "An action sheet on iPhone with no Cancel button.",
            "iPhone 上的操作表没有“取消”按钮。",
            "iPhone 上的動作表沒有「取消」按鈕。"),
        rationale: LocalizedText(
            "An action sheet appears as the result of something the user did, and often gets confirmation before a potentially dangerous task: tapping the Trash button brings up a sheet to delete the message or cancel the deletion (002 §1.6.1, the use of action sheets). Without a Cancel button, a user who opened it by accident has no way back but to choose one of its actions. On iPad the sheet is a popover that closes with a tap outside it, so the rule looks at iPhone screens only.",
            "操作表是用户操作的结果，常用于在完成具有潜在危险的任务之前获取确认：点击工具栏上的垃圾箱按钮，通过操作表删除邮件或者取消删除（002 §1.6.1，操作表的应用）。没有“取消”按钮，误触打开操作表的用户只能从其中的操作里选一个。iPad 上的操作表是弹出框，点击外面即可关闭，所以本规则只检查 iPhone 页面。",
            "動作表是使用者動作的結果，常用於在完成具有潛在危險的工作之前取得確認：點按工具列上的垃圾桶按鈕，透過動作表刪除郵件或取消刪除（002 §1.6.1，動作表的應用）。沒有「取消」按鈕，誤觸叫出動作表的使用者只能從其中的動作選一個。iPad 上的動作表是浮動視窗，點按外面即可關閉，所以本規則只檢查 iPhone 畫面。"),
        triggering: [
            "screen Message {\n    Toolbar { Button { systemItem: trash } }\n    1️⃣ActionSheet2️⃣ { Button \"Delete Message\" { role: destructive } }\n}",
            "screen Photo {\n    1️⃣ActionSheet2️⃣ \"傳送照片\" { Button \"郵件\" Button \"訊息\" }\n}",
        ],
        nonTriggering: [
            "screen Message {\n    ActionSheet { Button \"Delete Message\" { role: destructive } Button \"Cancel\" { role: cancel } }\n}",
            "screen Photo {\n    ActionSheet \"发送照片\" { Button \"邮件\" Button \"取消\" }\n}",
            "screen Photo {\n    device: ipad\n    ActionSheet { Button \"Email Photo\" Button \"Print\" }\n}",
            // A sheet with no buttons yet is still being written.
            "screen Photo {\n    ActionSheet \"Send Photo\"\n}",
        ]
    ), lookingAt: [.actionSheet]) { screen, context in
        guard screen.isPhone else { return }
        for sheet in screen.elements(.actionSheet) {
            let buttons = Array(sheet.children(.button))
            guard !buttons.isEmpty, !buttons.contains(where: \.isCancelButton) else { continue }
            context.report(sheet.nameRange, LocalizedText(
                "This action sheet has no Cancel button, so users who opened it by accident must pick one of its actions; add Button \"Cancel\" { role: cancel } as its last button.",
                "这个操作表没有“取消”按钮，误触打开它的用户只能选择其中一个操作；请在最后加上 Button \"取消\" { role: cancel }。",
                "這個動作表沒有「取消」按鈕，誤觸叫出它的使用者只能選擇其中一個動作；請在最後加上 Button \"取消\" { role: cancel }。"))
        }
    }
}
