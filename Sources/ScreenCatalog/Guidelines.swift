import ScreenSyntax

/// The guideline entries, parsed once from the Markdown files compiled into the binary.
public enum Guidelines {
    public static func entry(for key: String) -> GuidelineEntry? {
        entriesByKey[key]
    }

    /// Every entry, sorted by key.
    public static var entries: [GuidelineEntry] {
        entriesByKey.values.sorted { $0.key < $1.key }
    }

    /// The entry for an element's property, or for one of its values.
    public static func entry(element: String, property: String, value: String? = nil) -> GuidelineEntry? {
        if let value { return entry(for: "\(element).\(property).\(value)") }
        return entry(for: "\(element).\(property)")
    }

    /// Mistakes in the compiled files; a test keeps this empty.
    public static var problems: [String] { parsed.problems }

    private static let parsed: (entries: [String: GuidelineEntry], problems: [String]) = {
        var entries: [String: GuidelineEntry] = [:]
        var problems: [String] = []
        for file in embeddedFiles {
            let result = GuidelineParser.parse(file.text, fileName: file.name)
            problems += result.problems
            for entry in result.entries {
                if entries[entry.key] != nil { problems.append("\(file.name): entry \(entry.key) is defined twice") }
                entries[entry.key] = entry
            }
        }
        return (entries, problems)
    }()

    private static var entriesByKey: [String: GuidelineEntry] { parsed.entries }
}

/// Reads the entry format of `Guidelines/FORMAT.md`.
enum GuidelineParser {
    static func parse(_ text: String, fileName: String) -> (entries: [GuidelineEntry], problems: [String]) {
        var entries: [GuidelineEntry] = []
        var problems: [String] = []
        var key: String?
        var sources: [GuidelineSource] = []
        var sections: [(language: String, lines: [Substring])] = []

        func finish() {
            guard let key else { return }
            let names = sections.map(\.language)
            guard names == ["en", "zh-Hans", "zh-Hant"] else {
                problems.append("\(fileName): entry \(key) has sections \(names), not en, zh-Hans, zh-Hant")
                return
            }
            if sources.isEmpty { problems.append("\(fileName): entry \(key) names no source") }
            let bodies = sections.map { $0.lines.joined(separator: "\n").trimmingWhitespace() }
            if bodies.contains(where: \.isEmpty) { problems.append("\(fileName): entry \(key) has an empty section") }
            entries.append(GuidelineEntry(key: key, sources: sources, text: LocalizedText(en: bodies[0], zhHans: bodies[1], zhHant: bodies[2])))
        }

        for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
            if line.hasPrefix("# ") {
                finish()
                key = String(line.dropFirst(2)).trimmingWhitespace()
                sources = []
                sections = []
            } else if line.hasPrefix("## ") {
                sections.append((String(line.dropFirst(3)).trimmingWhitespace(), []))
            } else if sections.isEmpty, line.hasPrefix("source: ") {
                let rest = line.dropFirst("source: ".count)
                let seed = rest.prefix { $0 != " " }
                sources.append(GuidelineSource(seed: String(seed), section: String(rest.dropFirst(seed.count)).trimmingWhitespace()))
            } else if !sections.isEmpty {
                sections[sections.count - 1].lines.append(line)
            } else if !line.trimmingWhitespace().isEmpty {
                problems.append("\(fileName): stray line before a section: \(line)")
            }
        }
        finish()
        return (entries, problems)
    }
}
