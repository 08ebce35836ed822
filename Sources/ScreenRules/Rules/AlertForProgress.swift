import ScreenSyntax

extension Rule {
    static let alertForProgress = Rule(RuleDescription(
        id: "alert-for-progress", severity: .warning, category: .views, guideline: "Alert", seeds: ["002"],
        summary: LocalizedText("An alert that shows a ProgressView or ActivityIndicator.", "警示框中显示进度视图或运行指示。", "警示框中顯示進度視圖或執行指示。"),
        rationale: LocalizedText(
            "Avoid alerts that update users on the progress of a normal task: an alert interrupts the user's workflow and asks for a tap. Give progress feedback with a progress bar or an activity indicator in the screen itself (or its toolbar).",
            "避免创建更新用户正常进度的任务的警示框：警示框会打断用户的工作流并迫使用户点击按钮。应该使用进度条或者活动指标来提供进度上的反馈给用户，放在界面本身（或工具栏）中。",
            "避免建立更新使用者正常進度的任務的警示框：警示框會打斷使用者的工作流並迫使使用者點按按鈕。應該使用進度列或者活動指標來提供進度上的回饋給使用者，放在畫面本身（或工具列）中。"),
        triggering: [
            "screen Inbox {\n    NavigationBar { title: \"Inbox\" }\n    Alert \"Downloading Messages\" {\n        1️⃣ProgressView2️⃣ { progress: 0.4 }\n        Button \"Cancel\" { role: cancel }\n    }\n}",
            "screen Backup {\n    Alert \"正在备份…\" { 1️⃣ActivityIndicator2️⃣ { style: large } }\n    ActionSheet { ActivityIndicator Button \"Cancel\" { role: cancel } }\n    Alert \"Uploading\" { Stack { 3️⃣ProgressView4️⃣ } }\n}",
        ],
        nonTriggering: [
            "screen Inbox {\n    NavigationBar { title: \"Inbox\" }\n    TableView { Cell \"Alice Chen\" }\n    Toolbar {\n        FlexibleSpace\n        ProgressView { style: bar progress: 0.4 }\n        FlexibleSpace\n    }\n}",
            "screen Backup {\n    ActivityIndicator { style: large }\n    Alert \"Backup Failed\" { message: \"iCloud storage is full.\" Button \"OK\" }\n}",
        ]
    ), lookingAt: [.alert]) { screen, context in
        for alert in screen.elements(.alert) {
            for indicator in screen.descendants(of: alert) where indicator.is(.progressView) || indicator.is(.activityIndicator) {
                context.report(indicator.nameRange, LocalizedText(
                    "Do not show a task's progress in an alert; take this \(indicator.name) out of the Alert and show it in the screen or its toolbar, with no alert.",
                    "不要用警示框显示任务进度；请将此 \(indicator.name) 移出 Alert，放在界面或工具栏中，不使用警示框。",
                    "不要用警示框顯示任務進度；請將此 \(indicator.name) 移出 Alert，放在畫面或工具列中，不使用警示框。"))
            }
        }
    }
}
