import ScreenSyntax

/// Everything said about a rule: the docs, `screenkit explain`, SARIF metadata and the rule's
/// tests are all made from this. A rule's file is the only place it is written down.
public struct RuleDescription: Sendable {
    public let id: String
    public let defaultSeverity: Severity
    /// The group of rules.md the rule belongs to; the docs' headings.
    public let category: RuleCategory
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
    /// How safe the rule's fixes are, unless a finding says otherwise; nil for a rule that
    /// offers no fix.
    public let fixSafety: FixSafety?
    /// The rule's fixes at work; every rule with a fix has at least one.
    public let corrections: [Correction]

    public init(
        id: String, severity: Severity, category: RuleCategory, tags: [DiagnosticTag] = [], guideline: String? = nil, seeds: [String] = [],
        summary: LocalizedText, rationale: LocalizedText, triggering: [String], nonTriggering: [String], options: [RuleOption] = [],
        fix fixSafety: FixSafety? = nil, corrections: [Correction] = []
    ) {
        self.id = id
        self.defaultSeverity = severity
        self.category = category
        self.tags = tags
        self.guideline = guideline
        self.seeds = seeds
        self.summary = summary
        self.rationale = rationale
        self.triggering = triggering
        self.nonTriggering = nonTriggering
        self.options = options
        self.fixSafety = fixSafety
        self.corrections = corrections
    }
}

/// A threshold a rule reads; users set it in `screenkit.json` under the rule's id.
public struct RuleOption: Sendable {
    public let name: String
    public let defaultValue: Double
    public let meaning: LocalizedText

    public init(_ name: String, default defaultValue: Double, _ meaning: LocalizedText) {
        self.name = name
        self.defaultValue = defaultValue
        self.meaning = meaning
    }
}
