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

    /// The first findings of a file whose findings come a part at a time (a large file checked
    /// section by section), kept as `cap` would keep them from all of them at once, without
    /// holding the rest: of the findings past the limit only their count and gravest
    /// severity are kept. The parts must come in the file's order, as the sort below is
    /// stable.
    struct Running {
        let limit: Int
        let order: (Diagnostic, Diagnostic) -> Bool
        /// The least `limit + 1` findings so far, in order: the one past the limit is where
        /// the finding that stands for the rest is placed.
        private var kept: [Diagnostic] = []
        private var droppedCount = 0
        private var droppedSeverity = Severity.hint

        init(limit: Int, order: @escaping (Diagnostic, Diagnostic) -> Bool) {
            self.limit = limit
            self.order = order
        }

        /// Whether the findings to show are all in: any that come after them are only counted.
        var isFull: Bool { kept.count > limit }

        /// Whether every one of `findings` comes after the last finding shown, so that none
        /// of them can be shown.
        func comesAfterTheShown(_ findings: [Diagnostic]) -> Bool {
            guard limit > 0, isFull else { return limit == 0 }
            let lastShown = kept[limit - 1]
            return findings.allSatisfy { order(lastShown, $0) }
        }

        mutating func add(_ findings: [Diagnostic]) {
            // Once the list is full, findings that all come after its last are only counted:
            // a file of many findings copied and sorted each part's only to drop them.
            if kept.count == limit + 1, let last = kept.last, !findings.contains(where: { order($0, last) }) {
                for finding in findings { drop(finding) }
                return
            }
            kept += findings
            kept.sort(by: order)
            guard kept.count > limit + 1 else { return }
            for finding in kept[(limit + 1)...] { drop(finding) }
            kept.removeSubrange((limit + 1)...)
        }

        /// Counts a finding past the limit, which the summary finding stands for.
        private mutating func drop(_ finding: Diagnostic) {
            if droppedCount == 0 || finding.severity < droppedSeverity { droppedSeverity = finding.severity }
            droppedCount += 1
        }

        /// The findings to report, with `last` (found after all parts) among them.
        func finished(adding last: [Diagnostic]) -> [Diagnostic] {
            var findings = kept + last
            findings.sort(by: order)
            guard droppedCount > 0 else {
                cap(&findings, at: limit)
                return findings
            }
            var severity = droppedSeverity
            for finding in findings[limit...] where finding.severity < severity { severity = finding.severity }
            let count = findings.count - limit + droppedCount, range = findings[limit].range
            findings.removeSubrange(limit...)
            findings.append(summary(omitted: count, limit: limit, severity: severity, at: range))
            return findings
        }
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
