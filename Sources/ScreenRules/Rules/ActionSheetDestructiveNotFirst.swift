import ScreenSyntax

extension Rule {
    static let actionSheetDestructiveNotFirst = Rule(RuleDescription(
        id: "action-sheet-destructive-not-first", severity: .warning, category: .views, guideline: "Button.role.destructive", seeds: ["002"],
        summary: LocalizedText("An action sheet whose destructive button is not at the top.", "操作表中的破坏性按钮不在顶部。", "動作表中的破壞性按鈕不在頂部。"),
        rationale: LocalizedText(
            "If an action is potentially dangerous, use a red button and put it at the top of the action sheet, where buttons are most visible. Users sometimes bring up an action sheet by accident while trying to press the Home button; a dangerous button at the bottom makes a mistaken tap more likely.",
            "如果操作具有潜在的危险，应该使用红色的按钮提醒用户，而且要将这样的按钮放在操作表的顶部：顶部的按钮，视觉更明显。有时用户在试图点击“Home”按钮时，意外地触发了操作表，将有危险性的按钮放在底部会增加误操作的概率。",
            "如果操作具有潛在的危險，應該使用紅色的按鈕提醒使用者，而且要將這樣的按鈕放在動作表的頂部：頂部的按鈕，視覺更明顯。有時使用者在試圖點按「Home」按鈕時，意外地觸發了動作表，將有危險性的按鈕放在底部會增加誤操作的機率。"),
        triggering: [
            "screen Message {\n    NavigationBar { title: \"Inbox\" }\n    ActionSheet {\n        Button \"Move to Junk\"\n        1️⃣Button2️⃣ \"Delete Message\" { role: destructive }\n        Button \"Cancel\" { role: cancel }\n    }\n}",
            "screen Lists {\n    ActionSheet \"购物清单\" { Button \"分享\" Button \"取消\" { role: cancel } 1️⃣Button2️⃣ \"删除所有清单\" { role: destructive } }\n}",
        ],
        nonTriggering: [
            "screen Message {\n    ActionSheet {\n        Button \"Delete Message\" { role: destructive }\n        Button \"Move to Junk\"\n        Button \"Cancel\" { role: cancel }\n    }\n}",
            // Alerts place their buttons side by side; the rule is about action sheets.
            "screen Contact {\n    ActionSheet { Button \"Email Photo\" Button \"Cancel\" { role: cancel } }\n    Alert \"Delete Contact?\" { Button \"Cancel\" { role: cancel } Button \"Delete\" { role: destructive } }\n}",
        ],
        fix: .safe,
        corrections: [
            Correction(
                "screen Message {\n    ActionSheet {\n        Button \"Move to Junk\"\n        1️⃣Button \"Delete\" { role: destructive }\n        Button \"Cancel\" { role: cancel }\n    }\n}",
                "screen Message {\n    ActionSheet {\n        Button \"Delete\" { role: destructive }\n        Button \"Move to Junk\"\n        Button \"Cancel\" { role: cancel }\n    }\n}"),
            Correction(
                "screen Lists {\n    ActionSheet { Button \"分享\" Button \"取消\" { role: cancel } 1️⃣Button \"删除\" { role: destructive } }\n}",
                "screen Lists {\n    ActionSheet { Button \"删除\" { role: destructive } Button \"分享\" Button \"取消\" { role: cancel } }\n}"),
        ]
    ), lookingAt: [.actionSheet]) { screen, context in
        for sheet in screen.elements(.actionSheet) {
            let buttons = sheet.children(.button)
            guard let first = buttons.first,
                  let destructive = buttons.first(where: { $0.identifier("role", is: "destructive") }),
                  destructive.range != first.range else { continue }
            let name = destructive.primaryText
            context.report(destructive.nameRange, LocalizedText(
                "The destructive button\(name.map { " \"\($0)\"" } ?? "") should be the first button of the action sheet, where it is most visible and hardest to tap by mistake; move it to the top.",
                "破坏性按钮\(name.map { "“\($0)”" } ?? "")应该是操作表中的第一个按钮：顶部的按钮视觉更明显，也不易误触。请将它移到顶部。",
                "破壞性按鈕\(name.map { "「\($0)」" } ?? "")應該是動作表中的第一個按鈕：頂部的按鈕視覺更明顯，也不易誤觸。請將它移到頂部。"),
                fixes: [Fix(
                    title: LocalizedText("Move the destructive button to the top", "将破坏性按钮移到顶部", "將破壞性按鈕移到頂部"),
                    edits: SourceEditor(sheet.syntax.tree).move(destructive, before: first))])
        }
    }
}
