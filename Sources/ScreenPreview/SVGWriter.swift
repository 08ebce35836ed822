/// Puts SVG text together: elements with their attributes, text escaped for XML, numbers
/// written short (`12`, `12.5`) so that the picture stays small and reads well in a diff.
struct SVGWriter {
    private(set) var text = ""

    init(reservingCapacity capacity: Int = 8192) {
        text.reserveCapacity(capacity)
    }

    mutating func raw(_ markup: String) { text += markup }

    mutating func rect(_ frame: Frame, fill: String, stroke: String? = nil, strokeWidth: Double = 1, radius: Double = 0, extra: String = "") {
        text += "<rect x=\""
        text += number(frame.x)
        text += "\" y=\""
        text += number(frame.y)
        text += "\" width=\""
        text += number(frame.width)
        text += "\" height=\""
        text += number(frame.height)
        text += "\""
        if radius > 0 {
            text += " rx=\""
            text += number(radius)
            text += "\""
        }
        text += " fill=\""
        text += fill
        text += "\""
        if let stroke {
            text += " stroke=\""
            text += stroke
            text += "\" stroke-width=\""
            text += number(strokeWidth)
            text += "\""
        }
        text += extra
        text += "/>"
    }

    mutating func line(from start: (Double, Double), to end: (Double, Double), stroke: String, width: Double = 1) {
        text += "<line x1=\"\(number(start.0))\" y1=\"\(number(start.1))\" x2=\"\(number(end.0))\" y2=\"\(number(end.1))\" stroke=\"\(stroke)\" stroke-width=\"\(number(width))\"/>"
    }

    mutating func circle(center: (Double, Double), radius: Double, fill: String, stroke: String? = nil, strokeWidth: Double = 1) {
        text += "<circle cx=\"\(number(center.0))\" cy=\"\(number(center.1))\" r=\"\(number(radius))\" fill=\"\(fill)\""
        if let stroke { text += " stroke=\"\(stroke)\" stroke-width=\"\(number(strokeWidth))\"" }
        text += "/>"
    }

    mutating func path(_ data: String, fill: String = "none", stroke: String, width: Double = 1.5) {
        text += "<path d=\"\(data)\" fill=\"\(fill)\" stroke=\"\(stroke)\" stroke-width=\"\(number(width))\" stroke-linecap=\"round\" stroke-linejoin=\"round\"/>"
    }

    enum Anchor: String {
        case start, middle, end
    }

    /// One line of text with its baseline at `y`.
    mutating func text(_ string: String, x: Double, y: Double, size: Double, fill: String, weight: FontWeight = .regular, anchor: Anchor = .start) {
        guard !string.isEmpty else { return }
        text += "<text x=\""
        text += number(x)
        text += "\" y=\""
        text += number(y)
        text += "\" font-size=\""
        text += number(size)
        text += "\""
        if weight != .regular {
            text += " font-weight=\""
            text += weight.svgValue
            text += "\""
        }
        if anchor != .start {
            text += " text-anchor=\""
            text += anchor.rawValue
            text += "\""
        }
        text += " fill=\""
        text += fill
        text += "\">"
        text += escaped(string)
        text += "</text>"
    }

    mutating func title(_ string: String) {
        text += "<title>"
        text += escaped(string, keepingLineBreaks: true)
        text += "</title>"
    }
}

/// A number as SVG wants it: no exponent, at most two decimals, no trailing zeros.
func number(_ value: Double) -> String {
    guard value.isFinite else { return "0" }
    let hundredths = (value * 100).rounded()
    if hundredths.magnitude >= 9e15 { return "0" }
    let whole = Int(hundredths)
    if whole % 100 == 0 { return String(whole / 100) }
    let sign = whole < 0 ? "-" : ""
    let magnitude = whole.magnitude
    let fraction = magnitude % 100
    let fractionText = fraction % 10 == 0 ? String(fraction / 10) : (fraction < 10 ? "0" : "") + String(fraction)
    return sign + String(magnitude / 100) + "." + fractionText
}

/// Text made safe for XML content and attribute values: the five special characters as
/// entities, and the characters XML 1.0 forbids (control characters a string escape can
/// produce) left out, so that every picture parses.
func escaped(_ string: String, keepingLineBreaks: Bool = false) -> String {
    var needsWork = false
    for byte in string.utf8 where byte < 0x20 || byte == UInt8(ascii: "&") || byte == UInt8(ascii: "<") || byte == UInt8(ascii: ">") || byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "'") || byte == 0xEF {
        needsWork = true
        break
    }
    guard needsWork else { return string }
    var result = ""
    result.reserveCapacity(string.utf8.count + 16)
    for scalar in string.unicodeScalars {
        switch scalar {
        case "&": result += "&amp;"
        case "<": result += "&lt;"
        case ">": result += "&gt;"
        case "\"": result += "&quot;"
        case "'": result += "&#39;"
        case "\n" where keepingLineBreaks: result += "\n"
        case "\t", "\n", "\r": result += " "
        case _ where scalar.value < 0x20 || scalar.value == 0xFFFE || scalar.value == 0xFFFF: continue
        default: result.unicodeScalars.append(scalar)
        }
    }
    return result
}
