import ScreenSyntax
import ScreenFormat

/// The kinds of inlay hint that the `inlayHints` setting switches, by their setting names.
public enum InlayHintSetting: String, Sendable, CaseIterable {
    /// A bar's height on the screen's device, after the bar's name.
    case barHeights
    /// Root, pushed or modal, after a screen's name.
    case screenRoles
    /// The navigation title of the screen a `pushes:` or `presents:` value names.
    case navigationTitles
}

/// What a user set: each rule's severity (or off), thresholds, the language, inlay hints.
public struct Configuration: Sendable, Equatable {
    /// A rule's severity; `.some(nil)` turns the rule off.
    public var severities: [String: Severity?] = [:]
    /// Thresholds by rule id and option name.
    public var options: [String: [String: Double]] = [:]
    public var locale: String?
    /// The formatter's style from `"format"`, nil when the file has no such object (then an
    /// editor's own indentation settings apply).
    public var format: FormatOptions?
    /// Which kinds of inlay hint an editor shows, by name (`InlayHintSetting`); a kind not
    /// named is shown.
    public var inlayHints: [String: Bool] = [:]
    /// The most findings a file reports (`maxFindingsPerFile`); see `FindingsLimit`.
    public var findingsPerFile: Int?
    /// The one language the rules' findings are worded in, for a reader who sees no other
    /// (an editor's session, a report); nil words them in every language. Set by the server
    /// and the command line, never read from a file.
    public var messageLanguage: Language?

    /// The findings limit in force.
    public var findingsLimit: Int { findingsPerFile ?? FindingsLimit.defaultLimit }

    public init() {}

    /// Whether inlay hints of that kind are shown.
    public func showsInlayHints(_ kind: InlayHintSetting) -> Bool {
        inlayHints[kind.rawValue] ?? true
    }

    public static let defaults = Configuration()

    /// The severity a rule reports at, or nil when it is off.
    public func severity(of rule: RuleDescription) -> Severity? {
        if let setting = severities[rule.id] { return setting }
        return rule.defaultSeverity
    }
}
