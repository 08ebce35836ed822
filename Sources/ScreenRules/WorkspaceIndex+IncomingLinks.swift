import ScreenSyntax

extension WorkspaceIndex {
    /// A link from some screen to another, and the screen it stands in.
    public struct IncomingLink: Sendable, Hashable {
        public let declaration: Declaration
        public let link: ScreenLink
    }

    /// Every link to `name` (`pushes:`, `presents:`, a tab's `screen:`), file by file and in
    /// document order: the uses of a screen name, for references and rename.
    public func incomingLinks(to name: String) -> [IncomingLink] {
        incomingReferences(to: name).compactMap { reference in
            guard let declaration = declaration(reference.screen) else { return nil }
            return IncomingLink(declaration: declaration, link: declaration.screen.links[reference.link])
        }
    }

    /// Where other screens link to `name` with `kind`: the linking screen and the link. Only
    /// those of `kind` are resolved, since rules ask this for every screen.
    func links(to name: String, _ kind: ScreenLink.Kind) -> [IncomingLink] {
        incomingReferences(to: name).compactMap { reference in
            guard let declaration = declaration(reference.screen) else { return nil }
            let link = declaration.screen.links[reference.link]
            return link.kind == kind ? IncomingLink(declaration: declaration, link: link) : nil
        }
    }

    /// The links to `name` by linking screen and place among its links, worked out once per
    /// index for every name, so that asking for each screen stays linear. Positions are read
    /// from the current summaries, so the fact outlives edits that only move text.
    private func incomingReferences(to name: String) -> [(screen: ScreenReference, link: Int)] {
        // What links to `name` depends on other screens' links, and a change of a link names
        // its target among the changed facts.
        read(name)
        let incoming = memoized("incoming-links", surveys: []) {
            var incoming: [String: [(screen: ScreenReference, link: Int)]] = [:]
            for reference in allScreens {
                guard let links = declaration(reference)?.screen.links else { continue }
                for (index, link) in links.enumerated() { incoming[link.target, default: []].append((reference, index)) }
            }
            return incoming
        }
        return incoming[name] ?? []
    }
}
