import ScreenSyntax
import ScreenSupport

/// A link from an element to a screen: `pushes:`, `presents:` or a tab's `screen:`.
public struct ScreenLink: Sendable, Hashable {
    public enum Kind: String, Sendable, CaseIterable {
        case pushes
        case presents
        case tab = "screen"
    }

    public let target: String
    private let storedRange: StoredRange
    public let kind: Kind

    /// The range of the target name in the file.
    public var range: Range<Int> { storedRange.range }

    public init(kind: Kind, target: String, range: Range<Int>) {
        self.kind = kind
        self.target = target
        storedRange = StoredRange(range)
    }
}

/// A byte range in two 32-bit offsets, as the lexer's are (`Lexer.maximumInputSize`): the
/// summaries hold several for every screen of the workspace (a link took 40 bytes with the
/// range in two words, 32 so).
struct StoredRange: Sendable, Hashable {
    private let start: UInt32
    private let end: UInt32

    init(_ range: Range<Int>) {
        start = UInt32(range.lowerBound)
        end = UInt32(range.upperBound)
    }

    var range: Range<Int> { Int(start)..<Int(end) }
}

/// What other files need to know of one screen; the workspace index is made of these. The
/// ranges are stored in 32 bits and the one-byte members come last, so that none is padded
/// to eight bytes: 96 bytes a screen, where it took 136.
public struct ScreenSummary: Sendable, Hashable {
    public let name: String
    var storedNameRange: StoredRange
    public let navigationTitle: String?
    public let orientation: String
    /// The navigation bar's `translucent` and `barTint`, for the appearance rule.
    public let navigationBarTint: String?
    public internal(set) var links: [ScreenLink]
    var storedNavigationBarRange: StoredRange?
    public let navigationBarTranslucent: Bool?
    public let declaresModal: Bool
    /// Whether its content, below the status, navigation and search bars, opens with a
    /// TableView: a list, whose rows a row pushing it announces with a disclosure indicator.
    public let isList: Bool

    public internal(set) var nameRange: Range<Int> {
        get { storedNameRange.range }
        set { storedNameRange = StoredRange(newValue) }
    }

    public internal(set) var navigationBarRange: Range<Int>? {
        get { storedNavigationBarRange?.range }
        set { storedNavigationBarRange = newValue.map(StoredRange.init) }
    }

    func hasSameFacts(as other: ScreenSummary) -> Bool {
        name == other.name && navigationTitle == other.navigationTitle && declaresModal == other.declaresModal
            && orientation == other.orientation && navigationBarTranslucent == other.navigationBarTranslucent
            && navigationBarTint == other.navigationBarTint && (navigationBarRange == nil) == (other.navigationBarRange == nil)
            && isList == other.isList
            && links.count == other.links.count && zip(links, other.links).allSatisfy { $0.kind == $1.kind && $0.target == $1.target }
    }

    /// Whether `other`, a summary with the same facts, is this one after `edits` of its file:
    /// every range moved with its text (none overlaps an edit). Allocates nothing: it runs
    /// for every screen of a file at every edit.
    func isMoved(through edits: [SourceEdit], to other: ScreenSummary) -> Bool {
        guard links.count == other.links.count, edits.mapped(nameRange) == other.nameRange,
              navigationBarRange.flatMap(edits.mapped) == other.navigationBarRange else { return false }
        for (link, moved) in zip(links, other.links) where edits.mapped(link.range) != moved.range {
            return false
        }
        return true
    }

    /// The same summary for a screen whose text moved by `delta` bytes.
    func moved(by delta: Int) -> ScreenSummary {
        var moved = self
        moved.nameRange = nameRange.moved(by: delta)
        moved.navigationBarRange = navigationBarRange?.moved(by: delta)
        moved.links = links.map { ScreenLink(kind: $0.kind, target: $0.target, range: $0.range.moved(by: delta)) }
        return moved
    }
}

/// The screens of one file, as other files see them.
public struct FileSummary: Sendable, Hashable {
    public let path: String
    public let screens: [ScreenSummary]

    /// Equal but for where things stand in the text: other files' findings cannot differ but
    /// for their related locations into this file, which move with its text.
    public func hasSameFacts(as other: FileSummary) -> Bool {
        path == other.path && screens.count == other.screens.count && zip(screens, other.screens).allSatisfy { $0.hasSameFacts(as: $1) }
    }

