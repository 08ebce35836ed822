import ScreenSyntax

/// A rule: its description and its check. Most rules look at one screen at a time, with
/// the workspace's navigation graph at hand; a few look at a whole file.
public struct Rule: Sendable {
    public enum Check: Sendable {
        case screen(@Sendable (ScreenModel, inout RuleContext) -> Void)
        case file(@Sendable (FileInput, inout RuleContext) -> Void)
        /// Findings the engine itself makes: syntax errors and unused suppressions.
        case engine
    }

    public let description: RuleDescription
    let check: Check
    /// For a screen rule that looks only at some kinds of element: those kinds. A screen
    /// that holds none of them is passed over, as the rule could find nothing there; nil for
    /// a rule that looks at every screen. `RuleScopeTests` and the syntax fuzz target run
    /// each rule on the screens it passes over and require that it finds nothing there.
    let scope: ElementKindSet?

    public init(_ description: RuleDescription, screen check: @escaping @Sendable (ScreenModel, inout RuleContext) -> Void) {
        self.description = description
        self.check = .screen(check)
        self.scope = nil
    }

    /// A screen rule that finds nothing in a screen without an element of one of `kinds`.
    public init(_ description: RuleDescription, lookingAt kinds: [ElementKind], screen check: @escaping @Sendable (ScreenModel, inout RuleContext) -> Void) {
        precondition(!kinds.isEmpty, "\(description.id) looks at no kind of element")
        self.description = description
        self.check = .screen(check)
        self.scope = ElementKindSet(kinds)
    }

    public init(_ description: RuleDescription, file check: @escaping @Sendable (FileInput, inout RuleContext) -> Void) {
        self.description = description
        self.check = .file(check)
        self.scope = nil
    }

    /// A rule whose findings the engine makes itself.
    init(engine description: RuleDescription) {
        self.description = description
        self.check = .engine
        self.scope = nil
    }

    /// Whether the rule looks at `screen`: it has no scope, or the screen holds an element of it.
    func looks(at screen: ScreenModel) -> Bool {
        Self.looks(scope, at: screen.kinds)
    }

    /// Whether a rule of `scope` looks at a screen holding `kinds`.
    static func looks(_ scope: ElementKindSet?, at kinds: ElementKindSet) -> Bool {
        scope.map(kinds.intersects) ?? true
    }

    public var id: String { description.id }
}

/// What a file-wide rule sees: the file and its screen declarations (not their models, which
/// the engine builds only for screens it checks).
public struct FileInput: Sendable {
    public let path: String
    public let tree: SyntaxTree
    public let screens: [ScreenDeclarationSyntax]
    /// What the file rules carry from one section of a large file to the next; a file
    /// checked whole is one section.
    let carried: FileRuleCarry
}

/// Facts about a file's earlier screens that a file rule needs when it checks later ones.
/// File rules run one after another on one thread, so the state needs no lock.
final class FileRuleCarry: @unchecked Sendable {
    /// `duplicate-screen`: the text of each screen seen so far whose name is declared more
    /// than once, so that a later identical copy is recognised.
    private(set) var duplicatedScreenTexts: Set<ArraySlice<UInt8>> = []
    /// What was added since `mark()`, so that a section checked again adds it once.
    private var added: [ArraySlice<UInt8>] = []

    /// Notes a duplicated screen's text; whether it was not noted before.
    func noteDuplicatedScreenText(_ text: ArraySlice<UInt8>) -> Bool {
        guard duplicatedScreenTexts.insert(text).inserted else { return false }
        added.append(text)
        return true
    }

    /// Starts a section: what it adds can be taken back.
    func mark() {
        added.removeAll(keepingCapacity: true)
    }

    /// Takes back what was added since `mark()`.
    func rollBack() {
        for text in added { duplicatedScreenTexts.remove(text) }
        added.removeAll(keepingCapacity: true)
    }
}

/// What a rule's check may read and where it reports.
public struct RuleContext {
    public let workspace: WorkspaceIndex
    public let path: String
    let rule: RuleDescription
    let severity: Severity
    /// Whether the user set the rule's severity, which then wins over a rule's own choice.
    let severityIsConfigured: Bool
    /// Each option's value, the user's or the default, in the rule's order: worked out once per
    /// file, as rules read their thresholds for every screen.
    private let optionValues: [(name: String, value: Double)]
    private(set) var diagnostics: [Diagnostic] = []
    /// The fact `memoized` last gave, in the workspace store's box.
    private var lastMemoized: (key: String, box: AnyObject)?
    /// Whether only where and how grave the findings are is wanted: findings past the
    /// reported limit are only counted, so their words, fixes and related locations are not
    /// made (`RuleEngine.check(_:workspace:configuration:rules:jobs:)` of a large file).
    var countsOnly = false
    /// The one language findings are worded in (`Configuration.messageLanguage`); nil for
    /// every language.
    var language: Language?

