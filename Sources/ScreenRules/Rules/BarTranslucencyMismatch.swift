import ScreenSyntax

extension Rule {
    static let barTranslucencyMismatch = Rule(RuleDescription(
        id: "bar-translucency-mismatch", severity: .warning, category: .bars, guideline: "NavigationBar.translucent", seeds: ["000", "002"],
        summary: LocalizedText(
            "An opaque navigation bar with a translucent toolbar, or the reverse, in one screen.",
            "同一页面中不透明的导航栏配半透明的工具栏，或者相反。",
            "同一畫面中不透明的導覽列配半透明的工具列，或者相反。"),
        rationale: LocalizedText(
            "Make sure customized bars have a consistent look and feel: don't use an opaque navigation bar with a translucent toolbar, or a translucent navigation bar with an opaque toolbar. Both bars are translucent unless set `translucent: false`.",
            "确保自定义的栏拥有一致的外观与体验：不要使用不透明导航栏和半透明工具栏，也不要用半透明的导航栏结合不透明的工具栏。两种栏默认都是半透明的，除非设置了 `translucent: false`。",
            "確保自訂的欄擁有一致的外觀與體驗：不要使用不透明導覽列和半透明工具列，也不要用半透明的導覽列結合不透明的工具列。兩種欄預設都是半透明的，除非設定了 `translucent: false`。"),
        triggering: [
            "screen Conversation {\n    NavigationBar {\n        title: \"Alice Chen\"\n        1️⃣translucent: false2️⃣\n    }\n    TextView { editable: false }\n    Toolbar { Button { systemItem: reply } }\n}",
            "screen Conversation {\n    NavigationBar { title: \"Alice Chen\" translucent: true }\n    TextView { editable: false }\n    Toolbar {\n        1️⃣translucent: false2️⃣\n        Button { systemItem: reply }\n    }\n}",
        ],
        nonTriggering: [
            "screen Conversation {\n    NavigationBar { title: \"Alice Chen\" translucent: false }\n    TextView { editable: false }\n    Toolbar { translucent: false Button { systemItem: reply } }\n}",
            "screen Conversation {\n    NavigationBar { title: \"Alice Chen\" }\n    Toolbar { translucent: true Button { systemItem: reply } }\n}",
            "screen Conversation {\n    NavigationBar { title: \"Alice Chen\" translucent: false }\n    TabBar { Tab \"Mail\" Tab \"Notes\" }\n}",
        ],
        fix: .unsafe,
        corrections: [
            Correction(
                "screen Mail {\n    NavigationBar { title: \"Mail\" 1️⃣translucent: false }\n    Toolbar {\n        Button { systemItem: reply }\n    }\n}",
                "screen Mail {\n    NavigationBar { title: \"Mail\" }\n    Toolbar {\n        Button { systemItem: reply }\n    }\n}"),
            Correction(
                "screen Mail {\n    NavigationBar { title: \"Mail\" 1️⃣translucent: false }\n    Toolbar {\n        Button { systemItem: reply }\n    }\n}",
                "screen Mail {\n    NavigationBar { title: \"Mail\" translucent: false }\n    Toolbar {\n        translucent: false\n        Button { systemItem: reply }\n    }\n}", fix: 1),
            Correction("screen Mail {\n    NavigationBar { 1️⃣translucent: false }\n    Toolbar\n}", "screen Mail {\n    NavigationBar { }\n    Toolbar\n}"),
            Correction(
                "screen Mail {\n    NavigationBar { 1️⃣translucent: false }\n    Toolbar\n}",
                "screen Mail {\n    NavigationBar { translucent: false }\n    Toolbar { translucent: false }\n}", fix: 1),
        ]
    ), lookingAt: [.toolbar]) { screen, context in
        guard let navigationBar = screen.topLevel(.navigationBar).first, let toolbar = screen.topLevel(.toolbar).first else { return }
        let navigationBarIsTranslucent = navigationBar.boolValue("translucent") ?? true
        guard navigationBarIsTranslucent != (toolbar.boolValue("translucent") ?? true) else { return }
        let (opaque, translucent) = navigationBarIsTranslucent ? (toolbar, navigationBar) : (navigationBar, toolbar)
        guard let setting = opaque.property("translucent") else { return }
        let editor = SourceEditor(screen.syntax.tree)
        let path = context.path
        context.report(setting.range, LocalizedText(
            "This \(opaque.name) is opaque but the \(translucent.name) of the same screen is translucent; keep the bars alike. Remove `translucent: false`, or make the \(translucent.name) opaque too.",
            "此 \(opaque.name) 不透明，而同一页面的 \(translucent.name) 是半透明的；请让两者保持一致。请删除 `translucent: false`，或将 \(translucent.name) 也设为不透明。",
            "此 \(opaque.name) 不透明，而同一畫面的 \(translucent.name) 是半透明的；請讓兩者保持一致。請刪除 `translucent: false`，或將 \(translucent.name) 也設為不透明。"),
            fixes: [
                Fix(title: LocalizedText("Make the \(opaque.name) translucent", "将 \(opaque.name) 设为半透明", "將 \(opaque.name) 設為半透明"), edits: [editor.removal(of: setting.range)]),
                Fix(title: LocalizedText("Make the \(translucent.name) opaque too", "将 \(translucent.name) 也设为不透明", "將 \(translucent.name) 也設為不透明"), edits: [editor.setting("translucent", to: "false", on: translucent)]),
            ],
            related: [RelatedLocation(file: path, range: translucent.nameRange, message: LocalizedText(
                "The translucent \(translucent.name).", "半透明的 \(translucent.name)。", "半透明的 \(translucent.name)。"))])
    }
}
