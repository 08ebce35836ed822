import ScreenRules

extension Configuration {
    /// This configuration with `other` laid over it: where both set a rule's severity, the
    /// same threshold, the locale or the format style, `other` wins; everything else set in either stays.
    func overlaid(by other: Configuration) -> Configuration {
        var result = self
        result.severities.merge(other.severities) { _, new in new }
        for (ruleID, thresholds) in other.options {
            result.options[ruleID, default: [:]].merge(thresholds) { _, new in new }
        }
        result.locale = other.locale ?? locale
        result.format = other.format ?? format
        result.inlayHints.merge(other.inlayHints) { _, new in new }
        result.findingsPerFile = other.findingsPerFile ?? findingsPerFile
        return result
    }
}