    /// The summary of the declared screens, read from their syntax.
    public init(path: String, declarations: some Sequence<ScreenDeclarationSyntax>) {
        var screens: [ScreenSummary] = []
        screens.reserveCapacity(declarations.underestimatedCount)
        Self.appendScreens(of: declarations, to: &screens)
        self.init(path: path, screens: screens)
    }

    /// Appends the summaries of the declared screens (those with a name) to `screens`: a file
    /// read in sections gathers them section by section into one list, with no copy of each.
    static func appendScreens(of declarations: some Sequence<ScreenDeclarationSyntax>, to screens: inout [ScreenSummary]) {
        for declaration in declarations where declaration.nameToken != nil {
            screens.append(ScreenSummary(declaration))
        }
    }

    init(path: String, screens: [ScreenSummary]) {
        self.path = path
        self.screens = screens
    }
}

/// The workspace's one screen namespace and its navigation graph, made from every file's
/// summary. Its facts change only when some file's facts change, so an edit inside a screen's
/// content does not make other files' findings stale; moved text only updates positions.
public struct WorkspaceIndex: Sendable {
    public struct Declaration: Sendable, Hashable {
        public let path: String
        public let screen: ScreenSummary
    }

    /// A screen by file and place in the file, so that positions are read from the summary
    /// that is current. Facts worked out once per index hold these rather than declarations,
    /// so that they stay true when text only moves. Two 32-bit numbers rather than a path:
    /// the index files a reference for every screen several times over.
    public struct ScreenReference: Sendable, Hashable, Comparable {
        /// The file's place in `files`, which are in the order of their paths.
        let file: Int32
        let screen: Int32

        public static func < (lhs: ScreenReference, rhs: ScreenReference) -> Bool { (lhs.file, lhs.screen) < (rhs.file, rhs.screen) }

        /// The next screen of the same file.
        var next: ScreenReference { ScreenReference(file: file, screen: screen + 1) }
    }

    /// One summary for each path, in the order of the paths.
    private(set) var files: [FileSummary]
    private let fileIndexes: [String: Int]
    /// Facts rules derive from the whole workspace, computed once per index.
    private var memo = WorkspaceMemo()
    /// Told of every fact a query reads, while the engine checks a screen.
    var recorder: FactRecorder?
    /// Every screen name and link target, with what the index knows of it.
    let names: ScreenNameTable<NameFacts>
    /// How many of `names` some screen declares.
    private let declaredNameCount: Int
    /// The names more than one screen declares. Every screen asks whether its name is one:
    /// asked of `names`, each question read a slot far from the last, and the few names
    /// repeated make a table that stays in the cache.
    private let repeatedNames: Set<String>
    /// What the index found of each screen's own name and of each of its links' targets, by
    /// file: worked out while the index is made, which looks every name up, so that a check
    /// asks about a screen's name and links without looking them up again (`isModal(_:declaredAt:)`,
    /// `declaresTarget(ofLink:of:named:)`). In a workspace of hundreds of thousands of screens
    /// each look-up missed the cache.
    private let resolvedScreens: [ResolvedScreens]

