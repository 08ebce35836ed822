import ScreenSyntax

/// Where an entry's text comes from: a seed file and its section.
public struct GuidelineSource: Sendable, Hashable {
    /// The seed number, `000` to `004`.
    public let seed: String
    /// The seed's own section heading.
    public let section: String
}

/// The guidelines for one element, property or value, in every language, as Markdown.
public struct GuidelineEntry: Sendable {
    /// `TabBar`, `Tab.badge`, `Button.style.done`, `screen`, `screen.fullScreen`.
    public let key: String
    public let sources: [GuidelineSource]
    public let text: LocalizedText

    /// The first paragraph: what hover shows on top and completion shows as documentation.
    /// Completion asks for it on every keystroke: only the first paragraph is looked at.
    public func summary(_ language: Language) -> String {
        var rest = Substring(text[language])
        while let separator = rest.firstRange(of: "\n\n") {
            let paragraph = rest[..<separator.lowerBound]
            if !paragraph.isEmpty { return paragraph.trimmingWhitespace() }
            rest = rest[separator.upperBound...]
        }
        return rest.trimmingWhitespace()
    }

    /// A line naming the sources, for the foot of hover text and `explain`.
    public func sourceLine(_ language: Language) -> String {
        let label: String
        switch language {
        case .english: label = "Source"
        case .simplifiedChinese: label = "出处"
        case .traditionalChinese: label = "出處"
        }
        let list = sources.map { "\($0.seed) \($0.section)" }.joined(separator: "; ")
        return label + (language == .english ? ": " : "：") + list
    }
}

extension StringProtocol {
    func trimmingWhitespace() -> String {
        let scalars = Substring(self).unicodeScalars
        guard let first = scalars.firstIndex(where: { !$0.properties.isWhitespace }),
              let last = scalars.lastIndex(where: { !$0.properties.isWhitespace }) else { return "" }
        return String(Substring(scalars[first...last]))
    }
}
