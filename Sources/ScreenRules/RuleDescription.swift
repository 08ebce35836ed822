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
    /// What one finding is about, so that one fault is reported once (`OneFindingPerFaultTests`).
    public let subject: FindingSubject

    public init(
        id: String, severity: Severity, category: RuleCategory, tags: [DiagnosticTag] = [], guideline: String? = nil, seeds: [String] = [],
        summary: LocalizedText, rationale: LocalizedText, triggering: [String], nonTriggering: [String], options: [RuleOption] = [],
        fix fixSafety: FixSafety? = nil, corrections: [Correction] = [], subject: FindingSubject = .element
    ) {
        // A description is kept for the process: made inside a report, it would hold one
        // language's words (`LocalizedText.writing(only:)`).
        assert(summary.onlyLanguage == nil && rationale.onlyLanguage == nil, "rule \(id) described in one language")
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
        self.subject = subject
    }
}

/// What a rule's finding is about. A rule reports at most one finding per subject: a fault of
/// an element is one finding naming every property at fault, a fault of a container one
/// finding with related locations naming its parts.
public enum FindingSubject: Sendable {
    /// The element holding the finding (the screen, for a finding outside any element).
    case element
    /// The container whose parts the finding lies on: one finding per container, on its
    /// first faulty part.
    case container
    /// The property or value holding the finding: each is a mistake of its own (a typo, a
    /// repeat, a value of the wrong type).
    case property
}

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
        assert(meaning.onlyLanguage == nil, "option \(name) described in one language")
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
        let low = range.lowerBound.asWritten, high = range.upperBound.asWritten
        return isWholeNumber
            ? LocalizedText("a whole number from \(low) to \(high)", "\(low) 到 \(high) 之间的整数", "\(low) 到 \(high) 之間的整數")
            : LocalizedText("a number from \(low) to \(high)", "\(low) 到 \(high) 之间的数", "\(low) 到 \(high) 之間的數")
    }
}
