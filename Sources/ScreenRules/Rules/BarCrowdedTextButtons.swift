import ScreenSyntax

extension Rule {
    static let barCrowdedTextButtons = Rule(RuleDescription(
        id: "bar-crowded-text-buttons", severity: .hint, category: .bars, guideline: "FixedSpace", seeds: ["000", "001", "003"],
        summary: LocalizedText(
            "Two text buttons side by side in a navigation bar or toolbar with no space between them.",
            "导航栏或工具栏中两个文字按钮紧挨在一起，中间没有空格项。",
            "導覽列或工具列中兩個文字按鈕緊挨在一起，中間沒有空格項。"),
        rationale: LocalizedText(
            "Make sure there's enough space for buttons with text labels. If a bar includes several buttons with text labels, their text can run together and make the buttons hard to tell apart. Separate them by inserting a fixed-space item between the buttons. In a navigation bar, the back button and `placement: leading` buttons stand at the leading end, the others at the trailing end.",
            "确保有足够的空间留给使用文本标签的按钮。如果栏中包括多个含文本标签的按钮，这些按钮的文本可能会连在一起，使得按钮不易于分辨。在按钮之间插入含固定空格的项目以作分隔。在导航栏中，返回按钮和 `placement: leading` 的按钮位于前端，其他按钮位于后端。",
            "確保有足夠的空間留給使用文字標籤的按鈕。如果欄中包括多個含文字標籤的按鈕，這些按鈕的文字可能會連在一起，使得按鈕不易於分辨。在按鈕之間插入含固定空格的項目以作分隔。在導覽列中，返回按鈕和 `placement: leading` 的按鈕位於前端，其他按鈕位於後端。"),
        triggering: [
            "screen Conversation {\n    NavigationBar {\n        title: \"Alice Chen\"\n        Button \"Edit\"\n        1️⃣Button2️⃣ \"Flag\"\n    }\n}",
            "screen Conversation {\n    NavigationBar {\n        BackButton \"Inbox\"\n        1️⃣Button2️⃣ \"Mark\" { placement: leading }\n    }\n}",
            // Two crowded pairs in one toolbar, or a run of six buttons, are one fault of the bar: one finding.
            "screen Conversation {\n    Toolbar {\n        Button \"Reply\"\n        1️⃣Button2️⃣ \"Forward\"\n        FlexibleSpace\n        Button \"Archive\"\n        Button \"Delete\" { role: destructive }\n    }\n}",
            "screen Inbox {\n    Toolbar {\n        Button \"Reply\"\n        1️⃣Button2️⃣ \"Forward\"\n        Button \"Move\"\n        Button \"Flag\"\n        Button \"Archive\"\n        Button \"Delete\"\n    }\n}",
        ],
        nonTriggering: [
            "screen Conversation {\n    NavigationBar {\n        BackButton \"Inbox\"\n        Button \"Edit\"\n    }\n}",
            "screen Conversation {\n    Toolbar {\n        Button \"Reply\"\n        FixedSpace { width: 12pt }\n        Button \"Forward\"\n        FlexibleSpace\n        Button { systemItem: trash }\n        Button \"Archive\"\n    }\n}",
            "screen Conversation {\n    NavigationBar {\n        Button \"Cancel\" { role: cancel placement: leading }\n        Button \"Send\" { style: done }\n    }\n}",
        ],
        fix: .safe,
        corrections: [
            Correction(
                "screen Mail {\n    Toolbar {\n        Button \"Reply\"\n        1️⃣Button \"Forward\"\n    }\n}",
                "screen Mail {\n    Toolbar {\n        Button \"Reply\"\n        FixedSpace\n        Button \"Forward\"\n    }\n}"),
            Correction(
                "screen Mail {\n    NavigationBar { Button \"Edit\" 1️⃣Button \"Flag\" }\n}",
                "screen Mail {\n    NavigationBar { Button \"Edit\" FixedSpace Button \"Flag\" }\n}"),
            Correction(
                "screen Mail {\n    Toolbar {\n        Button \"Reply\"\n        1️⃣Button \"Forward\"\n        Button \"Move\"\n    }\n}",
                "screen Mail {\n    Toolbar {\n        Button \"Reply\"\n        FixedSpace\n        Button \"Forward\"\n        FixedSpace\n        Button \"Move\"\n    }\n}"),
        ],
        subject: .container
    ), lookingAt: [.navigationBar, .toolbar]) { screen, context in
        for bar in screen.elements where bar.is(.navigationBar) || bar.is(.toolbar) {
            // Each button that stands right after a text button at the same end, with the neighbor.
            var crowded: [(neighbor: ElementNode, item: ElementNode)] = []
            // The last item seen at each end of the bar since the last space.
            var lastAtLeading: ElementNode?
            var lastAtTrailing: ElementNode?
            for item in bar.children {
                if item.isSpace {
                    lastAtLeading = nil
                    lastAtTrailing = nil
                    continue
                }
                let side = bar.is(.navigationBar) ? item.barSide : .trailing
                let previous = side == .leading ? lastAtLeading : lastAtTrailing
                // Two back buttons side by side are a breadcrumb, back-button-breadcrumb's finding.
                if item.isTextButton, let neighbor = previous, neighbor.isTextButton, !neighbor.is(.backButton) || !item.is(.backButton) {
                    crowded.append((neighbor, item))
                }
                if side == .leading { lastAtLeading = item } else { lastAtTrailing = item }
            }
            report(crowded, in: bar, context: &context)
        }
    }