    /// The index of the files summarized; a path given twice is the last summary given for
    /// it, in every table (`replacing(_:)` gives a file's new summary after its old one).
    public init(_ fileSummaries: [FileSummary]) {
        var latest: [String: FileSummary] = [:]
        for summary in fileSummaries { latest[summary.path] = summary }
        let files = latest.keys.sorted().map { latest[$0]! }
        self.files = files
        var fileIndexes: [String: Int] = [:]
        for (index, file) in files.enumerated() { fileIndexes[file.path] = index }
        self.fileIndexes = fileIndexes
        // Sized for every screen at once: growing it screen by screen filed every name again
        // at each doubling.
        let screenCount = files.reduce(0) { $0 + $1.screens.count }
        var names = ScreenNameTable<NameFacts>(minimumCapacity: screenCount)
        var declaredNameCount = 0
        // Each file's screens' names and links' targets, by their places in `names`, and where
        // each screen's links start.
        var places: [(names: [Int32], targets: [Int32], starts: [Int32])] = []
        places.reserveCapacity(files.count)
        for (index, summary) in files.enumerated() {
            let file = Int32(index)
            // The screens by index, so that each screen's summary is read in place: a loop over
            // them copied every one, retaining each of its strings and lists.
            let screens = summary.screens
            var screenNames: [Int32] = [], targets: [Int32] = [], starts: [Int32] = []
            screenNames.reserveCapacity(screens.count)
            starts.reserveCapacity(screens.count + 1)
            for position in screens.indices {
                starts.append(Int32(truncatingIfNeeded: targets.count))
                let reference = ScreenReference(file: file, screen: Int32(position))
                let named = names.index(adding: screens[position].name, NameFacts.init)
                screenNames.append(Int32(truncatingIfNeeded: named))
                if names.values[named].declarations == nil { declaredNameCount += 1 }
                let declaresModal = screens[position].declaresModal
                names.update(at: named) { facts in
                    References.add(reference, to: &facts.declarations)
                    if declaresModal { facts.isModal = true }
                }
                for link in screens[position].links {
                    // Every link's target is filed, a tab's with no fact, so that each has a
                    // place (`incomingLinks(to:)`).
                    let target = names.index(adding: link.target, NameFacts.init)
                    targets.append(Int32(truncatingIfNeeded: target))
                    switch link.kind {
                    case .pushes: names.update(at: target) { References.add(reference, to: &$0.pushers) }
                    case .presents: names.update(at: target) { $0.isModal = true }
                    case .tab: break
                    }
                }
            }
            starts.append(Int32(truncatingIfNeeded: targets.count))
            places.append((screenNames, targets, starts))
        }
        // Sorted in place. A screen that pushes a target twice repeats a reference; the sort
        // brings repeats together, so a list does the work of a set per target.
        for named in names.values.indices {
            names.update(at: named) { facts in
                facts.declarations?.sort(removingRepeats: false)
                facts.pushers?.sort(removingRepeats: true)
            }
        }
        var repeatedNames: Set<String> = []
        for named in names.values.indices where names.values[named].declarations?.rest.isEmpty == false { repeatedNames.insert(names.names[named]) }
        self.names = names
        self.declaredNameCount = declaredNameCount
        self.repeatedNames = repeatedNames
        self.resolvedScreens = places.map { screenNames, targets, starts in
            ResolvedScreens(
                namePlaces: screenNames, nameFacts: screenNames.map { ResolvedScreens.facts(of: names.values[Int($0)]) }, linkStarts: starts,
                linkTargetIsDeclared: targets.map { names.values[Int($0)].declarations != nil })
        }
    }

    /// The same index with one file's positions brought up to date; its facts must be unchanged.
    /// Memoized facts stay: they hold no positions. A file the index does not have makes a
    /// new index.
    public func updatingPositions(from summary: FileSummary) -> WorkspaceIndex {
        guard let index = fileIndexes[summary.path] else { return replacing(summary) }
        var updated = self
        updated.files[index] = summary
        return updated
    }

    /// Notes that a query asked about `name`.
    func read(_ name: String) {
        recorder?.read(name)
    }

    private func resolve(_ references: References?, limit: Int = .max) -> [Declaration] {
        guard let references else { return [] }
        guard limit > 1, !references.rest.isEmpty else { return limit < 1 ? [] : declaration(references.first).map { [$0] } ?? [] }
        return ([references.first] + references.rest.prefix(limit - 1)).compactMap(declaration)
    }

    /// The summary of the screen a reference points at, if its file still has it.
    private func summary(of reference: ScreenReference) -> ScreenSummary? {
        let screens = files[Int(reference.file)].screens
        return Int(reference.screen) < screens.count ? screens[Int(reference.screen)] : nil
    }

    /// The names some screen declares, in the order they were first met.
    private var declaredNames: [String] {
        var declared: [String] = []
        declared.reserveCapacity(declaredNameCount)
        for named in names.values.indices where names.values[named].declarations != nil { declared.append(names.names[named]) }
        return declared
    }

    public var screenNames: [String] {
        recorder?.survey(.names)
        recorder?.handedOut(declaredNameCount)
        return declaredNames.sorted()
    }

