import ScreenSyntax

/// What a user set: each rule's severity (or off), thresholds, the language.
public struct Configuration: Sendable, Equatable {
    /// A rule's severity; `.some(nil)` turns the rule off.
    public var severities: [String: Severity?] = [:]
    /// Thresholds by rule id and option name.
    public var options: [String: [String: Double]] = [:]
    public var locale: String?
    /// The most findings a file reports (`maxFindingsPerFile`); see `FindingsLimit`.
    public var findingsPerFile: Int?

    /// The findings limit in force.
    public var findingsLimit: Int { findingsPerFile ?? FindingsLimit.defaultLimit }

    public init() {}

    public static let defaults = Configuration()

    /// The severity a rule reports at, or nil when it is off.
    public func severity(of rule: RuleDescription) -> Severity? {
        if let setting = severities[rule.id] { return setting }
        return rule.defaultSeverity
    }
}
