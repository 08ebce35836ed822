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

/// A link from some screen to another, and the screen it stands in.
struct IncomingLink: Sendable {
    let declaration: WorkspaceIndex.Declaration
    let link: ScreenLink
}

/// Where other screens link to `name` with `kind`: the linking screen and the link.
func links(to name: String, _ kind: ScreenLink.Kind, in workspace: WorkspaceIndex) -> [IncomingLink] {
    // By target: the linking screen and the link's place among its links.
    // What links to `name` depends on other screens' links, and a change of a link names its
    // target among the changed facts.
    workspace.read(name)
    let incoming = workspace.memoized("incoming-links", surveys: []) {
        var incoming: [String: [(screen: WorkspaceIndex.ScreenReference, link: Int)]] = [:]
        for reference in workspace.allScreens {
            guard let links = workspace.declaration(reference)?.screen.links else { continue }
            for (index, link) in links.enumerated() { incoming[link.target, default: []].append((reference, index)) }
        }
        return incoming
    }
    return (incoming[name] ?? []).compactMap { reference in
        guard let declaration = workspace.declaration(reference.screen) else { return nil }
        let link = declaration.screen.links[reference.link]
        return link.kind == kind ? IncomingLink(declaration: declaration, link: link) : nil
    }
}
