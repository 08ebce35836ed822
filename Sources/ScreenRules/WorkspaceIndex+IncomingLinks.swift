import ScreenSyntax

extension WorkspaceIndex {
    /// A link from some screen to another, and the screen it stands in.
    struct IncomingLink: Sendable {
        let declaration: Declaration
        let link: ScreenLink
    }

    /// Where other screens link to `name` with `kind`: the linking screen and the link.
    func links(to name: String, _ kind: ScreenLink.Kind) -> [IncomingLink] {
        // By target: the linking screen and the link's place among its links.
        // What links to `name` depends on other screens' links, and a change of a link names its
        // target among the changed facts.
        read(name)
        let incoming = memoized("incoming-links", surveys: []) {
            var incoming: [String: [(screen: ScreenReference, link: Int)]] = [:]
            for reference in allScreens {
                guard let links = declaration(reference)?.screen.links else { continue }
                for (index, link) in links.enumerated() { incoming[link.target, default: []].append((reference, index)) }
            }
            return incoming
        }
        return (incoming[name] ?? []).compactMap { reference in
            guard let declaration = declaration(reference.screen) else { return nil }
            let link = declaration.screen.links[reference.link]
            return link.kind == kind ? IncomingLink(declaration: declaration, link: link) : nil
        }
    }
}