    init(rule: RuleDescription, severity: Severity, severityIsConfigured: Bool, settings: [String: Double], workspace: WorkspaceIndex, path: String) {
        self.rule = rule
        self.severity = severity
        self.severityIsConfigured = severityIsConfigured
        self.optionValues = rule.options.map { option in
            // Most rules run with no settings: an empty table is not hashed into.
            guard !settings.isEmpty, let value = settings[option.name], !value.isNaN else { return (option.name, option.defaultValue) }
            return (option.name, min(max(value, option.range.lowerBound), option.range.upperBound))
        }
        self.workspace = workspace
        self.path = path
    }

    /// A threshold's value: the user's setting, else the rule's default. A value outside the
    /// option's range (which the loader never lets through) reads as the nearest bound.
    public func option(_ name: String) -> Double {
        guard let option = optionValues.first(where: { $0.name == name }) else {
            preconditionFailure("rule \(rule.id) reads undeclared option \(name)")
        }
        return option.value
    }

    /// A whole-number threshold (a count, a width in columns) as an Int; never traps, since
    /// the value lies within the option's range.
    public func wholeOption(_ name: String) -> Int {
        Int(exactly: option(name).rounded(.down)) ?? 0
    }

    /// A fact of the whole workspace (`WorkspaceIndex.memoized(_:surveys:_:)`). The context
    /// keeps the last one asked for, so that a rule asking for every screen takes no lock:
    /// the store's lock and search were a quarter of such a rule's work.
    public mutating func memoized<Value: Sendable>(_ key: String, surveys: FactDependencies.Surveys, _ compute: (WorkspaceIndex) -> Value) -> Value {
        if let kept = lastMemoized, kept.key == key, let box: WorkspaceMemo.Box<Value> = WorkspaceMemo.box(kept.box) {
            workspace.recorder?.survey(surveys)
            return box.value
        }
        let box = workspace.memoizedBox(key, surveys: surveys, compute)
        lastMemoized = (key, box)
        return box.value
    }

    /// Moves the findings reported so far to the end of `findings`.
    mutating func takeDiagnostics(into findings: inout [Diagnostic]) {
        guard !diagnostics.isEmpty else { return }
        // Handed over whole when `findings` is empty, as for most screens: a copy retained
        // every string and list of every finding, and the emptying released them again.
        guard !findings.isEmpty else {
            swap(&findings, &diagnostics)
            return
        }
        findings += diagnostics
        diagnostics.removeAll(keepingCapacity: true)
    }

    /// Reports a finding. `severity` lets a rule with graded findings (a warning past one
    /// threshold, information past a lower one) choose; a severity the user configured wins.
    /// The message, fixes and related locations are worked out only when they are wanted
    /// (`countsOnly`), in that order. A rule copies what they need of the context (its path,
    /// its workspace) before the call: they cannot capture the context the call changes. They
    /// may query the workspace, which notes the reading: findings are only counted in a check
    /// that notes none (`RuleEngine` requires it). They have no other effect, since a finding
    /// only counted never runs them.
    public mutating func report(
        _ range: Range<Int>, _ message: @autoclosure () -> LocalizedText, severity graded: Severity? = nil,
        fixes: @autoclosure () -> [Fix] = [], related: @autoclosure () -> [RelatedLocation] = []
    ) {
        let severity = severityIsConfigured ? severity : (graded ?? severity)
        guard !countsOnly else {
            diagnostics.append(Diagnostic(ruleID: rule.id, severity: severity, range: range, message: Self.unwritten, tags: rule.tags))
            return
        }
        // The words in one language when a reader sees only that one: the other two
        // languages' words were about 5 % of the work of an open's findings.
        let (message, fixes, related) = LocalizedText.writing(only: language) { (message(), fixes(), related()) }
        // A fix without a safety of its own has the rule's; a rule that declares no fix
        // gets no fix applied unseen.
        let safeFixes = fixes.map { fix in
            var fix = fix
            fix.safety = fix.safety ?? rule.fixSafety ?? .unsafe
            return fix
        }
        diagnostics.append(Diagnostic(ruleID: rule.id, severity: severity, range: range, message: message, tags: rule.tags, related: related, fixes: safeFixes))
    }

    /// The message of a finding only counted, which is never shown.
    private static let unwritten = LocalizedText(en: "", zhHans: "", zhHant: "")
}
