import ScreenSyntax

extension Rule {
    static let contactAddWithoutTextInput = Rule(RuleDescription(
        id: "contact-add-without-text-input", severity: .warning, category: .controls, guideline: "ContactAddButton", seeds: ["004"],
        summary: LocalizedText(
            "A contact add button with no text field or editable text view beside it.",
            "旁边没有文本框或可编辑文字视图的添加联系人按钮。",
            "旁邊沒有文字欄位或可編輯文字視圖的加入聯絡人按鈕。"),
        rationale: LocalizedText(
            "A contact add button lets people add an existing contact to a text field or another text view, as an alternative to typing the contact with the keyboard. Don't use one in a view that doesn't support keyboard input.",
            "添加联系人按钮让用户将现有联系人添加到文本框或者其它文字视图中。由于添加联系人按钮属于键盘输入联系人方法的替代品，我们不推荐在不支持键盘输入的界面中使用添加联系人按钮。",
            "加入聯絡人按鈕讓使用者將現有聯絡人加入到文字欄位或者其它文字視圖中。由於加入聯絡人按鈕屬於鍵盤輸入聯絡人方法的替代品，我們不推薦在不支援鍵盤輸入的畫面中使用加入聯絡人按鈕。"),
        triggering: [
            "screen Invite {\n    NavigationBar { title: \"Invite\" }\n    Label \"Invite a friend\"\n    1️⃣ContactAddButton2️⃣\n}",
            "screen Compose {\n    Stack {\n        axis: horizontal\n        Label \"To:\"\n        1️⃣ContactAddButton2️⃣\n    }\n    TextView { editable: false }\n    Stack { TextView { editable: false } 3️⃣ContactAddButton4️⃣ }\n}",
        ],
        nonTriggering: [
            "screen Compose {\n    presentation: modal\n    NavigationBar { title: \"New Message\" Button \"Cancel\" { role: cancel placement: leading } }\n    TextField { placeholder: \"To\" content: email keyboard: emailAddress }\n    ContactAddButton\n    TextView\n}",
            "screen Compose {\n    TableView {\n        Cell \"To\" {\n            Stack { axis: horizontal TextField { placeholder: \"Name or email\" } ContactAddButton }\n        }\n    }\n}",
            "screen Notes {\n    TextView { text: \"Call Anna\" }\n    ContactAddButton\n}",
        ]
    ), lookingAt: [.contactAddButton]) { screen, context in
        for button in screen.elements(.contactAddButton) where !screen.siblings(of: button).contains(where: \.takesKeyboardInput) {
            context.report(button.nameRange, LocalizedText(
                "This ContactAddButton has no TextField or editable TextView beside it to add the contact to. Put it next to the field people would otherwise type the contact into, or remove it.",
                "此 ContactAddButton 旁边没有可添加联系人的 TextField 或可编辑的 TextView。请把它放在用户原本要输入联系人的文本框旁边，或将其删除。",
                "此 ContactAddButton 旁邊沒有可加入聯絡人的 TextField 或可編輯的 TextView。請把它放在使用者原本要輸入聯絡人的文字欄位旁邊，或將其刪除。"))
        }
    }
}

private extension ElementNode {
    /// A text field, or a text view people can type in.
    var takesKeyboardInput: Bool {
        guard isShown else { return false }
        return name == "TextField" || name == "TextView" && boolValue("editable") != false
    }
}
