import ScreenSyntax

/// How serious a finding is. Users may change a rule's severity or turn it off.
public enum Severity: String, Sendable, CaseIterable, Comparable {
    case error
    case warning
    case information
    case hint

    public static func < (lhs: Severity, rhs: Severity) -> Bool { lhs.rank < rhs.rank }

    /// Errors first.
    private var rank: Int {
        switch self {
        case .error: return 0
        case .warning: return 1
        case .information: return 2
        case .hint: return 3
        }
    }
}

/// What a diagnostic is marked as, for editors that render it specially.
public enum DiagnosticTag: String, Sendable {
    case deprecated
    case unnecessary
}

/// A place in some file, for a finding that involves more than one spot.
public struct RelatedLocation: Sendable, Hashable {
    public var file: String
    public var range: Range<Int>
    public var message: LocalizedText

    public init(file: String, range: Range<Int>, message: LocalizedText) {
        self.file = file
        self.range = range
        self.message = message
    }
}

/// A fix a user can apply: its title and its edits to the diagnostic's own file.
public struct Fix: Sendable, Hashable {
    public var title: LocalizedText
    public var edits: [SourceEdit]
    /// How safe the fix is; nil until the rule reports it, which then gives it the safety
    /// its description declares.
    public var safety: FixSafety?

    /// Safe fixes change nothing but the finding and may be applied without a look.
    public var isSafe: Bool { safety == .safe }

    /// A fix with its rule's safety, unless `safety` says otherwise for this one.
    public init(title: LocalizedText, edits: [SourceEdit], safety: FixSafety? = nil) {
        self.title = title
        self.edits = edits
        self.safety = safety
    }
}

/// One finding in one file, in byte offsets. Only the LSP edge and the command line turn
/// offsets into lines and characters.
public struct Diagnostic: Sendable, Hashable {
    public var ruleID: String
    public var severity: Severity
    public var range: Range<Int>
    public var message: LocalizedText
    public var tags: [DiagnosticTag]
    public var related: [RelatedLocation]
    public var fixes: [Fix]

    public init(ruleID: String, severity: Severity, range: Range<Int>, message: LocalizedText, tags: [DiagnosticTag] = [], related: [RelatedLocation] = [], fixes: [Fix] = []) {
        self.ruleID = ruleID
        self.severity = severity
        self.range = range
        self.message = message
        self.tags = tags
        self.related = related
        self.fixes = fixes
    }
}

extension Diagnostic {
    /// The id of the diagnostics that the parser's recoveries give.
    public static let syntaxErrorID = "syntax-error"

    public init(_ error: SyntaxError) {
        self.init(ruleID: Self.syntaxErrorID, severity: .error, range: error.range, message: error.message)
    }
}
