import ScreenSyntax

extension Rule {
    static let segmentedTooManySegments = Rule(RuleDescription(
        id: "segmented-too-many-segments", severity: .warning, category: .controls, guideline: "SegmentedControl.segments", seeds: ["004"],
        summary: LocalizedText(
            "A segmented control with more than five segments on iPhone.",
            "iPhone 上的分段控件多于五个分段。",
            "iPhone 上的分段控制項多於五個分段。"),
        rationale: LocalizedText(
            "All segments share the control's fixed width, so the more segments, the narrower each one. To keep every segment easy to tap, at least 44 × 44 points, limit their number: on iPhone, a segmented control should have at most five segments.",
            "每一个分段的宽度相同，分段数量越多，则宽度越小。为了保证每个分段的大小有至少44×44 点、容易点击，请控制分段的数量：在 iPhone 上，1个分段控件最多包含5个分段。",
            "每一個分段的寬度相同，分段數量越多，則寬度越小。為了保證每個分段的大小有至少44×44 點、容易點按，請控制分段的數量：在 iPhone 上，1個分段控制項最多包含5個分段。"),
        triggering: [
            "screen Calendar {\n    device: iphone\n    NavigationBar { title: \"Calendar\" }\n    1️⃣SegmentedControl2️⃣ { segments: [\"Day\", \"Week\", \"Month\", \"Quarter\", \"Year\", \"All\"] selected: 0 }\n}",
            "screen Filters {\n    device: iphoneX\n    1️⃣SegmentedControl2️⃣ {\n        Segment { image: \"sun.max\" }\n        Segment { image: \"cloud\" }\n        Segment { image: \"cloud.rain\" }\n        Segment { image: \"cloud.snow\" }\n        Segment { image: \"wind\" }\n        Segment { image: \"tornado\" }\n    }\n}",
        ],
        nonTriggering: [
            "screen Calendar {\n    SegmentedControl { segments: [\"Day\", \"Week\", \"Month\", \"Year\", \"All\"] }\n}",
            "screen Calendar {\n    device: ipad\n    SegmentedControl { segments: [\"Day\", \"Week\", \"Month\", \"Quarter\", \"Year\", \"All\"] }\n}",
        ]
    ), lookingAt: [.segmentedControl]) { screen, context in
        guard screen.isPhone else { return }
        for control in screen.elements(.segmentedControl) {
            let count = control.segments.count
            guard count > maxSegmentsOnPhone else { continue }
            context.report(control.nameRange, LocalizedText(
                "This SegmentedControl has \(count) segments; on iPhone keep it to \(maxSegmentsOnPhone) so each stays easy to tap. Merge or drop choices, or offer them in a list.",
                "此 SegmentedControl 有 \(count) 个分段；在 iPhone 上请控制在 \(maxSegmentsOnPhone) 个以内，以保证每个分段都容易点击。请合并或删减选项，或改用列表展示。",
                "此 SegmentedControl 有 \(count) 個分段；在 iPhone 上請控制在 \(maxSegmentsOnPhone) 個以內，以保證每個分段都容易點按。請合併或刪減選項，或改用列表展示。"))
        }
    }

    /// The guidelines' limit for iPhone.
    private static let maxSegmentsOnPhone = 5
}
