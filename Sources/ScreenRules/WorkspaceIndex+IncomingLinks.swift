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
            return IncomingLink(declaration: declaration, link: declaration.screen.links[Int(reference.link)])
        }
    }

    /// Where other screens link to `name` with `kind`: the linking screen and the link. Only
    /// those of `kind` are resolved, since rules ask this for every screen.
    func links(to name: String, _ kind: ScreenLink.Kind) -> [IncomingLink] {
        incomingReferences(to: name).compactMap { reference in
            guard let declaration = declaration(reference.screen) else { return nil }
            let link = declaration.screen.links[Int(reference.link)]
            return link.kind == kind ? IncomingLink(declaration: declaration, link: link) : nil
        }
    }

    /// The links to `name` by linking screen and place among its links, worked out once per
    /// index for every name, so that asking for each screen stays linear. Positions are read
    /// from the current summaries, so the fact outlives edits that only move text.
    private func incomingReferences(to name: String) -> ArraySlice<IncomingReference> {
        // What links to `name` depends on other screens' links, and a change of a link names
        // its target among the changed facts.
        read(name)
        let incoming = memoized("incoming-links", surveys: [], IncomingReferences.init)
        guard let place = names.index(of: name) else { return [] }
        return incoming.references[Int(incoming.starts[place])..<Int(incoming.starts[place + 1])]
    }

    fileprivate struct IncomingReference: Sendable {
        let screen: ScreenReference
        let link: Int32
    }

    /// Every name's incoming links in one array, a name's side by side in the order of the
    /// screens, found by the name's place in the index's name table: an array for each name
    /// cost an allocation each, and tables of their own hashed every target twice more. The
    /// places stay true for as long as the fact is kept: `updatingPositions(from:)`, which
    /// keeps the memo, keeps the table too.
    fileprivate struct IncomingReferences: Sendable {
        /// Where each name's run starts in `references`, by place in `names`; one more at the end.
        let starts: [Int32]
        let references: [IncomingReference]

        init(_ index: WorkspaceIndex) {
            // Each link's target is found once, and its place kept for the second walk. The
            // index files every link's target, so every one is found; one that were not would
            // be left out rather than trap.
            var targets: [Int32] = []
            var starts = [Int32](repeating: 0, count: index.names.count + 1)
            index.forEachScreen { _, screen in
                for link in screen.links {
                    let place = index.names.index(of: link.target) ?? -1
                    targets.append(Int32(place))
                    if place >= 0 { starts[place + 1] += 1 }
                }
            }
            for place in starts.indices.dropFirst() { starts[place] += starts[place - 1] }
            // Filled in order: each name's next free place moves through its run.
            var next = starts
            var references = [IncomingReference](repeating: IncomingReference(screen: ScreenReference(file: 0, screen: 0), link: 0), count: Int(starts.last!))
            var target = 0
            index.forEachScreen { reference, screen in
                for position in screen.links.indices {
                    defer { target += 1 }
                    let place = Int(targets[target])
                    guard place >= 0 else { continue }
                    references[Int(next[place])] = IncomingReference(screen: reference, link: Int32(position))
                    next[place] += 1
                }
            }
            self.starts = starts
            self.references = references
        }
    }
}

extension [WorkspaceIndex.IncomingLink] {
    /// Each link as a finding's related place, worded from the linking screen's name: where a
    /// screen is pushed or presented, for a rule about the screen linked to.
    func relatedPlaces(_ words: (_ linkingScreen: String) -> LocalizedText) -> [RelatedLocation] {
        map { incoming in
            RelatedLocation(file: incoming.declaration.path, range: incoming.link.range, message: words(incoming.declaration.screen.name))
        }
    }
}