    /// The screen names, indexed for "did you mean" suggestions; made once per index, so that
    /// a file of many unknown screen names is not checked in quadratic time.
    var screenNameSuggestions: NameSuggestionIndex {
        memoized("screen-name-suggestions", surveys: .names) { _ in
            recorder?.handedOut(declaredNameCount)
            return NameSuggestionIndex(declaredNames)
        }
    }

    /// The screens declared with `name`, by file and place; at most `limit` of them, so that a
    /// rule asking for each screen stays linear however many copies there are.
    public func declarations(of name: String, limit: Int = .max) -> [Declaration] {
        read(name)
        return resolve(names[name]?.declarations, limit: limit)
    }

    /// Whether the screen named `name` is a list (its first declaration is).
    public func isList(_ name: String) -> Bool {
        declarations(of: name, limit: 1).first?.screen.isList ?? false
    }

    public func declarationCount(of name: String) -> Int {
        read(name)
        return names[name]?.declarations.map { $0.rest.count + 1 } ?? 0
    }

    /// Whether more than one screen declares `name`: `declarationCount(of:) > 1`, for the
    /// question every screen asks of its own name.
    public func isDeclaredMoreThanOnce(_ name: String) -> Bool {
        read(name)
        return repeatedNames.contains(name)
    }

    public func declares(_ name: String) -> Bool {
        read(name)
        return names[name]?.declarations != nil
    }

    /// `declares(target)`, when `target` is the target of the screen's link number `ordinal`
    /// in its summary (its links in order, `ScreenSummary.links`): told without looking the
    /// name up. Nil when that link is not there or names another target.
    func declaresTarget(ofLink ordinal: Int, of reference: ScreenReference, named target: String) -> Bool? {
        let file = Int(reference.file), screen = Int(reference.screen)
        guard file < files.count, screen < files[file].screens.count else { return nil }
        let links = files[file].screens[screen].links
        guard ordinal < links.count, links[ordinal].target == target else { return nil }
        read(target)
        // The summaries' names and links are those the index was made with: a summary with
        // others makes a new index (`updatingPositions(from:)` keeps only the same facts).
        let resolved = resolvedScreens[file]
        return resolved.linkTargetIsDeclared[Int(resolved.linkStarts[screen]) + ordinal]
    }

    /// `isModal(name)`, told without looking the name up when `reference` files a screen of
    /// that name (`ScreenModel.indexedAs`).
    func isModal(_ name: String, declaredAt reference: ScreenReference?) -> Bool {
        guard let facts = nameFacts(name, declaredAt: reference) else { return isModal(name) }
        return facts & ResolvedScreens.isModal != 0
    }

    /// `isPushed(name)`, told as `isModal(_:declaredAt:)` is.
    func isPushed(_ name: String, declaredAt reference: ScreenReference?) -> Bool {
        guard let facts = nameFacts(name, declaredAt: reference) else { return isPushed(name) }
        return facts & ResolvedScreens.isPushed != 0
    }

    /// `pushers(of: name, limit:)`, found as `isModal(_:declaredAt:)` is.
    func pushers(of name: String, declaredAt reference: ScreenReference?, limit: Int = .max) -> [Declaration] {
        guard let (file, screen) = resolvedScreen(name, declaredAt: reference) else { return pushers(of: name, limit: limit) }
        return resolve(names.values[Int(resolvedScreens[file].namePlaces[screen])].pushers, limit: limit)
    }

    private func nameFacts(_ name: String, declaredAt reference: ScreenReference?) -> UInt8? {
        resolvedScreen(name, declaredAt: reference).map { resolvedScreens[$0.file].nameFacts[$0.screen] }
    }

    /// The file and screen `reference` files, when that screen is named `name`; the reading
    /// of the name is noted.
    private func resolvedScreen(_ name: String, declaredAt reference: ScreenReference?) -> (file: Int, screen: Int)? {
        guard let reference else { return nil }
        let file = Int(reference.file), screen = Int(reference.screen)
        guard file < files.count, screen < files[file].screens.count, files[file].screens[screen].name == name else { return nil }
        read(name)
        return (file, screen)
    }

