import ScreenSyntax

extension Rule {
    static let segmentedUnevenTitles = Rule(RuleDescription(
        id: "segmented-uneven-titles", severity: .hint, category: .controls, guideline: "SegmentedControl.segments", seeds: ["004"],
        summary: LocalizedText(
            "Segment titles of very different widths in one segmented control.",
            "同一个分段控件中各分段标题的宽度相差很大。",
            "同一個分段控制項中各分段標題的寬度相差很大。"),
        rationale: LocalizedText(
            "All segments of a control have the same width, so text of very different lengths looks unbalanced. Try to keep the text in every segment about the same length.",
            "因为每个分段都是等宽的，当文本长度差异很大时看上去会很不协调。尽可能地保持每个分段中的文字长度一致。",
            "因為每個分段都是等寬的，當文字長度差異很大時看上去會很不協調。儘可能地保持每個分段中的文字長度一致。"),
        triggering: [
            "screen Mailbox {\n    NavigationBar { title: \"Mailbox\" }\n    SegmentedControl { segments: [\"All\", 1️⃣\"Unread and Flagged\"2️⃣] selected: 0 }\n}",
            "screen Settings {\n    SegmentedControl {\n        Segment \"开\"\n        Segment \"关\"\n        Segment 1️⃣\"跟随系统设置\"2️⃣\n    }\n}",
        ],
        nonTriggering: [
            "screen Maps {\n    SegmentedControl { segments: [\"Map\", \"Transit\", \"Satellite\"] }\n    SegmentedControl { segments: [\"Day\", \"Week\", \"Month\", \"Year\"] }\n    SegmentedControl { segments: [\"全部\", \"未接来电\"] }\n    SegmentedControl { Segment { image: \"a\" } Segment \"Everything Else\" }\n}",
        ],
        options: [RuleOption("maxWidthRatio", default: 3, range: 1...1_000, wholeNumber: false, LocalizedText(
            "How many times as wide as the narrowest title the widest may be (CJK characters count double). 3 lets Map / Transit / Satellite pass and flags On / Off / Automatic.",
            "最宽的标题最多可以是最窄标题的几倍宽（中日韩文字按双倍宽度计算）。默认 3：Map / Transit / Satellite 不报告，On / Off / Automatic 会报告。",
            "最寬的標題最多可以是最窄標題的幾倍寬（中日韓文字按雙倍寬度計算）。預設 3：Map / Transit / Satellite 不報告，On / Off / Automatic 會報告。"))]
    ), lookingAt: [.segmentedControl]) { screen, context in
        let limit = context.option("maxWidthRatio")
        for control in screen.elements(.segmentedControl) {
            let titled: [(range: Range<Int>, title: String, width: Int)] = control.segments.compactMap { segment in
                guard let title = segment.title, title.displayWidth > 0 else { return nil }
                return (segment.range, title, title.displayWidth)
            }
            guard let widest = titled.max(by: { $0.width < $1.width }), let narrowest = titled.min(by: { $0.width < $1.width }) else { continue }
            let ratio = Double(widest.width) / Double(narrowest.width)
            guard ratio > limit else { continue }
            let times = ((ratio * 10).rounded() / 10).asWritten
            context.report(widest.range, LocalizedText(
                "The segment title \"\(widest.title)\" is \(times) times as wide as \"\(narrowest.title)\"; segments share one width, so this looks unbalanced. Shorten it, or choose titles of about the same length.",
                "分段标题“\(widest.title)”的宽度是“\(narrowest.title)”的 \(times) 倍；各分段等宽，这样看上去很不协调。请缩短它，或选用长度相近的标题。",
                "分段標題「\(widest.title)」的寬度是「\(narrowest.title)」的 \(times) 倍；各分段等寬，這樣看上去很不協調。請縮短它，或選用長度相近的標題。"))
        }
    }
}
