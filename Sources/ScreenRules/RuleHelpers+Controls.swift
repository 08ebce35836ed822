import ScreenSyntax
import ScreenCatalog

extension ElementNode {
    /// A number property's value, else the catalog's default for it.
    func numberValueOrDefault(_ property: String) -> Double? {
        numberValue(property) ?? spec?.property(named: property)?.defaultValue.flatMap(Double.init)
    }

    /// Not hidden with `hidden: true`, so people see it.
    var isShown: Bool { boolValue("hidden") != true }

    /// The segments of a SegmentedControl: its `segments:` list, then its `Segment` children.
    var segments: [SegmentContent] {
        var segments: [SegmentContent] = []
        for item in property("segments")?.value.listItems ?? [] {
            if let title = item.stringValue { segments.append(SegmentContent(title: title, hasImage: false, range: item.range)) }
        }
        for segment in children(named: "Segment") {
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

/// A title to put after an element's name in a message, quoted as each language quotes
/// (` "Sync"`, `“Sync”`, `「Sync」`), or nothing when there is none.
func quotedTitle(_ title: String?) -> LocalizedText {
    guard let title else { return text("", "", "") }
    return text(" \"\(title)\"", "“\(title)”", "「\(title)」")
}