    /// Where the index files the screen of `path` that is the `position`th with a name in
    /// that file: nil for a file it does not have.
    func reference(toScreen position: Int, inFile path: String) -> ScreenReference? {
        fileIndexes[path].map { ScreenReference(file: Int32($0), screen: Int32(truncatingIfNeeded: position)) }
    }

    /// The screens whose elements push `name`, each once; the first `limit` of them, so that a
    /// rule asking whether there is one alone does not copy a hundred.
    public func pushers(of name: String, limit: Int = .max) -> [Declaration] {
        read(name)
        return resolve(names[name]?.pushers, limit: limit)
    }

    public func isPushed(_ name: String) -> Bool {
        read(name)
        return names[name]?.pushers != nil
    }

    /// Presented by some screen, or declared `presentation: modal`.
    public func isModal(_ name: String) -> Bool {
        read(name)
        return names[name]?.isModal ?? false
    }

    /// Every screen of the workspace, by file and then by place in the file.
    public var allScreens: [ScreenReference] {
        recorder?.survey(.everything)
        let screens = memoized("all-screens", surveys: .everything) { _ in
            var screens: [ScreenReference] = []
            screens.reserveCapacity(files.reduce(0) { $0 + $1.screens.count })
            forEachScreenInOrder { reference, _ in screens.append(reference) }
            return screens
        }
        recorder?.handedOut(screens.count)
        return screens
    }

    /// Every screen's summary with its reference, in the order of `allScreens`, read in place:
    /// for a survey of every screen, which a copy of each summary would make several times
    /// dearer.
    func forEachScreen(_ body: (ScreenReference, ScreenSummary) -> Void) {
        recorder?.survey(.everything)
        var count = 0
        forEachScreenInOrder { reference, screen in
            count += 1
            body(reference, screen)
        }
        recorder?.handedOut(count)
    }

    /// Files in order, each file's screens in order: no comparison of screens.
    private func forEachScreenInOrder(_ body: (ScreenReference, ScreenSummary) -> Void) {
        for (file, summary) in files.enumerated() {
            let screens = summary.screens
            for position in screens.indices {
                body(ScreenReference(file: Int32(file), screen: Int32(position)), screens[position])
            }
        }
    }

    /// Every screen of the workspace, by file and then by place in the file.
    public var allDeclarations: [Declaration] { allScreens.compactMap(declaration) }

    /// The screen a reference names, with its current positions.
    public func declaration(_ reference: ScreenReference) -> Declaration? {
        guard let screen = summary(of: reference) else { return nil }
        read(screen.name)
        return Declaration(path: files[Int(reference.file)].path, screen: screen)
    }

    /// Computes a fact about the whole workspace once per index, so that a rule that asks it
    /// for each screen does not make checking quadratic. `key` names the fact and what it
    /// depends on. The fact must hold no positions (hold `ScreenReference`s and resolve them
    /// when reporting): it outlives edits that only move text. `surveys` says what it reads of
    /// every screen; a fact that it reads of screens named by the caller's query, the caller
    /// notes with `read(_:)`.
    ///
    /// `compute` is given the index, so that a rule's closure need not capture one: a copy of
    /// the index retains each of its tables, and a rule asking for each screen paid that.
    public func memoized<Value: Sendable>(_ key: String, surveys: FactDependencies.Surveys, _ compute: (WorkspaceIndex) -> Value) -> Value {
        memoizedBox(key, surveys: surveys, compute).value
    }

    /// `memoized(_:surveys:_:)`'s value in the box the store keeps it in, which a rule's
    /// context holds on to (`RuleContext.memoized`).
    func memoizedBox<Value: Sendable>(_ key: String, surveys: FactDependencies.Surveys, _ compute: (WorkspaceIndex) -> Value) -> WorkspaceMemo.Box<Value> {
        recorder?.survey(surveys)
        if let box: WorkspaceMemo.Box<Value> = memo.box(for: key) { return box }
        return memo.box(for: key) { recorder?.paused { compute(self) } ?? compute(self) }
    }
}

/// What the index found of one file's screens' names and links' targets, in order.
private struct ResolvedScreens: Sendable {
    /// For each screen, its name's place in the index's table of names.
    let namePlaces: [Int32]
    /// For each screen, whether its name is modal and whether it is pushed (the flags below).
    let nameFacts: [UInt8]
    /// Where each screen's links start in `linkTargetIsDeclared`, and one more: their count.
    let linkStarts: [Int32]
    let linkTargetIsDeclared: [Bool]

