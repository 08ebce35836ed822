import ScreenSyntax

extension Rule {
    static let actionSheetCancelNotLast = Rule(RuleDescription(
        id: "action-sheet-cancel-not-last", severity: .warning, category: .views, guideline: "Button.role.destructive", seeds: ["002"],
        summary: LocalizedText(
            "An action sheet whose Cancel button is not at the bottom.",
            "操作表中的“取消”按钮不在底部。",
            "動作表中的「取消」按鈕不在底部。"),
        rationale: LocalizedText(
            "Users sometimes bring up an action sheet by accident while reaching for the Home button, so the bottom of the sheet is where stray taps land: a dangerous button there makes a mistaken tap more likely (002 §1.6.2, the design of action sheets). The bottom belongs to the button that does nothing, Cancel, with the destructive button at the top.",
            "用户有时在试图点击 Home 按钮时意外触发操作表，所以操作表底部最容易被误触：把危险的按钮放在底部会增加误操作的概率（002 §1.6.2，操作表的设计）。底部应留给什么也不做的“取消”按钮，破坏性按钮放在顶部。",
            "使用者有時在想按 Home 按鈕時意外叫出動作表，所以動作表底部最容易被誤觸：把危險的按鈕放在底部會增加誤觸的機率（002 §1.6.2，動作表的設計）。底部應留給什麼也不做的「取消」按鈕，破壞性按鈕則放在頂部。"),
        triggering: [
            "screen Photo {\n    ActionSheet {\n        1️⃣Button2️⃣ \"Cancel\" { role: cancel }\n        Button \"Email Photo\"\n        Button \"Print\"\n    }\n}",
            "screen Lists {\n    ActionSheet \"购物清单\" { Button \"分享\" 1️⃣Button2️⃣ \"取消\" Button \"复制\" }\n}",
        ],
        nonTriggering: [
            "screen Photo {\n    ActionSheet {\n        Button \"Delete Photo\" { role: destructive }\n        Button \"Email Photo\"\n        Button \"Cancel\" { role: cancel }\n    }\n}",
            // A destructive button below Cancel is action-sheet-destructive-not-first's finding, whose fix puts both right.
            "screen Lists {\n    ActionSheet { Button \"取消\" { role: cancel } Button \"刪除所有清單\" { role: destructive } }\n}",
            // Alerts place their buttons side by side; the rule is about action sheets.
            "screen Contact {\n    Alert \"Delete Contact?\" { Button \"Cancel\" { role: cancel } Button \"Keep\" }\n}",
        ],
        fix: .safe,
        corrections: [
            Correction(
                "screen Photo {\n    ActionSheet {\n        1️⃣Button \"Cancel\" { role: cancel }\n        Button \"Email Photo\" // the usual choice\n        Button \"Print\"\n    }\n}",
                "screen Photo {\n    ActionSheet {\n        Button \"Email Photo\" // the usual choice\n        Button \"Print\"\n        Button \"Cancel\" { role: cancel }\n    }\n}"),
            Correction(
                "screen Lists {\n    ActionSheet \"购物清单\" { Button \"分享\" 1️⃣Button \"取消\" Button \"复制\" }\n}",
                "screen Lists {\n    ActionSheet \"购物清单\" { Button \"分享\" Button \"复制\" Button \"取消\" }\n}"),
        ]
    ), lookingAt: [.actionSheet]) { screen, context in
        for sheet in screen.elements(.actionSheet) {
            let buttons = Array(sheet.children(.button))
            let cancels = buttons.filter(\.isCancelButton)
            guard cancels.count == 1, let cancel = cancels.first, let index = buttons.firstIndex(where: { $0 === cancel }),
                  index < buttons.count - 1 else { continue }
            let below = buttons[(index + 1)...]
            // A destructive button that is not first is already reported, and moving it to the
            // top puts Cancel last as well.
            if below.allSatisfy({ $0.isDestructiveButton }), buttons.first?.isDestructiveButton == false { continue }
            // The buttons below Cancel move above it, in their order: one insertion, each with
            // its trailing comment.
            let editor = SourceEditor(sheet.syntax.tree)
            var inserted = ""
            var removals: [SourceEdit] = []
            for button in below {
                let edits = editor.move(button, before: cancel)
                inserted += edits[0].newText
                removals.append(edits[1])
            }
            let insertion = SourceEdit(range: cancel.range.lowerBound..<cancel.range.lowerBound, newText: inserted)
            let edits = [insertion] + removals
            let title = LocalizedText.quotedTitle(cancel.primaryText)
            context.report(cancel.nameRange, LocalizedText(
                "The Cancel button\(title.english) should be the last button of the action sheet, at the bottom where accidental taps land; move it below \(LocalizedText.quotedTitles(of: Array(below)).english).",
                "“取消”按钮\(title.simplifiedChinese)应该是操作表的最后一个按钮：底部最容易被误触。请把它移到\(LocalizedText.quotedTitles(of: Array(below)).simplifiedChinese)下方。",
                "「取消」按鈕\(title.traditionalChinese)應該是動作表的最後一個按鈕：底部最容易被誤觸。請把它移到\(LocalizedText.quotedTitles(of: Array(below)).traditionalChinese)下方。"),
                fixes: editor.keepsComments(edits) ? [Fix(title: LocalizedText("Move Cancel to the bottom", "将“取消”移到底部", "將「取消」移到底部"), edits: edits)] : [])
        }
    }
}
