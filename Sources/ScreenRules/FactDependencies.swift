/// Which of the workspace's facts one screen's findings were made from: the screens it asked
/// about by name, and the facts it read of every screen. A change of other facts leaves its
/// findings true, so they are kept.
public struct FactDependencies: Sendable, Hashable {
    /// Facts read of every screen at once.
    public struct Surveys: OptionSet, Sendable, Hashable {
        public let rawValue: UInt8
        public init(rawValue: UInt8) { self.rawValue = rawValue }

        /// The names declared (a suggestion for an unknown name).
        public static let names = Surveys(rawValue: 1 << 0)
        /// Orientations and navigation-bar looks (the usual look of the app's bars).
        public static let barLooks = Surveys(rawValue: 1 << 1)
        /// Anything of any screen.
        public static let everything = Surveys(rawValue: 1 << 2)
    }

    /// Names asked about, and names of the screens whose summaries were read.
    public var names: Set<String> = []
    public var surveys: Surveys = []

    public init() {}

    /// Whether findings made from these facts may differ after `change`.
    public func areAffected(by change: FactChange) -> Bool {
        if change.changesEverything { return true }
        if !surveys.intersection(change.surveys).isEmpty { return true }
        return names.count < change.names.count ? !names.isDisjoint(with: change.names) : !change.names.isDisjoint(with: names)
    }
}

/// What changed of the workspace's facts when one file's summary did: the screens (by name)
/// added, removed or changed, the targets of links added or removed, and which surveys of
/// every screen read differently. `FactDependencies` meeting it name findings to make again.
public struct FactChange: Sendable, Equatable {
    public var names: Set<String> = []
    public var surveys: FactDependencies.Surveys = []
    /// Set when screens only changed places: references into the file move, so nothing
    /// made from its facts is kept.
    public var changesEverything = false

    /// The change from one summary of a file to the next (nil for a file added or removed).
    public init(from old: FileSummary?, to new: FileSummary?) {
        var before = old?.screens[...] ?? []
        var after = new?.screens[...] ?? []
        // An edit changes a few screens: those that keep their place and facts are set aside
        // first, without hashing them.
        while let first = before.first, let other = after.first, first.hasSameFacts(as: other) {
            before.removeFirst()
            after.removeFirst()
        }
        while let last = before.last, let other = after.last, last.hasSameFacts(as: other) {
            before.removeLast()
            after.removeLast()
        }
        // Screens whose facts are not all equal to some screen's on the other side.
        var unmatched = Dictionary(grouping: before.indices, by: { FactKey(before[$0]) })
        var added: [ScreenSummary] = []
        for screen in after {
            let key = FactKey(screen)
            if var indices = unmatched[key], !indices.isEmpty {
                indices.removeLast()
                unmatched[key] = indices
            } else {
                added.append(screen)
            }
        }
        let removed = unmatched.values.flatMap { $0.map { before[$0] } }
        for screen in removed + added {
            names.insert(screen.name)
            for link in screen.links { names.insert(link.target) }
        }
        if Self.counts(removed.map(\.name)) != Self.counts(added.map(\.name)) { surveys.insert(.names) }
        if Self.counts(removed.compactMap(BarLook.init)) != Self.counts(added.compactMap(BarLook.init)) { surveys.insert(.barLooks) }
        if !removed.isEmpty || !added.isEmpty { surveys.insert(.everything) } else { changesEverything = true }
    }

    private static func counts<Element: Hashable>(_ elements: [Element]) -> [Element: Int] {
        elements.reduce(into: [:]) { $0[$1, default: 0] += 1 }
    }

    /// A screen's facts, for matching screens that did not change.
    private struct FactKey: Hashable {
        let name: String
        let navigationTitle: String?
        let declaresModal: Bool
        let look: BarLook?
        let orientation: String
        let links: [String]

        init(_ screen: ScreenSummary) {
            name = screen.name
            navigationTitle = screen.navigationTitle
            declaresModal = screen.declaresModal
            look = BarLook(screen)
            orientation = screen.orientation
            links = screen.links.map { "\($0.kind.rawValue):\($0.target)" }
        }
    }

    /// What the survey of bar looks reads of a screen with a navigation bar.
    private struct BarLook: Hashable {
        let orientation: String
        let translucent: Bool?
        let tint: String?

        init?(_ screen: ScreenSummary) {
            guard screen.navigationBarRange != nil else { return nil }
            orientation = screen.orientation
            translucent = screen.navigationBarTranslucent
            tint = screen.navigationBarTint
        }
    }
}

/// Collects the facts a screen's rules read while they run; the index reports each read to it.
/// Used by one check at a time.
final class FactRecorder: @unchecked Sendable {
    private(set) var dependencies = FactDependencies()
    /// Reads made while a memoized survey is computed are the survey's, not the screen's.
    private var pausedDepth = 0

    func read(_ name: String) {
        if pausedDepth == 0 { dependencies.names.insert(name) }
    }

    func survey(_ surveys: FactDependencies.Surveys) {
        if pausedDepth == 0 { dependencies.surveys.formUnion(surveys) }
    }

    func paused<Result>(_ body: () -> Result) -> Result {
        pausedDepth += 1
        defer { pausedDepth -= 1 }
        return body()
    }

    /// The dependencies recorded since the last call.
    func take() -> FactDependencies {
        defer { dependencies = FactDependencies() }
        return dependencies
    }
}
