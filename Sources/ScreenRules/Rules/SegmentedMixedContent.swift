import ScreenSyntax

extension Rule {
    static let segmentedMixedContent = Rule(RuleDescription(
        id: "segmented-mixed-content", severity: .error, category: .controls, guideline: "Segment.image", seeds: ["004"],
        summary: LocalizedText(
            "Text segments and image segments in one segmented control.",
            "同一个分段控件中混用文字分段和图片分段。",
            "同一個分段控制項中混用文字分段和圖片分段。"),
        rationale: LocalizedText(
            "Each segment can hold only text or only an image. Don't mix text and images in one segmented control: avoid a control in which some segments contain only text and others only images.",
            "每一个分段都仅可支持纯文字或纯图片。不要在同一个分段控件中混用文字和图片：避免在同一个分段控件中，一些分段里使用纯文字，另一些分段里使用纯图。",
            "每一個分段都僅可支援純文字或純圖片。不要在同一個分段控制項中混用文字和圖片：避免在同一個分段控制項中，一些分段裡使用純文字，另一些分段裡使用純圖。"),
        triggering: [
            "screen Maps {\n    1️⃣SegmentedControl2️⃣ {\n        Segment \"Map\"\n        Segment \"Transit\"\n        Segment { image: \"globe\" }\n    }\n}",
            "screen Photos {\n    1️⃣SegmentedControl2️⃣ {\n        segments: [\"All\", \"Favorites\"]\n        Segment { image: \"heart\" }\n    }\n    3️⃣SegmentedControl4️⃣ { Segment \"Grid\" { image: \"square.grid.2x2\" } }\n}",
        ],
        nonTriggering: [
            "screen Maps {\n    SegmentedControl { Segment \"Map\" Segment \"Transit\" Segment \"Satellite\" }\n    SegmentedControl { Segment { image: \"list.bullet\" } Segment { image: \"square.grid.2x2\" } }\n    SegmentedControl { segments: [\"地图\", \"公交\", \"卫星\"] }\n}",
        ]
    ), lookingAt: [.segmentedControl]) { screen, context in
        for control in screen.elements(.segmentedControl) {
            let segments = control.segments
            let texts = segments.filter { $0.title != nil }.count
            let images = segments.filter(\.hasImage).count
            guard texts > 0, images > 0 else { continue }
            context.report(control.nameRange, LocalizedText(
                "This SegmentedControl mixes text and images (segments with text: \(texts), with an image: \(images)). Give every segment only a title, or every segment only an image.",
                "此 SegmentedControl 混用了文字和图片（含文字的分段：\(texts) 个，含图片的分段：\(images) 个）。请让所有分段都只用文字，或都只用图片。",
                "此 SegmentedControl 混用了文字和圖片（含文字的分段：\(texts) 個，含圖片的分段：\(images) 個）。請讓所有分段都只用文字，或都只用圖片。"))
        }
    }
}
