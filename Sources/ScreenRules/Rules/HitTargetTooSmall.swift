import ScreenSyntax

extension Rule {
    static let hitTargetTooSmall = Rule(RuleDescription(
        id: "hit-target-too-small", severity: .warning, category: .controls, guideline: "Button", seeds: ["002", "004"],
        summary: LocalizedText(
            "A tappable element with `width:` or `height:` under 44 pt.",
            "可点击元素的 `width:` 或 `height:` 小于 44 pt。",
            "可點按元素的 `width:` 或 `height:` 小於 44 pt。"),
        rationale: LocalizedText(
            "People tap with a finger: the smallest comfortable hit target is 44 × 44 points, the area each toolbar item and each segment of a segmented control gets. A smaller control is hard to tap without hitting its neighbor.",
            "用户用手指点击：最小的舒适点击区域为 44×44 点，也就是每个工具栏选项和每个分段所占的区域。更小的控件很难点中，容易误触旁边的元素。",
            "使用者用手指點按：最小的舒適點按區域為 44×44 點，也就是每個工具列選項和每個分段所佔的區域。更小的控制項很難點中，容易誤觸旁邊的元素。"),
        triggering: [
            "screen Player {\n    Stack {\n        axis: horizontal\n        Button { icon: \"backward.fill\" 1️⃣width: 30pt2️⃣ height: 30pt }\n        Button { icon: \"play.fill\" width: 44pt height: 44pt }\n    }\n}",
            "screen Settings {\n    TableView { Cell \"Wi-Fi\" { 1️⃣height: 32pt2️⃣ } }\n    Switch \"Sync\" { 3️⃣width: 404️⃣ }\n}",
            // A 24 × 24 pt button is one fault, reported once with both sides named.
            "screen Chat {\n    Button { icon: \"paperclip\" 1️⃣width: 24pt2️⃣ height: 24pt }\n    Button { icon: \"mic\" 3️⃣height: 24pt4️⃣ width: 20pt }\n}",
        ],
        nonTriggering: [
            "screen Player {\n    Button \"Play\" { width: 120pt height: 44pt }\n    Label \"Now Playing\" { height: 20pt }\n    Image { name: \"cover\" width: 30pt }\n    Button \"Next\" { width: 50% }\n}",
        ],
        fix: .unsafe,
        corrections: [
            Correction("screen A {\n    Button \"Go\" { width: 80pt 1️⃣height: 28pt }\n}", "screen A {\n    Button \"Go\" { width: 80pt height: 44pt }\n}"),
            Correction("screen A {\n    Button { icon: \"plus\" 1️⃣width: 24pt height: 24pt }\n}", "screen A {\n    Button { icon: \"plus\" width: 44pt height: 44pt }\n}"),
        ]
    )) { screen, context in
        for element in screen.allElements where element.spec?.isTappable == true {
            // Most tappable elements set no size, or a large one: told before any list is made.
            guard sizeProperties.contains(where: { smallSize(element, $0) != nil }) else { continue }
            // Only the first of a repeated property counts; a repeat is duplicate-property's finding.
            let small = sizeProperties.compactMap { name -> (name: String, points: Double, property: PropertySyntax)? in
                smallSize(element, name).map { (name, $0.points, $0.property) }
            }.sorted { $0.property.range.lowerBound < $1.property.range.lowerBound }
            guard let first = small.first else { continue }
            let sizes = small.map { "\($0.points.asWritten)pt \($0.name == "width" ? "wide" : "high")" }
            let sizesHans = small.map { "\($0.name == "width" ? "宽" : "高") \($0.points.asWritten)pt" }
            let sizesHant = small.map { "\($0.name == "width" ? "寬" : "高") \($0.points.asWritten)pt" }
            let names = small.map(\.name).joined(separator: " and ")
            let namesHans = small.map(\.name).joined(separator: " 和 ")
            let path = context.path
            context.report(first.property.range, LocalizedText(
                "This \(element.name) is \(sizes.joined(separator: " and ")), under the 44pt people can tap comfortably. Make its \(names) at least 44pt, or enlarge its tappable area.",
                "此 \(element.name) \(sizesHans.joined(separator: "、"))，小于便于点击的 44pt。请把它的 \(namesHans) 设为至少 44pt，或扩大其点击区域。",
                "此 \(element.name) \(sizesHant.joined(separator: "、"))，小於便於點按的 44pt。請把它的 \(namesHans) 設為至少 44pt，或擴大其點按區域。"),
                fixes: [Fix(title: LocalizedText("Set \(small.map { "\($0.name): 44pt" }.joined(separator: ", "))", "设置 \(small.map { "\($0.name): 44pt" }.joined(separator: "、"))", "設定 \(small.map { "\($0.name): 44pt" }.joined(separator: "、"))"),
                            edits: small.map { SourceEdit(range: $0.property.value.range, newText: "44pt") })],
                related: small.dropFirst().map { RelatedLocation(file: path, range: $0.property.range, message: LocalizedText(
                    "Also under 44pt: \($0.name).", "同样小于 44pt：\($0.name)。", "同樣小於 44pt：\($0.name)。")) })
        }
    }

    /// The element's first `name` property, with its points, when it is under the minimum.
    private static func smallSize(_ element: ElementNode, _ name: String) -> (points: Double, property: PropertySyntax)? {
        guard let property = element.property(name), let points = property.value.numberValue?.points, points < minimumHitTarget else { return nil }
        return (points, property)
    }

    /// The properties that size an element: a list made once, not for every tappable element.
    private static let sizeProperties = ["width", "height"]

    /// The smallest comfortable hit target: 44 × 44 pt.
    private static let minimumHitTarget: Double = 44
}
