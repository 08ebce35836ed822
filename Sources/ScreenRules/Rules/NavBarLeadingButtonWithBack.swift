import ScreenSyntax

extension Rule {
    static let navBarLeadingButtonWithBack = Rule(RuleDescription(
        id: "nav-bar-leading-button-with-back", severity: .warning, category: .bars, guideline: "Button.placement", seeds: ["003", "002"],
        summary: LocalizedText(
            "A button placed at the leading end of a navigation bar that has a back button.",
            "导航栏已有返回按钮，却还有按钮放在左侧。",
            "導覽列已有返回按鈕，卻還有按鈕放在左側。"),
        rationale: LocalizedText(
            "A navigation bar has its back button on the left and its action controls, such as an Edit or Done button, on the right (003, the parts of a navigation bar). Only when there is no back button can a button that acts on the view's content take the top-left corner (002 §1.2). A control at the leading end beside the back button crowds it and puts an action where users reach to go back.",
            "导航栏的返回按钮位于左侧，操作控件（如编辑或完成按钮）位于右侧（003，导航栏的构成）。只有不需要返回按钮时，才可以在左上角放一个作用于视图内容的按钮（002 §1.2）。和返回按钮挤在左侧的控件，会把操作放在用户想要返回时点击的位置。",
            "導覽列的返回按鈕位於左側，動作控制項（如編輯或完成按鈕）位於右側（003，導覽列的構成）。只有不需要返回按鈕時，才可以在左上角放一個作用於視圖內容的按鈕（002 §1.2）。和返回按鈕擠在左側的控制項，會把動作放在使用者想返回時點按的位置。"),
        triggering: [
            "screen Note {\n    NavigationBar {\n        BackButton \"Notes\"\n        Button \"Edit\" { 1️⃣placement: leading2️⃣ }\n    }\n}",
            "screen Album {\n    NavigationBar { BackButton \"相簿\" Button { systemItem: action 1️⃣placement: leading2️⃣ } }\n}",
        ],
        nonTriggering: [
            "screen Note {\n    NavigationBar {\n        BackButton \"Notes\"\n        Button \"Edit\"\n    }\n}",
            // With no back button, the top-left corner may hold a control that acts on the content.
            "screen Notes {\n    NavigationBar { title: \"Notes\" Button \"Edit\" { placement: leading } Button { systemItem: compose } }\n}",
            "screen Album {\n    NavigationBar { BackButton \"相册\" Button { systemItem: action placement: trailing } }\n}",
        ],
        fix: .safe,
        corrections: [
            Correction(
                "screen Note {\n    NavigationBar {\n        BackButton \"Notes\"\n        Button \"Edit\" { 1️⃣placement: leading }\n    }\n}",
                "screen Note {\n    NavigationBar {\n        BackButton \"Notes\"\n        Button \"Edit\" { placement: trailing }\n    }\n}"),
        ]
    ), lookingAt: [.backButton]) { screen, context in
        for navigationBar in screen.topLevel(.navigationBar) {
            guard let backButton = navigationBar.children(.backButton).first else { continue }
            for button in navigationBar.children(.button) {
                guard let placement = button.property("placement"), placement.value.isIdentifier("leading") else { continue }
                let title = LocalizedText.quotedTitle(button.primaryText ?? button.identifierValue("systemItem"))
                let path = context.path
                context.report(placement.range, LocalizedText(
                    "The leading end of this navigation bar belongs to its back button; put the button\(title.english) at the trailing end, with the other action controls.",
                    "这个导航栏的左侧属于返回按钮；请把按钮\(title.simplifiedChinese)放到右侧，和其他操作控件放在一起。",
                    "這個導覽列的左側屬於返回按鈕；請把按鈕\(title.traditionalChinese)放到右側，和其他動作控制項放在一起。"),
                    fixes: [Fix(title: LocalizedText("Use placement: trailing", "改用 placement: trailing", "改用 placement: trailing"), edits: [SourceEdit(range: placement.value.range, newText: "trailing")])],
                    related: [RelatedLocation(file: path, range: backButton.nameRange, message: LocalizedText("The back button.", "返回按钮。", "返回按鈕。"))])
            }
        }
    }
}
