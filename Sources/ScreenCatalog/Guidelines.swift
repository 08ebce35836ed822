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

    /// Parses the entries now if they are not yet: a server calls it on a thread of its own
    /// at start, so that its first hover does not wait for the parse (some milliseconds).
    public static func prepare() {
        _ = parsed
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

        // Lines are found and told apart as bytes: walking the String's grapheme clusters
        // cost a server's start most of its parse of the entries' Chinese text.
        func starts(_ line: Substring, with prefix: String) -> Bool { line.utf8.starts(with: prefix.utf8) }
        for line in lines(of: text) {
            if starts(line, with: "# ") {
                finish()
                key = String(line.dropFirst(2)).trimmingWhitespace()
                sources = []
                sections = []
            } else if starts(line, with: "## ") {
                sections.append((String(line.dropFirst(3)).trimmingWhitespace(), []))
            } else if sections.isEmpty, starts(line, with: "source: ") {
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

    /// The text's lines, without their line feeds (a last empty line after a final one too).
    private static func lines(of text: String) -> [Substring] {
        var text = text
        // Line feeds found in the bytes, then the lines cut from the text at those offsets.
        let feeds = text.withUTF8 { bytes in bytes.indices.filter { bytes[$0] == UInt8(ascii: "\n") } }
        let utf8 = text.utf8
        var lines: [Substring] = []
        lines.reserveCapacity(feeds.count + 1)
        var start = utf8.startIndex
        for feed in feeds {
            let end = utf8.index(utf8.startIndex, offsetBy: feed)
            lines.append(text[start..<end])
            start = utf8.index(after: end)
        }
        lines.append(text[start...])
        return lines
    }
}
