import ScreenSyntax

extension Rule {
    static let pickerFixedSize = Rule(RuleDescription(
        id: "picker-fixed-size", severity: .warning, category: .controls, guideline: "Picker", seeds: ["004"],
        summary: LocalizedText(
            "`width:` or `height:` on a DatePicker or Picker, whose size is fixed.",
            "在尺寸固定的 DatePicker 或 Picker 上设置 `width:` 或 `height:`。",
            "在尺寸固定的 DatePicker 或 Picker 上設定 `width:` 或 `height:`。"),
        rationale: LocalizedText(
            "A picker and a date picker are the same size as the iPhone keyboard, and their size can't be changed: a width or height set in the design will not be what people see.",
            "选择器和日期时间选择器的大小与 iPhone 键盘的大小相同，并且不可更改：设计中设定的宽度或高度不会是用户看到的样子。",
            "選擇器和日期時間選擇器的大小與 iPhone 鍵盤的大小相同，並且不可更改：設計中設定的寬度或高度不會是使用者看到的樣子。"),
        triggering: [
            "screen Birthday {\n    NavigationBar { title: \"Birthday\" }\n    DatePicker { mode: date 1️⃣height: 120pt2️⃣ }\n}",
            "screen Size {\n    Picker { values: [\"S\", \"M\", \"L\"] 1️⃣width: 200pt2️⃣ height: 100pt }\n}",
        ],
        nonTriggering: [
            "screen Size {\n    Picker { values: [\"S\", \"M\", \"L\"] }\n    DatePicker { mode: time }\n    Stack { height: 216pt Picker { values: [\"XS\"] } }\n}",
        ],
        fix: .unsafe,
        corrections: [
            Correction(
                "screen Birthday {\n    NavigationBar { title: \"Birthday\" }\n    DatePicker { mode: date 1️⃣height: 120pt }\n}",
                "screen Birthday {\n    NavigationBar { title: \"Birthday\" }\n    DatePicker { mode: date }\n}"),
            Correction(
                "screen Size {\n    Picker {\n        values: [\"S\", \"M\"]\n        1️⃣width: 200pt\n        height: 100pt\n    }\n}",
                "screen Size {\n    Picker {\n        values: [\"S\", \"M\"]\n    }\n}"),
        ]
    ), lookingAt: [.datePicker, .picker]) { screen, context in
        for picker in screen.elements(.datePicker) + screen.elements(.picker) {
            let sizes = picker.properties.filter { $0.name == "width" || $0.name == "height" }
            guard let first = sizes.first else { continue }
            let names = sizes.map(\.name).reduce(into: [String]()) { names, name in if !names.contains(name) { names.append(name) } }
            let quoted = names.map { "'\($0)'" }.joined(separator: " and ")
            let quotedHans = names.map { "“\($0)”" }.joined(separator: "和")
            let quotedHant = names.map { "「\($0)」" }.joined(separator: "和")
            let plain = names.joined(separator: " and "), plainHans = names.joined(separator: " 和 ")
            let editor = SourceEditor(picker.syntax.tree)
            let path = context.path
            context.report(first.range, LocalizedText(
                "A \(picker.name) is always the size of the keyboard; its \(plain) can't be changed. Remove \(quoted) and leave room for the standard size.",
                "\(picker.name) 的大小始终与键盘相同，其 \(plainHans) 无法更改。请删除\(quotedHans)，并为标准尺寸留出空间。",
                "\(picker.name) 的大小始終與鍵盤相同，其 \(plainHans) 無法更改。請刪除\(quotedHant)，並為標準尺寸留出空間。"),
                fixes: [Fix(title: LocalizedText("Remove \(quoted)", "删除\(quotedHans)", "刪除\(quotedHant)"), edits: editor.removals(of: sizes.map(\.range)))],
                related: sizes.dropFirst().map { RelatedLocation(file: path, range: $0.range, message: LocalizedText(
                    "This \($0.name) is ignored too.", "此 \($0.name) 同样无效。", "此 \($0.name) 同樣無效。")) })
        }
    }
}
