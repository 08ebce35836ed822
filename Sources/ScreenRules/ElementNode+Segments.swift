extension ElementNode {
    /// The segments of a SegmentedControl: its `segments:` list, then its `Segment` children.
    var segments: [SegmentContent] {
        var segments: [SegmentContent] = []
        for item in property("segments")?.value.listItems ?? [] {
            if let title = item.stringValue { segments.append(SegmentContent(title: title, hasImage: false, range: item.range)) }
        }
        for segment in children(.segment) {
            segments.append(SegmentContent(title: segment.primaryText, hasImage: segment.property("image") != nil, range: segment.primaryTextRange ?? segment.nameRange))
        }
        return segments
    }
}

/// One segment of a segmented control and where a finding about it points: its title, else
/// the `Segment` element's name.
struct SegmentContent {
    let title: String?
    let hasImage: Bool
    let range: Range<Int>
}