    static let isModal: UInt8 = 1
    static let isPushed: UInt8 = 2

    static func facts(of name: WorkspaceIndex.NameFacts) -> UInt8 {
        (name.isModal ? isModal : 0) | (name.pushers != nil ? isPushed : 0)
    }
}

/// The store behind `WorkspaceIndex.memoized`: shared by the copies of one index, guarded by a
/// lock because snapshots are read from several threads.
final class WorkspaceMemo: @unchecked Sendable {
    private let lock = Mutex()
    /// Each value in a `Box` of its type: telling the type is then a comparison of two
    /// pointers, where a cast from `any Sendable` cost a thousand instructions, and every
    /// screen asks. A list, not a dictionary: an index holds a few facts, and comparing a
    /// key with a few (literals, equal by their storage) costs less than hashing it, which
    /// was 700 instructions a screen for a rule asking its survey.
    private var values: [(key: String, object: AnyObject)] = []
    /// The keys some thread is computing the value of.
    private var computing: Set<String> = []

    private func stored(_ key: String) -> AnyObject? {
        values.first { $0.key == key }?.object
    }

    /// A value the store holds, of its type.
    final class Box<Value: Sendable>: Sendable {
        let value: Value
        init(_ value: Value) { self.value = value }
    }

    /// The box stored under `key`, if there is one of type `Value`.
    func box<Value: Sendable>(for key: String) -> Box<Value>? {
        guard let object = lock.withLock({ stored(key) }) else { return nil }
        return Self.box(object)
    }

    /// `object` as a box of `Value`s, if it is one.
    static func box<Value: Sendable>(_ object: AnyObject) -> Box<Value>? {
        type(of: object) == Box<Value>.self ? unsafeDowncast(object, to: Box<Value>.self) : nil
    }

    /// The box stored under `key`, its value computed by one thread: a thread that asks while
    /// another computes it waits for that one's value. (Every thread checking screens asked
    /// at once, and the name suggestion index of a large file, tens of megabytes while it is
    /// sorted, was made as many times over.) A fact computed while another is may ask for
    /// facts of its own but not for that one: the facts depend on one another without a cycle.
    func box<Value: Sendable>(for key: String, computing compute: () -> Value) -> Box<Value> {
        let found: Box<Value>? = lock.withLock {
            while true {
                if let object = stored(key), let box: Box<Value> = Self.box(object) { return box }
                guard computing.contains(key) else { break }
                lock.wait()
            }
            computing.insert(key)
            return nil
        }
        if let found { return found }
        let box = Box(compute())
        lock.withLock {
            values.removeAll { $0.key == key }
            values.append((key, box))
            computing.remove(key)
            lock.broadcast()
        }
        return box
    }
}

extension WorkspaceIndex {
    /// What the index knows of one name: the screens that declare it, those that push it, and
    /// whether some screen presents it or it declares itself modal.
    struct NameFacts: Sendable {
        var declarations: References?
        var pushers: References?
        var isModal = false
    }

    /// The screens filed under one name, the first held in place: most names are declared
    /// once and pushed by one screen, and an array for each would cost an allocation of its
    /// own (about 60 bytes a name, twice: a large file's index was a third of its memory).
    struct References: Sendable {
        var first: ScreenReference
        var rest: [ScreenReference] = []

        /// Adds a reference to a name's list, making the list for its first.
        static func add(_ reference: ScreenReference, to references: inout References?) {
            if references == nil {
                references = References(first: reference)
            } else {
                references!.rest.append(reference)
            }
        }

        /// Puts the references in order, the least first, and drops repeats if asked.
        mutating func sort(removingRepeats: Bool) {
            guard !rest.isEmpty else { return }
            var all = [first] + rest
            all.sort()
            if removingRepeats {
                var kept: [ScreenReference] = []
                kept.reserveCapacity(all.count)
                for reference in all where kept.last != reference { kept.append(reference) }
                all = kept
            }
            first = all[0]
            rest = Array(all.dropFirst())
        }
    }
}
