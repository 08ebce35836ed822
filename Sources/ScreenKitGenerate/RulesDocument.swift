import ScreenSyntax
import ScreenCatalog
import ScreenRules

/// Docs/rules.md: every rule's description, made from the rules themselves, under the
/// headings of their categories. Diagnostics link to the section of their rule
/// (`rules.md#rule-id`).
public enum RulesDocument {
    public static let outputPath = "Docs/rules.md"

    public static func markdown() -> String {
        var output = """
            # Rules

            Generated from the rule descriptions in `Sources/ScreenRules/Rules` by `make generate`;
            do not edit. `screenkit explain RULE-ID` prints a rule in English, Simplified or
            Traditional Chinese. Set a rule's severity or thresholds in `screenkit.json`
            (see [configuration.md](configuration.md)); silence one line with
            `// screenkit-ignore: rule-id -- reason`.

            A rule's fix is **safe** when it keeps what the screen shows and means (it may be
            applied without a look), **unsafe** when it changes what the screen shows (look
            before applying it). A rule says which its fixes are; where one finding's fix
            differs, its example says so.

            """
        let categories = RuleCategory.allCases.map { category in (category, Rules.all.map(\.description).filter { $0.category == category }) }
        for (category, rules) in categories where !rules.isEmpty {
            let anchor = category.title.english.lowercased()
            output += "\n- [\(category.title.english)](#\(anchor))"
        }
        output += "\n"
        for (category, rules) in categories where !rules.isEmpty {
            output += "\n## \(category.title.english)\n\n| rule | severity | fix | summary |\n| --- | --- | --- | --- |\n"
            for rule in rules {
                output += "| [\(rule.id)](#\(rule.id)) | \(rule.defaultSeverity.rawValue) | \(rule.fixSafety?.rawValue ?? "") | \(rule.summary.english) |\n"
            }
            for rule in rules {
                output += "\n" + section(rule)
            }
        }
        return output
    }

    private static func section(_ rule: RuleDescription) -> String {
        var lines = ["### \(rule.id)", ""]
        var facts = ["Default severity: **\(rule.defaultSeverity.rawValue)**"]
        if let safety = rule.fixSafety { facts.append("fix: **\(safety.rawValue)**") }
        if !rule.tags.isEmpty { facts.append("tags: \(rule.tags.map(\.rawValue).joined(separator: ", "))") }
        if !rule.seeds.isEmpty { facts.append("seeds: \(rule.seeds.joined(separator: ", "))") }
        if let guideline = rule.guideline { facts.append("guideline entry: `\(guideline)`") }
        lines += [facts.joined(separator: "; ") + ".", "", rule.summary.english, "", rule.rationale.english]
        if !rule.options.isEmpty {
            lines += ["", "| option | default | takes | meaning |", "| --- | --- | --- | --- |"]
            for option in rule.options {
                lines.append("| `\(option.name)` | \(option.defaultValue.asWritten) | \(option.allowedValues.english) | \(option.meaning.english) |")
            }
        }
        if let key = rule.guideline, let entry = Guidelines.entry(for: key) {
            lines += ["", "> " + entry.summary(.english), ">", "> _\(entry.sourceLine(.english))_"]
        }
        lines += ["", "Reported:", ""] + rule.triggering.flatMap { codeBlock(Example($0).text) }
        lines += ["Not reported:", ""] + rule.nonTriggering.flatMap { codeBlock(Example($0).text) }
        for correction in rule.corrections {
            lines += correctionLines(correction, of: rule)
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// A correction: the fix's title and safety, the text before and after.
    private static func correctionLines(_ correction: Correction, of rule: RuleDescription) -> [String] {
        let input = Example(correction.input)
        let safety = correction.safety ?? rule.fixSafety ?? .unsafe
        let title = fixTitle(correction, of: rule, in: input).map { "**\($0)** " } ?? ""
        return ["Fix \(title)(\(safety.rawValue)):", ""] + codeBlock(input.text) + ["gives", ""] + codeBlock(correction.output)
    }

    /// The title of the fix a correction applies, as the rule gives it.
    private static func fixTitle(_ correction: Correction, of rule: RuleDescription, in input: Example) -> String? {
        let file = FileAnalysis(path: "example.screen", source: Array(input.text.utf8))
        let findings = RuleEngine.check(file, workspace: WorkspaceIndex([file.summary])).filter { $0.ruleID == rule.id && $0.range.lowerBound == input.markedOffset }
        for finding in findings where correction.fixIndex < finding.fixes.count {
            let fix = finding.fixes[correction.fixIndex]
            if String(decoding: SourceEdit.apply(fix.edits, to: Array(input.text.utf8)).result, as: UTF8.self) == correction.output {
                return fix.title.english
            }
        }
        return nil
    }

    private static func codeBlock(_ text: String) -> [String] {
        ["```", text, "```", ""]
    }
}

/// An example without its position markers, and where its first marker stood.
private struct Example {
    static let markers = ["1️⃣", "2️⃣", "3️⃣", "4️⃣", "5️⃣", "6️⃣", "7️⃣", "8️⃣", "9️⃣", "🔟"]

    let text: String
    /// The byte offset of 1️⃣, if any.
    let markedOffset: Int?

    init(_ marked: String) {
        var clean = ""
        var markedOffset: Int?
        var rest = Substring(marked)
        outer: while let first = rest.first {
            for marker in Self.markers where rest.hasPrefix(marker) {
                if marker == "1️⃣" { markedOffset = clean.utf8.count }
                rest = rest.dropFirst(marker.count)
                continue outer
            }
            clean.append(first)
            rest = rest.dropFirst()
        }
        self.text = clean
        self.markedOffset = markedOffset
    }
}
