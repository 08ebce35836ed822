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
        guard let range = incoming.ranges[name] else { return [] }
        return incoming.references[Int(range.lowerBound)..<Int(range.upperBound)]
    }

    fileprivate struct IncomingReference: Sendable {
        let screen: ScreenReference
        let link: Int32
    }

    /// Every name's incoming links in one array, a name's side by side in the order of the
    /// screens: an array for each name cost an allocation each, which made the fact a large
    /// file's biggest table after its text.
    fileprivate struct IncomingReferences: Sendable {
        let ranges: [String: Range<Int32>]
        let references: [IncomingReference]

        init(_ index: WorkspaceIndex) {
            // Each name's count, then where its run starts, then the runs filled in order.
            var counts: [String: Int32] = [:]
            var total = 0
            index.forEachScreen { _, screen in
                for link in screen.links { counts[link.target, default: 0] += 1 }
                total += screen.links.count
            }
            var ranges: [String: Range<Int32>] = .init(minimumCapacity: counts.count)
            var start: Int32 = 0
            for (name, count) in counts {
                ranges[name] = start..<start
                start += count
            }
            counts = [:]
            var references = [IncomingReference](repeating: IncomingReference(screen: ScreenReference(file: 0, screen: 0), link: 0), count: total)
            // Each link's target is hashed once here: its run grows in place.
            func nextSlot(_ run: inout Range<Int32>) -> Int {
                defer { run = run.lowerBound..<(run.upperBound + 1) }
                return Int(run.upperBound)
            }
            index.forEachScreen { reference, screen in
                for (position, link) in screen.links.enumerated() {
                    references[nextSlot(&ranges[link.target]!)] = IncomingReference(screen: reference, link: Int32(position))
                }
            }
            self.ranges = ranges
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
