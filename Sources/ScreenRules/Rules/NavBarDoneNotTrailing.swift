import ScreenSyntax

extension Rule {
    static let navBarDoneNotTrailing = Rule(RuleDescription(
        id: "nav-bar-done-not-trailing", severity: .warning, category: .bars, guideline: "Button.placement", seeds: ["003"],
        summary: LocalizedText(
            "A Done or Save button at the leading end of a navigation bar whose trailing end is empty or holds Cancel.",
            "“完成”或“保存”按钮放在导航栏左侧，而右侧空着或放着“取消”。",
            "「完成」或「儲存」按鈕放在導覽列左側，而右側空著或放著「取消」。"),
        rationale: LocalizedText(
            "Action controls that manage the content of the current view, such as an Edit or Done button, stand on the right of the navigation bar (003, the parts of a navigation bar). The button that confirms (Done, Save) ends the task on the right; the left is for the back button, or for Cancel in a modal view. (Edit may stand on the left when there is no back button, 002 §1.2, so the rule leaves it alone; and a viewer whose right holds an action, such as Share, may close with Done on the left, so the rule reports Done on the left only when the right is empty or holds Cancel, the two swapped.)",
            "管理当前视图内容的操作控件，如编辑或完成按钮，位于导航栏右侧（003，导航栏的构成）。确认的按钮（完成、保存）在右侧结束任务；左侧留给返回按钮，或模态视图中的“取消”。（没有返回按钮时，编辑按钮可以放在左侧，见 002 §1.2，所以本规则不检查它；右侧放着操作（如“共享”）的查看页面可以在左侧用“完成”关闭，所以只有右侧空着或放着“取消”，即两者放反时，本规则才报告左侧的“完成”。）",
            "管理目前視圖內容的動作控制項，如編輯或完成按鈕，位於導覽列右側（003，導覽列的構成）。確認的按鈕（完成、儲存）在右側結束工作；左側留給返回按鈕，或強制回應視圖中的「取消」。（沒有返回按鈕時，編輯按鈕可以放在左側，見 002 §1.2，所以本規則不檢查它；右側放著動作（如「分享」）的檢視畫面可以在左側用「完成」關閉，所以只有右側空著或放著「取消」，即兩者放反時，本規則才回報左側的「完成」。）"),
        triggering: [
            "screen NewNote {\n    presentation: modal\n    NavigationBar {\n        title: \"New Note\"\n        Button \"Done\" { style: done 1️⃣placement: leading2️⃣ }\n        Button \"Cancel\" { role: cancel }\n    }\n}",
            "screen NewEvent {\n    presentation: modal\n    NavigationBar { title: \"新增行程\" Button { systemItem: save 1️⃣placement: leading2️⃣ } }\n}",
        ],
        nonTriggering: [
            "screen NewNote {\n    presentation: modal\n    NavigationBar {\n        title: \"New Note\"\n        Button \"Cancel\" { role: cancel placement: leading }\n        Button \"Done\" { style: done }\n    }\n}",
            "screen Notes {\n    NavigationBar { title: \"备忘录\" Button \"编辑\" { placement: leading } }\n}",
            // A viewer: Done closes it on the left, its action stands on the right.
            "screen Preview {\n    presentation: modal\n    NavigationBar { title: \"Invoice.pdf\" Button \"Done\" { style: done placement: leading } Button { systemItem: action } }\n}",
            // Beside a back button, nav-bar-leading-button-with-back reports any leading button.
            "screen Note {\n    NavigationBar { BackButton \"Notes\" Button \"Done\" { placement: leading } }\n}",
        ],
        fix: .safe,
        corrections: [
            Correction(
                "screen NewEvent {\n    presentation: modal\n    NavigationBar { title: \"新增行程\" Button { systemItem: save 1️⃣placement: leading } }\n}",
                "screen NewEvent {\n    presentation: modal\n    NavigationBar { title: \"新增行程\" Button { systemItem: save placement: trailing } }\n}"),
        ]
    ), lookingAt: [.navigationBar]) { screen, context in
        for navigationBar in screen.topLevel(.navigationBar) where navigationBar.children(.backButton).isEmpty {
            // Done on the left is a swap only when the right is empty or holds Cancel.
            let trailing = navigationBar.items.filter { $0.barSide == .trailing }
            guard trailing.allSatisfy(\.isCancelButton) else { continue }
            for button in navigationBar.children(.button) where confirms(button) {
                guard let placement = button.property("placement"), placement.value.isIdentifier("leading") else { continue }
                let title = LocalizedText.quotedTitle(button.displayTitle)
                context.report(placement.range, LocalizedText(
                    "The button\(title.english) confirms the task, and action controls like Done stand at the trailing end of the navigation bar; put it there.",
                    "按钮\(title.simplifiedChinese)用于确认任务，“完成”这类操作控件位于导航栏右侧；请把它放到右侧。",
                    "按鈕\(title.traditionalChinese)用於確認工作，「完成」這類動作控制項位於導覽列右側；請把它放到右側。"),
                    fixes: [Fix(title: LocalizedText("Use placement: trailing", "改用 placement: trailing", "改用 placement: trailing"), edits: [SourceEdit(range: placement.value.range, newText: "trailing")])])
            }
        }
    }

    /// Whether the button confirms the task: `style: done`, the Done or Save system item, or
    /// such a title.
    private static func confirms(_ button: ElementNode) -> Bool {
        if button.identifier("role", is: "cancel") { return false }
        if button.identifier("style", is: "done") { return true }
        if let item = button.identifierValue("systemItem") { return item == "done" || item == "save" }
        return button.hasBareTitle(in: confirmingTitles)
    }

    /// Titles of buttons that confirm, compared after `bareTitle`.
    private static let confirmingTitles: Set<String> = ["done", "save", "完成", "保存", "儲存", "存储"]
}
