import ScreenSyntax
import ScreenCatalog

extension ScreenModel {
    /// Each element named `name` with the elements that stand beside it in the same container
    /// (the screen, a Stack, a Cell …), for rules that ask what a control is shown with.
    func elementsWithSiblings(named name: String) -> [(element: ElementNode, siblings: [ElementNode])] {
        let groups = [elements] + allElements.map(\.children)
        return groups.flatMap { group in
            group.filter { $0.name == name }.map { element in
                (element, group.filter { $0.syntax.id != element.syntax.id })
            }
        }
    }

    /// The elements that stand in no element named `container`, depth first.
    func elements(outside container: String) -> [ElementNode] {
        func walk(_ nodes: [ElementNode]) -> [ElementNode] {
            nodes.flatMap { $0.name == container ? [] : [$0] + walk($0.children) }
        }
        return walk(elements)
    }
}

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

