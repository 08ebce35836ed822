import ScreenSyntax

extension Rule {
    static let segmentedTooFewSegments = Rule(RuleDescription(
        id: "segmented-too-few-segments", severity: .warning, category: .controls, guideline: "SegmentedControl", seeds: ["004", "001"],
        summary: LocalizedText(
            "A segmented control or scope bar with fewer than two segments.",
            "分段控件或范围栏的分段少于两个。",
            "分段控制項或範圍列的區段少於兩個。"),
        rationale: LocalizedText(
            "A segmented control is made of two or more segments and offers closely related choices that exclude each other (004, the segmented control); a scope bar is a segmented control that chooses a search category (001, scope controls). With one segment there is nothing to choose: use a label or a button, or add the other choices.",
            "分段控件由两个或以上的分段组成，用于提供密切相关而又互斥的选项（004，分段控件）；范围栏是用于选择搜索类别的分段控件（001，范围选择控件）。只有一个分段就无从选择：请改用标签或按钮，或加上其他选项。",
            "分段控制項由兩個或以上的區段組成，用於提供密切相關而又互斥的選項（004，分段控制項）；範圍列是用來選擇搜尋類別的分段控制項（001，範圍選擇控制項）。只有一個區段就無從選擇：請改用標籤或按鈕，或加上其他選項。"),
        triggering: [
            "screen Recents {\n    NavigationBar { 1️⃣SegmentedControl2️⃣ { segments: [\"All\"] } }\n}",
            "screen Mail {\n    SearchBar { 1️⃣ScopeBar2️⃣ { segments: [\"全部信箱\"] } }\n}",
            "screen Recents {\n    1️⃣SegmentedControl2️⃣ { Segment \"未接來電\" }\n}",
        ],
        nonTriggering: [
            "screen Recents {\n    NavigationBar { SegmentedControl { segments: [\"All\", \"Missed\"] } }\n}",
            "screen Recents {\n    SegmentedControl { segments: [\"全部\"] Segment \"未接\" }\n}",
            // A control whose segments are not written yet is still being sketched.
            "screen Recents {\n    SegmentedControl\n    SearchBar { ScopeBar }\n}",
        ]
    ), lookingAt: [.segmentedControl, .scopeBar]) { screen, context in
        for control in screen.elements(.segmentedControl) + screen.elements(.scopeBar) {
            let listed = control.property("segments")
            let count: Int
            if control.is(.scopeBar) {
                count = listed?.value.listItems.count ?? 0
            } else {
                count = control.segments.count
            }
            guard listed != nil || control.children.contains(where: { $0.is(.segment) }), count < 2 else { continue }
            // A segments value that is not a list is invalid-value's finding.
            if let listed, listed.value.kind != .listValue { continue }
            let kind = control.is(.scopeBar)
                ? LocalizedText("scope bar", "范围栏", "範圍列")
                : LocalizedText("segmented control", "分段控件", "分段控制項")
            context.report(control.nameRange, LocalizedText(
                "This \(kind.english) has \(count == 0 ? "no segments" : "one segment"), so it offers nothing to choose; add at least two choices, or use a label or button instead.",
                "这个\(kind.simplifiedChinese)只有 \(count) 个分段，无从选择；请至少提供两个选项，或改用标签或按钮。",
                "這個\(kind.traditionalChinese)只有 \(count) 個區段，無從選擇；請至少提供兩個選項，或改用標籤或按鈕。"))
        }
    }
}
