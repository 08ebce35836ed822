import ScreenSyntax

/// A threshold a rule reads; users set it in `screenkit.json` under the rule's id. Each has a
/// range, and a count or a width takes whole numbers only: a setting outside is reported on
/// the setting and the default applies, so no rule ever sees a value it cannot use.
public struct RuleOption: Sendable {
    public let name: String
    public let defaultValue: Double
    /// The values a user may set.
    public let range: ClosedRange<Double>
    /// Whether only whole numbers are allowed (counts, widths in columns).
    public let isWholeNumber: Bool
    public let meaning: LocalizedText

    /// A whole-number option from 0 to 1,000 (counts and widths), unless told otherwise.
    public init(_ name: String, default defaultValue: Double, range: ClosedRange<Double> = 0...1_000, wholeNumber: Bool = true, _ meaning: LocalizedText) {
        precondition(range.contains(defaultValue), "the default of \(name) lies outside its range")
        self.name = name
        self.defaultValue = defaultValue
        self.range = range
        self.isWholeNumber = wholeNumber
        self.meaning = meaning
    }

    /// Whether a user may set `value`.
    public func accepts(_ value: Double) -> Bool {
        range.contains(value) && (!isWholeNumber || value == value.rounded())
    }

    /// The allowed values in words, for the diagnostic on a setting outside them.
    public var allowedValues: LocalizedText {
        let low = formatted(range.lowerBound), high = formatted(range.upperBound)
        return isWholeNumber
            ? text("a whole number from \(low) to \(high)", "\(low) 到 \(high) 之间的整数", "\(low) 到 \(high) 之間的整數")
            : text("a number from \(low) to \(high)", "\(low) 到 \(high) 之间的数", "\(low) 到 \(high) 之間的數")
    }
}

/// Everything said about a rule: the docs, `screenkit explain`, SARIF metadata and the rule's
/// tests are all made from this.
public struct RuleDescription: Sendable {
    public let id: String
    public let defaultSeverity: Severity
    public let tags: [DiagnosticTag]
    /// The guideline entry the rule enforces (`TabBar`, `Tab.badge`), if any.
    public let guideline: String?
    /// The seed files the rule traces to.
    public let seeds: [String]
    /// One line: what the rule finds.
    public let summary: LocalizedText
    public let rationale: LocalizedText
    /// Examples the rule reports: each finding lies between a pair of markers, 1️⃣…2️⃣,
    /// 3️⃣…4️⃣, in order.
    public let triggering: [String]
    /// Examples the rule stays quiet on.
    public let nonTriggering: [String]
    public let options: [RuleOption]

    public init(
        id: String, severity: Severity, tags: [DiagnosticTag] = [], guideline: String? = nil, seeds: [String] = [],
        summary: LocalizedText, rationale: LocalizedText, triggering: [String], nonTriggering: [String], options: [RuleOption] = []
    ) {
        self.id = id
        self.defaultSeverity = severity
        self.tags = tags
        self.guideline = guideline
        self.seeds = seeds
        self.summary = summary
        self.rationale = rationale
        self.triggering = triggering
        self.nonTriggering = nonTriggering
        self.options = options
    }
}

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

    public init(_ description: RuleDescription, screen check: @escaping @Sendable (ScreenModel, inout RuleContext) -> Void) {
        self.description = description
        self.check = .screen(check)
    }

    public init(_ description: RuleDescription, file check: @escaping @Sendable (FileInput, inout RuleContext) -> Void) {
        self.description = description
        self.check = .file(check)
    }

    /// A rule whose findings the engine makes itself.
    init(engine description: RuleDescription) {
        self.description = description
        self.check = .engine
    }

    public var id: String { description.id }
}

/// What a file-wide rule sees: the file and its screen declarations (not their models, which
/// the engine builds only for screens it checks).
public struct FileInput: Sendable {
    public let path: String
    public let tree: SyntaxTree
    public let screens: [ScreenDeclarationSyntax]
}

/// What a rule's check may read and where it reports.
public struct RuleContext {
    public let workspace: WorkspaceIndex
    public let path: String
    let rule: RuleDescription
    let severity: Severity
    /// Whether the user set the rule's severity, which then wins over a rule's own choice.
    let severityIsConfigured: Bool
    let settings: [String: Double]
    private(set) var diagnostics: [Diagnostic] = []

    init(rule: RuleDescription, severity: Severity, severityIsConfigured: Bool, settings: [String: Double], workspace: WorkspaceIndex, path: String) {
        self.rule = rule
        self.severity = severity
        self.severityIsConfigured = severityIsConfigured
        self.settings = settings
        self.workspace = workspace
        self.path = path
    }

    /// A threshold's value: the user's setting, else the rule's default. A value outside the
    /// option's range (which the loader never lets through) reads as the nearest bound.
    public func option(_ name: String) -> Double {
        guard let option = rule.options.first(where: { $0.name == name }) else {
            preconditionFailure("rule \(rule.id) reads undeclared option \(name)")
        }
        guard let value = settings[name], !value.isNaN else { return option.defaultValue }
        return min(max(value, option.range.lowerBound), option.range.upperBound)
    }

    /// A whole-number threshold (a count, a width in columns) as an Int; never traps, since
    /// the value lies within the option's range.
    public func wholeOption(_ name: String) -> Int {
        Int(exactly: option(name).rounded(.down)) ?? 0
    }

    /// Moves the findings reported so far to the end of `findings`.
    mutating func takeDiagnostics(into findings: inout [Diagnostic]) {
        guard !diagnostics.isEmpty else { return }
        findings += diagnostics
        diagnostics.removeAll(keepingCapacity: true)
    }

    /// Reports a finding. `severity` lets a rule with graded findings (a warning past one
    /// threshold, information past a lower one) choose; a severity the user configured wins.
    public mutating func report(_ range: Range<Int>, _ message: LocalizedText, severity graded: Severity? = nil, fixes: [Fix] = [], related: [RelatedLocation] = []) {
        let severity = severityIsConfigured ? severity : (graded ?? severity)
        diagnostics.append(Diagnostic(ruleID: rule.id, severity: severity, range: range, message: message, tags: rule.tags, related: related, fixes: fixes))
    }
}

/// A shorthand for the three-language texts rules write.
public func text(_ en: String, _ zhHans: String, _ zhHant: String) -> LocalizedText {
    LocalizedText(en: en, zhHans: zhHans, zhHant: zhHant)
}
