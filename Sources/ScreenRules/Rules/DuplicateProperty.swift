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
            // A property set three times is one fault: one finding, on the first repeat.
            "screen Inbox {\n    Button \"Send\" { style: filled 1️⃣style: bordered2️⃣ style: plain }\n}",
        ],
        nonTriggering: [
            "screen Inbox {\n    NavigationBar { title: \"Inbox\" }\n    Toolbar { translucent: false }\n    TabBar { translucent: false }\n}",
        ],
        // Safe when the repeat sets the same value; a different value is the user's to choose.
        fix: .safe,
        corrections: [
            Correction("screen Inbox {\n    NavigationBar { title: \"Inbox\" 1️⃣title: \"Mail\" }\n}", "screen Inbox {\n    NavigationBar { title: \"Inbox\" }\n}", safety: .unsafe),
            Correction("screen Inbox {\n    device: iphone\n    1️⃣device: iphone\n}", "screen Inbox {\n    device: iphone\n}"),
            Correction("screen Inbox {\n    device: iphone\n    1️⃣device: iphone\n    device: iphone\n}", "screen Inbox {\n    device: iphone\n}"),
        ],
        subject: .property
    )) { screen, context in
        guard screen.modelFacts.repeatsAPropertyName else { return }
        if screen.repeatsAPropertyName { report(screen.properties, in: &context) }
        for element in screen.allElements where element.repeatsAPropertyName { report(element.properties, in: &context) }
    }

    /// Reports each repeated name once, on its first repeat, with the later repeats as related
    /// locations; the fix removes every repeat. It is safe when every repeat sets the value the
    /// first one does, which loses nothing; a different value is the user's to choose.
    private static func report(_ properties: [NamedProperty], in context: inout RuleContext) {
        // A few properties are each compared with those before them; a long list is hashed
        // once, so that the check stays linear.
        var repeatsByName: [String: [NamedProperty]] = [:]
        var names: [String] = []
        if properties.count > 16 {
            for property in properties {
                if repeatsByName[property.name] == nil { names.append(property.name) }
                repeatsByName[property.name, default: []].append(property)
            }
        } else {
            for property in properties where !names.contains(property.name) {
                names.append(property.name)
                repeatsByName[property.name] = properties.filter { $0.name == property.name }
            }
        }
        for name in names {
            guard let all = repeatsByName[name], all.count > 1 else { continue }
            let original = all[0], repeats = all.dropFirst()
            let same = repeats.allSatisfy { $0.value.text == original.value.text }
            let editor = SourceEditor(original.syntax.tree)
            let times = all.count == 2 ? LocalizedText("", "", "") : LocalizedText(" \(all.count) times", "了 \(all.count) 次", "了 \(all.count) 次")
            let path = context.path
            context.report(repeats.first!.range, LocalizedText(
                "'\(name)' is already set above\(times.english); only the first counts. Remove \(all.count == 2 ? "one" : "the repeats").",
                "“\(name)”已在前面设置过\(times.simplifiedChinese)；只有第一次有效。请删除\(all.count == 2 ? "其中一个" : "重复的设置")。",
                "「\(name)」已在前面設定過\(times.traditionalChinese)；只有第一次有效。請刪除\(all.count == 2 ? "其中一個" : "重複的設定")。"),
                fixes: [Fix(title: LocalizedText("Remove the repeated '\(name)'", "删除重复的“\(name)”", "刪除重複的「\(name)」"), edits: editor.removals(of: repeats.map(\.range)), safety: FixSafety(isSafe: same))],
                related: repeats.dropFirst().map { RelatedLocation(file: path, range: $0.range, message: LocalizedText(
                    "'\(name)' is set again here.", "此处再次设置了“\(name)”。", "此處再次設定了「\(name)」。")) })
        }
    }
}