    /// One finding per bar, on the first crowded button: the crowding is the bar's fault, and
    /// its fix puts a FixedSpace before each crowded button.
    private static func report(_ crowded: [(neighbor: ElementNode, item: ElementNode)], in bar: ElementNode, context: inout RuleContext) {
        guard let (neighbor, item) = crowded.first else { return }
        let editor = SourceEditor(bar.syntax.tree)
        // The words are made in the report, in the language wanted.
        func message() -> LocalizedText {
            crowded.count == 1
                ? LocalizedText(
                    "\(neighbor.quotedName) and \(item.quotedName) stand side by side in the \(bar.name); their text can run together. Put a FixedSpace between them.",
                    "\(neighbor.quotedName) 与 \(item.quotedName) 在 \(bar.name) 中紧挨在一起，文字可能会连在一起。请在两者之间插入 FixedSpace。",
                    "\(neighbor.quotedName) 與 \(item.quotedName) 在 \(bar.name) 中緊挨在一起，文字可能會連在一起。請在兩者之間插入 FixedSpace。")
                : LocalizedText(
                    "\(crowded.count) pairs of text buttons stand side by side in the \(bar.name) (\(crowded.map { "\($0.neighbor.quotedName) and \($0.item.quotedName)" }.joined(separator: ", "))); their text can run together. Put a FixedSpace between the buttons of each pair.",
                    "\(bar.name) 中有 \(crowded.count) 对文字按钮紧挨在一起（\(crowded.map { "\($0.neighbor.quotedName) 与 \($0.item.quotedName)" }.joined(separator: "、"))），文字可能会连在一起。请在每对按钮之间插入 FixedSpace。",
                    "\(bar.name) 中有 \(crowded.count) 對文字按鈕緊挨在一起（\(crowded.map { "\($0.neighbor.quotedName) 與 \($0.item.quotedName)" }.joined(separator: "、"))），文字可能會連在一起。請在每對按鈕之間插入 FixedSpace。")
        }
        func title() -> LocalizedText {
            crowded.count == 1
                ? LocalizedText("Insert a FixedSpace", "插入 FixedSpace", "插入 FixedSpace")
                : LocalizedText("Insert \(crowded.count) FixedSpaces", "插入 \(crowded.count) 个 FixedSpace", "插入 \(crowded.count) 個 FixedSpace")
        }
        let path = context.path
        context.report(item.nameRange, message(),
            fixes: [Fix(title: title(), edits: crowded.map { editor.insertion("FixedSpace", before: $0.item.range.lowerBound) })],
            related: crowded.dropFirst().map { RelatedLocation(file: path, range: $0.item.nameRange, message: LocalizedText(
                "\($0.item.quotedName) stands right after \($0.neighbor.quotedName).",
                "\($0.item.quotedName) 紧挨在 \($0.neighbor.quotedName) 之后。",
                "\($0.item.quotedName) 緊挨在 \($0.neighbor.quotedName) 之後。")) })
    }
}
