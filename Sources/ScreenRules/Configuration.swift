import ScreenSyntax
import ScreenFormat

/// What a user set: each rule's severity (or off), thresholds, the language.
public struct Configuration: Sendable, Equatable {
    /// A rule's severity; `.some(nil)` turns the rule off.
    public var severities: [String: Severity?] = [:]
    /// Thresholds by rule id and option name.
    public var options: [String: [String: Double]] = [:]
    public var locale: String?
    /// The formatter's style from `"format"`, nil when the file has no such object (then an
    /// editor's own indentation settings apply).
    public var format: FormatOptions?

    public init() {}

    public static let defaults = Configuration()

    /// The severity a rule reports at, or nil when it is off.
    public func severity(of rule: RuleDescription) -> Severity? {
        if let setting = severities[rule.id] { return setting }
        return rule.defaultSeverity
    }
}
