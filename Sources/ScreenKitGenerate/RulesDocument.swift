import ScreenSyntax
import ScreenCatalog
import ScreenRules

/// Docs/rules.md: every rule's description, made from the rules themselves. Diagnostics link
/// to the section of their rule (`rules.md#rule-id`).
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

            | rule | severity | summary |
            | --- | --- | --- |

            """
        for rule in Rules.all.map(\.description) {
            output += "| [\(rule.id)](#\(rule.id)) | \(rule.defaultSeverity.rawValue) | \(rule.summary.english) |\n"
        }
        for rule in Rules.all.map(\.description) {
            output += "\n" + section(rule)
        }
        return output
    }

    private static func section(_ rule: RuleDescription) -> String {
        var lines = ["## \(rule.id)", ""]
        var facts = ["Default severity: **\(rule.defaultSeverity.rawValue)**"]
        if !rule.tags.isEmpty { facts.append("tags: \(rule.tags.map(\.rawValue).joined(separator: ", "))") }
        if !rule.seeds.isEmpty { facts.append("seeds: \(rule.seeds.joined(separator: ", "))") }
        if let guideline = rule.guideline { facts.append("guideline entry: `\(guideline)`") }
        lines += [facts.joined(separator: "; ") + ".", "", rule.summary.english, "", rule.rationale.english]
        if !rule.options.isEmpty {
            lines += ["", "| option | default | takes | meaning |", "| --- | --- | --- | --- |"]
            for option in rule.options {
                lines.append("| `\(option.name)` | \(formatted(option.defaultValue)) | \(option.allowedValues.english) | \(option.meaning.english) |")
            }
        }
        if let key = rule.guideline, let entry = Guidelines.entry(for: key) {
            lines += ["", "> " + entry.summary(.english), ">", "> _\(entry.sourceLine(.english))_"]
        }
        lines += ["", "Reported:", ""] + rule.triggering.flatMap { codeBlock($0) }
        lines += ["Not reported:", ""] + rule.nonTriggering.flatMap { codeBlock($0) }
        return lines.joined(separator: "\n") + "\n"
    }

    /// An example without its position markers.
    private static func codeBlock(_ example: String) -> [String] {
        var text = example
        for marker in ["1️⃣", "2️⃣", "3️⃣", "4️⃣", "5️⃣", "6️⃣", "7️⃣", "8️⃣", "9️⃣", "🔟"] {
            text = text.split(separator: marker, omittingEmptySubsequences: false).joined()
        }
        return ["```", text, "```", ""]
    }
}
