import ScreenSyntax

extension Rule {
    static let toolbarProgressStyle = Rule(RuleDescription(
        id: "toolbar-progress-style", severity: .hint, category: .bars, guideline: "ProgressView.style", seeds: ["004"],
        summary: LocalizedText("A progress view in a toolbar without the bar style.", "工具栏中的进度视图未使用进度条样式。", "工具列中的進度視圖未使用進度列樣式。"),
        rationale: LocalizedText(
            "iOS defines two progress view styles: the default style suits an app's main content area; the bar style is thinner and suits a toolbar, as in the toolbar of Mail.",
            "iOS 定义了两种进度视图样式：默认样式适合用在 app 的主要内容区中；进度条样式比默认样式细，适合用在工具栏中（如 iOS 默认邮件 App 的工具栏）。",
            "iOS 定義了兩種進度視圖樣式：預設樣式適合用在 app 的主要內容區中；進度列樣式比預設樣式細，適合用在工具列中（如 iOS 預設郵件 App 的工具列）。"),
        triggering: [
            """
            screen Inbox {
                TableView { Cell "Alice Chen" }
                Toolbar {
                    Button { systemItem: refresh }
                    FlexibleSpace
                    1️⃣ProgressView2️⃣ { progress: 0.4 }
                    FlexibleSpace
                    Button { systemItem: compose }
                }
            }
            """,
            """
            screen Downloads {
                TableView { Cell "Keynote.pdf" }
                Toolbar {
                    Label "Downloading 3 files"
                    ProgressView { 1️⃣style: default2️⃣ progress: 0.7 }
                }
            }
            """,
        ],
        nonTriggering: [
            """
            screen Inbox {
                TableView { Cell "Alice Chen" }
                Toolbar {
                    Button { systemItem: refresh }
                    FlexibleSpace
                    ProgressView { style: bar progress: 0.4 }
                    FlexibleSpace
                    Button { systemItem: compose }
                }
            }
            """,
            """
            screen Import {
                Label "Importing photos…"
                ProgressView { progress: 0.25 }
            }
            """,
        ],
        // Safe where no style was chosen; replacing a chosen style is not.
        fix: .safe,
        corrections: [
            Correction("screen Inbox {\n    TableView\n    Toolbar { 1️⃣ProgressView }\n}", "screen Inbox {\n    TableView\n    Toolbar { ProgressView { style: bar } }\n}"),
            Correction("screen Inbox {\n    TableView\n    Toolbar { 1️⃣ProgressView {} }\n}", "screen Inbox {\n    TableView\n    Toolbar { ProgressView { style: bar } }\n}"),
            Correction(
                "screen Inbox {\n    TableView\n    Toolbar { 1️⃣ProgressView { progress: 0.4 } }\n}",
                "screen Inbox {\n    TableView\n    Toolbar { ProgressView { style: bar progress: 0.4 } }\n}"),
            Correction(
                "screen Inbox {\n    TableView\n    Toolbar {\n        1️⃣ProgressView {\n            progress: 0.4\n        }\n    }\n}",
                "screen Inbox {\n    TableView\n    Toolbar {\n        ProgressView {\n            style: bar\n            progress: 0.4\n        }\n    }\n}"),
            Correction(
                "screen Inbox {\n    TableView\n    Toolbar { ProgressView { 1️⃣style: default } }\n}",
                "screen Inbox {\n    TableView\n    Toolbar { ProgressView { style: bar } }\n}", safety: .unsafe),
        ]
    ), lookingAt: [.toolbar]) { screen, context in
        for toolbar in screen.topLevel(.toolbar) {
            for progress in toolbar.children(.progressView) {
                if let style = progress.property("style") {
                    // Another style name is invalid-value's finding.
                    guard style.value.isIdentifier("default") else { continue }
                    context.report(style.range, barStyleMessage, fixes: [Fix(title: barStyleFixTitle, edits: [SourceEdit(range: style.value.range, newText: "bar")], safety: .unsafe)])
                } else {
                    context.report(progress.nameRange, barStyleMessage, fixes: [Fix(title: barStyleFixTitle, edits: [SourceEditor(progress.syntax.tree).setting("style", to: "bar", on: progress)])])
                }
            }
        }
    }

    // Made when asked, not kept: a static made first inside a report would hold only the
    // language the report was worded in (`LocalizedText.writing(only:)`).
    private static var barStyleMessage: LocalizedText {
        LocalizedText(
            "A ProgressView in a Toolbar should use the thinner bar style: set 'style: bar'. The default style is for the main content area.",
            "工具栏（Toolbar）中的进度视图（ProgressView）应使用较细的进度条样式：请设置“style: bar”。默认样式适合用在主要内容区中。",
            "工具列（Toolbar）中的進度視圖（ProgressView）應使用較細的進度列樣式：請設定「style: bar」。預設樣式適合用在主要內容區中。")
    }

    private static var barStyleFixTitle: LocalizedText { LocalizedText("Use style: bar", "改用 style: bar", "改用 style: bar") }
}
