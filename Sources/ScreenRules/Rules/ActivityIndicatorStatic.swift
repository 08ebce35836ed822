import ScreenSyntax

extension Rule {
    static let activityIndicatorStatic = Rule(RuleDescription(
        id: "activity-indicator-static", severity: .warning, category: .controls, guideline: "ActivityIndicator.animating", seeds: ["004"],
        summary: LocalizedText(
            "An activity indicator that neither spins nor hides: `animating: false` with `hidesWhenStopped: false`.",
            "既不旋转也不隐藏的活动指示器：`animating: false` 且 `hidesWhenStopped: false`。",
            "既不旋轉也不隱藏的活動指示器：`animating: false` 且 `hidesWhenStopped: false`。"),
        rationale: LocalizedText(
            "An activity indicator spins while a task is in progress and disappears when it completes. Don't use a static activity indicator: people will assume the process has stalled.",
            "活动指示器在任务进行和加载时旋转，任务完成后自动消失。不要使用静止的活动指示器，用户会以为该进程停滞了。",
            "活動指示器在任務進行和載入時旋轉，任務完成後自動消失。不要使用靜止的活動指示器，使用者會以為該過程停滯了。"),
        triggering: [
            "screen Upload {\n    NavigationBar { title: \"Uploading\" }\n    1️⃣ActivityIndicator2️⃣ { animating: false hidesWhenStopped: false }\n    Label \"Sending 3 photos\"\n}",
            "screen Feed {\n    Toolbar {\n        FlexibleSpace\n        1️⃣ActivityIndicator2️⃣ { hidesWhenStopped: false animating: false style: large }\n    }\n}",
        ],
        nonTriggering: [
            "screen Upload {\n    ActivityIndicator\n    ActivityIndicator { animating: false }\n    ActivityIndicator { hidesWhenStopped: false }\n}",
            "screen Upload {\n    ActivityIndicator { animating: true hidesWhenStopped: false }\n}",
        ],
        fix: .unsafe,
        corrections: [
            Correction(
                "screen Upload {\n    NavigationBar { title: \"Uploading\" }\n    1️⃣ActivityIndicator { animating: false hidesWhenStopped: false }\n    Label \"Sending 3 photos\"\n}",
                "screen Upload {\n    NavigationBar { title: \"Uploading\" }\n    ActivityIndicator { animating: false hidesWhenStopped: true }\n    Label \"Sending 3 photos\"\n}"),
        ]
    ), lookingAt: [.activityIndicator]) { screen, context in
        for indicator in screen.elements(.activityIndicator) {
            guard indicator.boolValue("animating") == false, let hides = indicator.property("hidesWhenStopped"), hides.value.boolValue == false else { continue }
            context.report(indicator.nameRange, LocalizedText(
                "This ActivityIndicator is stopped and stays on screen; people will think the task has stalled. Let it spin while the work goes on, or set hidesWhenStopped: true.",
                "此 ActivityIndicator 已停止却仍留在屏幕上；用户会以为任务停滞了。请让它在任务进行时旋转，或设置 hidesWhenStopped: true。",
                "此 ActivityIndicator 已停止卻仍留在螢幕上；使用者會以為任務停滯了。請讓它在任務進行時旋轉，或設定 hidesWhenStopped: true。"),
                fixes: [Fix(title: LocalizedText("Hide it when stopped", "停止时隐藏", "停止時隱藏"), edits: [SourceEdit(range: hides.value.range, newText: "true")])])
        }
    }
}
