/// How heavy a run of text is drawn.
enum FontWeight: Equatable {
    case regular, semibold, bold

    var svgValue: String {
        switch self {
        case .regular: return "400"
        case .semibold: return "600"
        case .bold: return "700"
        }
    }

    /// How much wider than regular text the weight draws.
    var widthFactor: Double {
        switch self {
        case .regular: return 1
        case .semibold: return 1.05
        case .bold: return 1.08
        }
    }
}

/// The text styles of iOS (Dynamic Type at the default size): point size and line height.
struct TextStyle {
    let size: Double
    let lineHeight: Double
    let weight: FontWeight

    static let largeTitle = TextStyle(size: 34, lineHeight: 41, weight: .bold)
    static let title = TextStyle(size: 28, lineHeight: 34, weight: .regular)
    static let headline = TextStyle(size: 17, lineHeight: 22, weight: .semibold)
    static let body = TextStyle(size: 17, lineHeight: 22, weight: .regular)
    static let subheadline = TextStyle(size: 15, lineHeight: 20, weight: .regular)
    static let footnote = TextStyle(size: 13, lineHeight: 18, weight: .regular)
    static let caption = TextStyle(size: 12, lineHeight: 16, weight: .regular)

    /// The style a label's `font:` names; `custom` and unknown names are body text.
    static func named(_ name: String?) -> TextStyle {
        switch name {
        case "largeTitle": return .largeTitle
        case "title": return .title
        case "headline": return .headline
        case "subheadline": return .subheadline
        case "footnote": return .footnote
        case "caption": return .caption
        default: return .body
        }
    }

    func withSize(_ points: Double) -> TextStyle {
        TextStyle(size: points, lineHeight: (points * 1.3).rounded(), weight: weight)
    }
}

/// Text widths as San Francisco and PingFang draw them, estimated per character: Chinese and
/// other full-width characters one em, emoji a little more, Latin letters by their shape.
/// The estimate decides where a line is cut with an ellipsis, the way a single-line
/// UILabel truncates its tail, so it leans wide: a cut a little early is better than text
/// drawn over its neighbour.
enum TextMetrics {
    static let ellipsis = "…"

    static func width(_ string: String, size: Double, weight: FontWeight = .regular) -> Double {
        var ems = 0.0
        var previousWasRegionalIndicator = false
        for scalar in string.unicodeScalars {
            let value = scalar.value
            if (0x1F1E6...0x1F1FF).contains(value) {
                // A flag is two regional indicators drawn as one emoji.
                ems += previousWasRegionalIndicator ? 0 : 1.2
                previousWasRegionalIndicator.toggle()
                continue
            }
            previousWasRegionalIndicator = false
            ems += emWidth(value)
        }
        return ems * size * weight.widthFactor
    }

    private static func emWidth(_ value: UInt32) -> Double {
        switch value {
        case 0x200B...0x200F, 0xFE00...0xFE0F, 0x1F3FB...0x1F3FF, 0xE0020...0xE007F, 0x0300...0x036F:
            return 0 // joiners, variation selectors, skin tones, tags, combining marks
        case 0x20: return 0.28
        case 0x21...0x7E: return asciiWidths[Int(value - 0x21)]
        case 0x2026: return 1
        case 0x1100...0x115F, 0x2E80...0xA4CF, 0xAC00...0xD7A3, 0xF900...0xFAFF, 0xFE30...0xFE4F, 0xFF00...0xFF60, 0xFFE0...0xFFE6, 0x20000...0x3FFFD:
            return 1
        case 0x2300...0x23FF, 0x2600...0x27BF, 0x2B00...0x2BFF, 0x1F000...0x1FAFF:
            return 1.2
        default: return 0.6
        }
    }

    /// Widths of `!` to `~` in ems.
    private static let asciiWidths: [Double] = "!\"#$%&'()*+,-./0123456789:;<=>?@ABCDEFGHIJKLMNOPQRSTUVWXYZ[\\]^_`abcdefghijklmnopqrstuvwxyz{|}~".unicodeScalars.map { scalar in
        switch scalar {
        case "i", "l", "j", "!", "|", ".", ",", ":", ";", "'", "I": return 0.28
        case "f", "r", "t", "(", ")", "[", "]", "{", "}", "-", "\"", "`", "/", "\\": return 0.38
        case "m", "w": return 0.86
        case "M", "W", "@", "%": return 0.9
        case "A"..."Z": return 0.66
        case "0"..."9": return 0.58
        default: return 0.54
        }
    }

    /// The string cut to fit `available` points, ending in an ellipsis when it was cut.
    /// Characters (grapheme clusters) are kept whole, so an emoji or a flag is never split.
    static func truncated(_ string: String, toFit available: Double, size: Double, weight: FontWeight = .regular) -> String {
        if width(string, size: size, weight: weight) <= available { return string }
        let budget = available - width(ellipsis, size: size, weight: weight)
        guard budget > 0 else { return "" }
        var kept = ""
        var used = 0.0
        for character in string {
            let characterWidth = width(String(character), size: size, weight: weight)
            if used + characterWidth > budget { break }
            used += characterWidth
            kept.append(character)
        }
        while kept.last == " " { kept.removeLast() }
        return kept + ellipsis
    }

    /// Words broken into at most `maxLines` lines of `available` points, the last one
    /// truncated: alert titles and messages wrap. CJK text breaks between any characters.
    static func wrapped(_ string: String, toFit available: Double, size: Double, weight: FontWeight = .regular, maxLines: Int) -> [String] {
        var lines: [String] = []
        var current = ""
        var currentWidth = 0.0
        var rest = Substring(string)
        while let character = rest.first, lines.count < maxLines {
            let characterWidth = width(String(character), size: size, weight: weight)
            if currentWidth + characterWidth > available, !current.isEmpty {
                if lines.count == maxLines - 1 { break }
                // Break at the last space when there is one, else between characters.
                if character != " ", let space = current.lastIndex(of: " ") {
                    let carried = current[current.index(after: space)...]
                    lines.append(String(current[..<space]))
                    current = String(carried)
                } else {
                    lines.append(current)
                    current = ""
                }
                currentWidth = width(current, size: size, weight: weight)
                if character == " " {
                    rest.removeFirst()
                    continue
                }
            }
            current.append(character)
            currentWidth += characterWidth
            rest.removeFirst()
        }
        if !current.isEmpty || lines.isEmpty {
            lines.append(rest.isEmpty ? current : truncated(current + rest, toFit: available, size: size, weight: weight))
        }
        return lines
    }
}
