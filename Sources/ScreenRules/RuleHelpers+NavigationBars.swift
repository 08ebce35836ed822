import ScreenSyntax

/// The end of a navigation bar an item stands at.
enum BarSide {
    case leading
    case trailing
}

extension ElementNode {
    /// A back button and a `placement: leading` button stand at the leading end; everything
    /// else (action controls) at the trailing end, as the guidelines lay a navigation bar out.
    var barSide: BarSide {
        name == "BackButton" || identifierValue("placement") == "leading" ? .leading : .trailing
    }

    /// The element as a reader finds it in the file: `Button "Edit"`, or `SegmentedControl`.
    var quotedName: String {
        primaryText.map { "\(name) \(quotedLiteral($0))" } ?? name
    }
}

/// A color's perceived brightness (Rec. 601 luma of `#RGB`, `#RRGGBB` or `#RRGGBBAA`), from 0
/// for black to 1 for white; nil for a value that is not a valid color.
func brightness(_ value: ValueSyntax) -> Double? {
    guard value.kind == .colorValue, value.colorValue?.isValid == true else { return nil }
    var digits = Array(value.text.dropFirst())
    if digits.count == 3 { digits = digits.flatMap { [$0, $0] } }
    let channels = stride(from: 0, to: 6, by: 2).compactMap { Int(String(digits[$0...$0 + 1]), radix: 16) }
    guard channels.count == 3 else { return nil }
    return (0.299 * Double(channels[0]) + 0.587 * Double(channels[1]) + 0.114 * Double(channels[2])) / 255
}

/// Where other screens link to `name` with `kind`: the linking screen and the link.
func links(to name: String, _ kind: ScreenLink.Kind, in workspace: WorkspaceIndex) -> [IncomingLink] {
    workspace.incomingLinks(to: name).filter { $0.link.kind == kind }
}
