import ScreenSyntax

extension Rule {
    static let alertSameTitleWithoutMessage = Rule(RuleDescription(
        id: "alert-same-title-without-message", severity: .hint, category: .views, guideline: "Alert.message", seeds: ["002"],
        summary: LocalizedText(
            "Alerts of one screen that share a title and have no message to tell them apart.",
            "同一页面中的几个警示框标题相同，又没有信息文字加以区分。",
            "同一畫面中的幾個警示框標題相同，又沒有訊息文字加以區分。"),
        rationale: LocalizedText(
            "If alerts triggered by different causes use the same title, add a sentence or information that tells users more (002 §1.5, the design of alerts). Alerts of one screen with one title and the same message, or none, look alike to users whatever caused them.",
            "如果使用了同样的标题，而警示框是由不同原因触发的，就需要增加句子或者信息，提示用户更详细的内容（002 §1.5，警示框的设计）。同一页面中标题相同、信息文字也相同（或都没有）的警示框，无论由什么原因触发，在用户看来都一样。",
            "如果使用了同樣的標題，而警示框是由不同原因觸發的，就需要加上句子或訊息，提示使用者更詳細的內容（002 §1.5，警示框的設計）。同一畫面中標題相同、訊息文字也相同（或都沒有）的警示框，無論由什麼原因觸發，在使用者看來都一樣。"),
        triggering: [
            "screen Upload {\n    Alert \"Upload Failed\" { Button \"OK\" }\n    1️⃣Alert2️⃣ \"Upload Failed\" { Button \"OK\" }\n}",
            "screen Upload {\n    Alert \"無法上傳\" { message: \"請稍後再試。\" Button \"好\" }\n    1️⃣Alert2️⃣ \"無法上傳\" { message: \"請稍後再試。\" Button \"好\" }\n    Alert \"無法上傳\" { message: \"請稍後再試。\" Button \"重試\" }\n}",
        ],
        nonTriggering: [
            "screen Upload {\n    Alert \"Upload Failed\" { message: \"The file is larger than 2 GB.\" Button \"OK\" }\n    Alert \"Upload Failed\" { message: \"You are offline.\" Button \"OK\" }\n}",
            "screen Upload {\n    Alert \"无法上传\" { Button \"好\" }\n    Alert \"存储空间不足\" { Button \"好\" }\n}",
            // Alerts without a title are alert-generic-title's and the author's business.
            "screen Upload {\n    Alert { Button \"OK\" }\n    Alert { Button \"OK\" }\n}",
        ]
    ), lookingAt: [.alert]) { screen, context in
        // One finding per group of look-alike alerts, on the second, naming the others.
        var groups: [String: [ElementNode]] = [:]
        var order: [String] = []
        for alert in screen.elements(.alert) {
            guard let title = alert.primaryText?.bareTitle, !title.isEmpty else { continue }
            let key = title + "\u{0}" + (alert.stringValue("message")?.bareTitle ?? "")
            if groups[key] == nil { order.append(key) }
            groups[key, default: []].append(alert)
        }
        for key in order {
            guard let alerts = groups[key], alerts.count > 1 else { continue }
            let quoted = LocalizedText.quotedTitle(alerts[1].primaryText)
            let others = alerts.count - 1
            let path = context.path
            context.report(alerts[1].nameRange, LocalizedText(
                "\(others == 1 ? "Another alert" : "\(others) other alerts") of this screen \(others == 1 ? "has" : "have") the title\(quoted.english) and the same message; give each a message that says what happened, so users can tell the causes apart.",
                "这个页面中另有 \(others) 个标题为\(quoted.simplifiedChinese)、信息文字也相同的警示框；请为每个警示框写出说明发生了什么的信息文字，让用户分辨原因。",
                "這個畫面中另有 \(others) 個標題為\(quoted.traditionalChinese)、訊息文字也相同的警示框；請為每個警示框寫出說明發生了什麼的訊息文字，讓使用者分辨原因。"),
                related: alerts.enumerated().filter { $0.offset != 1 }.map { RelatedLocation(file: path, range: $0.element.nameRange, message: LocalizedText("An alert with the same title.", "标题相同的警示框。", "標題相同的警示框。")) })
        }
    }
}
