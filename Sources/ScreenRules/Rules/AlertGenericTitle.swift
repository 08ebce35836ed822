import ScreenSyntax

extension Rule {
    static let alertGenericTitle = Rule(RuleDescription(
        id: "alert-generic-title", severity: .warning, category: .views, guideline: "Alert", seeds: ["002"],
        summary: LocalizedText("An alert titled only with a word like \"Error\" or \"Warning\".", "警示框的标题只有“错误”“警告”之类的单词。", "警示框的標題只有「錯誤」「警告」之類的單詞。"),
        rationale: LocalizedText(
            "Do not create single-word titles that convey no useful information, such as \"Error\": such a title does not tell users why the alert appeared. Describe the actual situation instead; if the title does not help convey the information, remove it.",
            "不要创建无法传达有效信息的单词类标题，比如“错误”，作为标题无法告知用户为什么会出现警示框。应描述实际情况；如果标题对于信息的传达并没有任何帮助时，可以将标题去掉。",
            "不要建立無法傳達有效資訊的單詞類標題，比如「錯誤」，作為標題無法告知使用者為什麼會出現警示框。應描述實際情況；如果標題對於資訊的傳達並沒有任何幫助時，可以將標題去掉。"),
        triggering: [
            "screen Compose {\n    NavigationBar { title: \"New Message\" }\n    Alert 1️⃣\"Error\"2️⃣ {\n        message: \"The message could not be sent.\"\n        Button \"OK\"\n    }\n}",
            "screen Sync {\n    Alert 1️⃣\"錯誤！\"2️⃣ { Button \"好\" }\n    Alert 3️⃣\"Warning\"4️⃣ { message: \"Your storage is almost full.\" Button \"OK\" }\n}",
        ],
        nonTriggering: [
            "screen Compose {\n    Alert \"Could Not Send Message\" {\n        message: \"Check your connection and try again.\"\n        Button \"Cancel\" { role: cancel }\n        Button \"Retry\"\n    }\n}",
            // The word alone is the problem; a title that goes on to say what happened is fine.
            "screen Sync {\n    Alert \"同步错误：存储空间已满\" { Button \"好\" }\n    Alert { message: \"Your storage is almost full.\" Button \"OK\" }\n    Label \"Error\"\n}",
        ],
        // Unsafe: removing a title the user wrote needs a look.
        fix: .unsafe,
        corrections: [
            Correction(
                "screen Compose {\n    Alert 1️⃣\"Error\" { message: \"The message could not be sent.\" Button \"OK\" }\n}",
                "screen Compose {\n    Alert { message: \"The message could not be sent.\" Button \"OK\" }\n}"),
        ]
    ), lookingAt: [.alert]) { screen, context in
        for alert in screen.elements(.alert) {
            guard let title = alert.primaryText, let token = alert.syntax.primaryTextToken,
                  genericAlertTitles.contains(title.bareTitle) else { continue }
            let tree = alert.syntax.tree
            let titleRange = tree.tokens.range(of: token)
            // Without a title the message still explains the alert; with no message nothing would.
            let removable = alert.property("message") != nil
            context.report(titleRange, LocalizedText(
                "The alert title \"\(title)\" does not tell users why the alert appeared; describe the actual situation (such as \"Could Not Send Message\"), or remove the title and let the message explain.",
                "警示框标题“\(title)”无法告知用户为什么会出现警示框；请描述实际情况（例如“无法发送信息”），或去掉标题，由 message 说明。",
                "警示框標題「\(title)」無法告知使用者為什麼會出現警示框；請描述實際情況（例如「無法傳送訊息」），或去掉標題，由 message 說明。"),
                fixes: removable ? [Fix(
                    title: LocalizedText("Remove the title \"\(title)\"", "去掉标题“\(title)”", "去掉標題「\(title)」"),
                    edits: [SourceEditor(tree).removal(of: titleRange)])] : [])
        }
    }

    /// Titles that name only the kind of alert, compared after `bareTitle`.
    private static let genericAlertTitles: Set<String> = [
        "error", "warning", "alert", "attention", "notice", "oops", "problem", "failed", "failure",
        "错误", "錯誤", "出错", "出錯", "警告", "警示", "提示", "注意", "失败", "失敗", "问题", "問題",
    ]
}
