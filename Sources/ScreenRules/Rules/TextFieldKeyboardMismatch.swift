import ScreenSyntax

extension Rule {
    static let textFieldKeyboardMismatch = Rule(RuleDescription(
        id: "text-field-keyboard-mismatch", severity: .hint, category: .controls, guideline: "TextField.keyboard", seeds: ["004"],
        summary: LocalizedText(
            "A TextField for an email address, URL, phone number or number whose keyboard does not fit that content.",
            "用于电子邮件地址、网址、电话号码或数字的 TextField，其键盘与内容不符。",
            "用於電子郵件地址、網址、電話號碼或數字的 TextField，其鍵盤與內容不符。"),
        rationale: LocalizedText(
            "A text field automatically brings up the keyboard when people tap it, and it should be the keyboard made for what they type: an @ key for an email address, digits for a phone number. The wrong keyboard makes a small amount of input slow.",
            "当用户点击文本框时，它会自动唤起输入键盘；这个键盘应当适合用户要输入的内容：电子邮件地址需要 @ 键，电话号码需要数字键。键盘不合适会让少量的输入也变得费力。",
            "當使用者點按文字欄位時，它會自動喚起輸入鍵盤；這個鍵盤應當適合使用者要輸入的內容：電子郵件地址需要 @ 鍵，電話號碼需要數字鍵。鍵盤不合適會讓少量的輸入也變得費力。"),
        triggering: [
            "screen SignIn {\n    NavigationBar { title: \"Sign In\" }\n    TextField { placeholder: \"Email\" content: email keyboard: 1️⃣default2️⃣ }\n    TextField { placeholder: \"Password\" content: password secure: true }\n}",
            "screen Profile {\n    TextField { placeholder: \"Phone\" 1️⃣content: phone2️⃣ }\n    TextField { placeholder: \"Website\" content: url keyboard: 3️⃣emailAddress4️⃣ }\n    TextField { placeholder: \"Age\" 5️⃣content: number6️⃣ }\n}",
        ],
        nonTriggering: [
            "screen Profile {\n    TextField { placeholder: \"Email\" content: email keyboard: emailAddress }\n    TextField { placeholder: \"Website\" content: url keyboard: webSearch }\n    TextField { placeholder: \"Phone\" content: phone keyboard: phonePad }\n    TextField { placeholder: \"Weight\" content: number keyboard: decimalPad }\n    TextField { placeholder: \"Name\" content: name }\n    TextField { placeholder: \"Notes\" }\n}",
        ],
        // Safe where no keyboard was chosen and one fits; replacing a chosen keyboard, or choosing
        // between whole and decimal numbers, is the user's call.
        fix: .safe,
        corrections: [
            Correction(
                "screen A {\n    TextField { placeholder: \"Email\" 1️⃣content: email }\n}",
                "screen A {\n    TextField { placeholder: \"Email\" content: email keyboard: emailAddress }\n}"),
            Correction("screen A {\n    TextField { content: phone keyboard: 1️⃣numberPad }\n}", "screen A {\n    TextField { content: phone keyboard: phonePad }\n}", safety: .unsafe),
            Correction("screen A {\n    TextField { content: number keyboard: 1️⃣default }\n}", "screen A {\n    TextField { content: number keyboard: numberPad }\n}", safety: .unsafe),
            Correction("screen A {\n    TextField { content: number keyboard: 1️⃣default }\n}", "screen A {\n    TextField { content: number keyboard: decimalPad }\n}", fix: 1, safety: .unsafe),
        ]
    ), lookingAt: [.textField]) { screen, context in
        for field in screen.elements(.textField) {
            guard let content = field.property("content"), let kind = content.value.identifierValue.map(String.init),
                  let fit = keyboardFits[kind] else { continue }
            let keyboard = field.property("keyboard")
            let current = keyboard?.value.identifierValue.map(String.init) ?? "default"
            guard !fit.fitting.contains(current) else { continue }
            let suggestion = fit.suggested.joined(separator: " or ")
            let suggestionHans = fit.suggested.joined(separator: " 或 ")
            // Setting the one keyboard over none (or `default`) loses nothing; choosing
            // between two, or over a keyboard the user picked, is the user's call.
            let isSafe = fit.suggested.count == 1 && current == "default"
            // The fixes are made in the report, their titles in the language wanted.
            func fixes() -> [Fix] {
                fit.suggested.map { name in
                    let edit = keyboard.map { SourceEdit(range: $0.value.range, newText: name) }
                        ?? SourceEditor(content.tree).insertion("keyboard: \(name)", after: content.range)
                    return Fix(title: LocalizedText("Set keyboard: \(name)", "设置 keyboard: \(name)", "設定 keyboard: \(name)"), edits: [edit], safety: FixSafety(isSafe: isSafe))
                }
            }
            context.report(keyboard?.value.range ?? content.range, LocalizedText(
                "This TextField takes content: \(kind) but brings up the \(current) keyboard, which is not made for it. Set keyboard: \(suggestion).",
                "此 TextField 的内容为 \(kind)，却会唤起 \(current) 键盘，不适合这种输入。请设置 keyboard: \(suggestionHans)。",
                "此 TextField 的內容為 \(kind)，卻會喚起 \(current) 鍵盤，不適合這種輸入。請設定 keyboard: \(suggestionHans)。"),
                fixes: fixes())
        }
    }

    /// For each content, the keyboards that fit it and the ones a fix sets.
    private static let keyboardFits: [String: (fitting: [String], suggested: [String])] = [
        "email": (["emailAddress"], ["emailAddress"]),
        "url": (["URL", "webSearch"], ["URL"]),
        "phone": (["phonePad"], ["phonePad"]),
        "number": (["numberPad", "decimalPad"], ["numberPad", "decimalPad"]),
    ]
}
