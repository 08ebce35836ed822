import ScreenSyntax

/// The most findings one file reports, so that a file of thousands of mistakes (or a
/// screenkit.json of thousands of unknown keys) neither floods a terminal or an editor nor
/// costs memory without end. Past the limit, one finding says how many more there are.
public enum FindingsLimit {
    /// The limit unless screenkit.json sets `maxFindingsPerFile`.
    public static let defaultLimit = 1_000
    /// What `maxFindingsPerFile` may be set to.
    public static let allowedLimits = 1...100_000
    /// The rule id of the finding that stands for those left out.
    public static let omittedFindingsID = "too-many-findings"

    /// Keeps the first `limit` findings, in their order, and adds one that stands for the rest:
    /// placed where the first of them was, at the gravest severity among them, so that an
    /// error left out still fails `check`. In place, so the findings kept are not copied.
    public static func cap(_ findings: inout [Diagnostic], at limit: Int) {
        guard findings.count > limit, limit >= 0 else { return }
        var severity = findings[limit].severity
        for index in (limit + 1)..<findings.count where findings[index].severity < severity { severity = findings[index].severity }
        let count = findings.count - limit, range = findings[limit].range
        findings.removeSubrange(limit...)
        findings.append(summary(omitted: count, limit: limit, severity: severity, at: range))
    }

    /// The finding that says `omitted` findings past `limit` are not shown.
    public static func summary(omitted: Int, limit: Int, severity: Severity, at range: Range<Int>) -> Diagnostic {
        let count = grouped(omitted), shown = grouped(limit)
        return Diagnostic(ruleID: omittedFindingsID, severity: severity, range: range, message: LocalizedText(
            "… and \(count) more findings in this file, not shown: at most \(shown) are reported per file (\"maxFindingsPerFile\" in screenkit.json).",
            "…… 此文件还有 \(count) 条问题未显示：每个文件最多报告 \(shown) 条（见 screenkit.json 中的 \"maxFindingsPerFile\"）。",
            "…… 此檔案還有 \(count) 則問題未顯示：每個檔案最多回報 \(shown) 則（見 screenkit.json 中的 \"maxFindingsPerFile\"）。"))
    }

    /// 1234567 as 1,234,567.
    private static func grouped(_ number: Int) -> String {
        var digits = Array(String(number))
        var index = digits.count - 3
        while index > 0 {
            digits.insert(",", at: index)
            index -= 3
        }
        return String(digits)
    }
}
