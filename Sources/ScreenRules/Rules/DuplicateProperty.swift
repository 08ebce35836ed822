import ScreenSyntax

extension Rule {
    static let duplicateProperty = Rule(RuleDescription(
        id: "duplicate-property", severity: .warning, category: .structure,
        summary: LocalizedText("The same property twice on one element or screen.", "同一元素或页面上重复设置同一属性。", "同一元素或畫面上重複設定同一屬性。"),
        rationale: LocalizedText(
            "Only the first setting counts; the second is a leftover or a mistake. Remove one of them.",
            "只有第一次设置有效；第二次是遗留或错误。请删除其中一个。",
            "只有第一次設定有效；第二次是遺留或錯誤。請刪除其中一個。"),
        triggering: [
            "screen Inbox {\n    NavigationBar { title: \"Inbox\" 1️⃣title: \"Mail\"2️⃣ }\n}",
            "screen Inbox {\n    device: iphone\n    1️⃣device: iphone2️⃣\n}",
        ],
        nonTriggering: [
            "screen Inbox {\n    NavigationBar { title: \"Inbox\" }\n    Toolbar { translucent: false }\n    TabBar { translucent: false }\n}",
        ],
        // Safe when the repeat sets the same value; a different value is the user's to choose.
        fix: .safe,
        corrections: [
            Correction("screen Inbox {\n    NavigationBar { title: \"Inbox\" 1️⃣title: \"Mail\" }\n}", "screen Inbox {\n    NavigationBar { title: \"Inbox\" }\n}", safety: .unsafe),
            Correction("screen Inbox {\n    device: iphone\n    1️⃣device: iphone\n}", "screen Inbox {\n    device: iphone\n}"),
        ]
    )) { screen, context in
        report(screen.properties, in: &context)
        for element in screen.allElements { report(element.properties, in: &context) }
    }

    /// Reports every repeat after the first. The fix removes a repeat that sets the same
    /// value, which loses nothing; a different value is the user's to choose.
    private static func report(_ properties: [NamedProperty], in context: inout RuleContext) {
        // A few properties are each compared with those before them; a long list is hashed
        // once, so that the check stays linear.
        let firstByName = properties.count > 16 ? Dictionary(properties.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first }) : nil
        for (index, property) in properties.enumerated() {
            let first = firstByName?[property.name] ?? properties[..<index].first { $0.name == property.name }
            guard let original = first, original.syntax.id != property.syntax.id else { continue }
            let same = original.value.text == property.value.text
            context.report(property.range, LocalizedText(
                "'\(property.name)' is already set above; only the first counts. Remove one.",
                "“\(property.name)”已在前面设置过；只有第一次有效。请删除其中一个。",
                "「\(property.name)」已在前面設定過；只有第一次有效。請刪除其中一個。"),
                fixes: [Fix(title: LocalizedText("Remove the repeated '\(property.name)'", "删除重复的“\(property.name)”", "刪除重複的「\(property.name)」"), edits: [SourceEditor(property.syntax.tree).removal(of: property.range)], safety: FixSafety(isSafe: same))])
        }
    }
}
