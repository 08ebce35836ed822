import ScreenSyntax

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

    /// The change from one summary of a file to the next (nil for a file added or removed).
    ///
    /// Screens are compared in place: facts read in workspace order (which of two pushers
    /// comes first, a tie between two bar looks) change when screens trade places even if no
    /// screen's facts do, so every screen between the first and the last difference counts as
    /// changed.
    public init(from old: FileSummary?, to new: FileSummary?) {
        var before = old?.screens[...] ?? []
        var after = new?.screens[...] ?? []
        while let first = before.first, let other = after.first, first.hasSameFacts(as: other) {
            before.removeFirst()
            after.removeFirst()
        }
        while let last = before.last, let other = after.last, last.hasSameFacts(as: other) {
            before.removeLast()
            after.removeLast()
        }
        self.init(changed: before, after)
        if Self.counts(before.map(\.name)) != Self.counts(after.map(\.name)) { surveys.insert(.names) }
        if before.map(BarLook.init) != after.map(BarLook.init) { surveys.insert(.barLooks) }
    }

    /// The change when a file's screens keep their facts but some summary position is not
    /// where `edits` moved it (a link retyped on another element, a bar inserted before a
    /// bar alike): findings that point there are made again. Nil when every position moved
    /// with its text.
    public init?(placesFrom old: FileSummary, through edits: [SourceEdit], to new: FileSummary) {
        self.init(placesFrom: old.screens[...], through: edits, to: new.screens[...])
    }

    /// The same, of the screens that may differ: those an edit left alone moved with it.
    public init?(placesFrom differing: DifferingScreens, through edits: [SourceEdit]) {
        self.init(placesFrom: differing.old, through: edits, to: differing.new)
    }

    private init?(placesFrom old: ArraySlice<ScreenSummary>, through edits: [SourceEdit], to new: ArraySlice<ScreenSummary>) {
        var misplaced: [ScreenSummary] = []
        for (screen, moved) in zip(old, new) where !screen.isMoved(through: edits, to: moved) {
            misplaced.append(screen)
        }
        guard !misplaced.isEmpty else { return nil }
        self.init(changed: misplaced[...], [])
    }

    /// Names the screens, and the screens they link to, as changed.
    private init(changed before: ArraySlice<ScreenSummary>, _ after: ArraySlice<ScreenSummary>) {
        for screen in before + after {
            names.insert(screen.name)
            for link in screen.links { names.insert(link.target) }
        }
        if !before.isEmpty || !after.isEmpty { surveys.insert(.everything) }
    }

    private static func counts<Element: Hashable>(_ elements: [Element]) -> [Element: Int] {
        elements.reduce(into: [:]) { $0[$1, default: 0] += 1 }
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
    private var dependencies = FactDependencies()
    /// Names read since the last `take()`, in a list: a file rule reads every screen's name,
    /// and a set grown one name at a time hashed each several times over as it grew.
    private var namesRead: [String] = []
    /// False for a check whose findings are not kept (the command line's): then only the
    /// reads are counted.
    let recordsDependencies: Bool
    /// Reads made while a memoized survey is computed are the survey's, not the screen's.
    private var pausedDepth = 0

    /// Screens, names and links the index handed out during the check, surveys included: the
    /// work a check does on the workspace, which a test holds to a budget linear in its size.
    private(set) var workspaceReads = 0

    init(recordsDependencies: Bool) {
        self.recordsDependencies = recordsDependencies
    }

    func read(_ name: String) {
        workspaceReads += 1
        if recordsDependencies, pausedDepth == 0 { namesRead.append(name) }
    }

    /// Notes that a query handed out `count` items, each of which the caller may read.
    func handedOut(_ count: Int) {
        workspaceReads += count
    }

    func survey(_ surveys: FactDependencies.Surveys) {
        if recordsDependencies, pausedDepth == 0 { dependencies.surveys.formUnion(surveys) }
    }

    func paused<Result>(_ body: () -> Result) -> Result {
        pausedDepth += 1
        defer { pausedDepth -= 1 }
        return body()
    }

    /// The dependencies recorded since the last call.
    func take() -> FactDependencies {
        var taken = dependencies
        dependencies = FactDependencies()
        if !namesRead.isEmpty {
            taken.names.reserveCapacity(namesRead.count)
            for name in namesRead { taken.names.insert(name) }
            namesRead.removeAll(keepingCapacity: true)
        }
        return taken
    }
}
