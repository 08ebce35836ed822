import ScreenSyntax

extension WorkspaceIndex {
    /// A link from some screen to another, and the screen it stands in.
    public struct IncomingLink: Sendable, Hashable {
        public let declaration: Declaration
        public let link: ScreenLink
    }

    /// Every link to `name` (`pushes:`, `presents:`, a tab's `screen:`), file by file and in
    /// document order: the uses of a screen name, for rules, references and rename. Worked
    /// out once per index for every name, so that asking for each screen stays linear.
    public func incomingLinks(to name: String) -> [IncomingLink] {
        // What links to `name` depends on other screens' links, and a change of a link names
        // its target among the changed facts.
        read(name)
        // By target: the linking screen and the link's place among its links. Positions are
        // read from the current summaries, so the fact outlives edits that only move text.
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
            return IncomingLink(declaration: declaration, link: declaration.screen.links[reference.link])
        }
    }

    /// Where other screens link to `name` with `kind`: the linking screen and the link.
    func links(to name: String, _ kind: ScreenLink.Kind) -> [IncomingLink] {
        incomingLinks(to: name).filter { $0.link.kind == kind }
    }
}
