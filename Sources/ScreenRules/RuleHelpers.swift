import ScreenSyntax
import ScreenCatalog

/// How wide a text shows, in columns: East Asian wide characters and emoji count two, as
/// the rules' "CJK counts double" asks.
public func displayWidth(_ text: String) -> Int {
    // ASCII but CR (which joins LF into one character) shows a column a byte.
    if text.utf8.allSatisfy({ $0 < 0x80 && $0 != UInt8(ascii: "\r") }) { return text.utf8.count }
    var width = 0
    for character in text {
        guard let scalar = character.unicodeScalars.first else { continue }
        width += isWide(scalar) || character.unicodeScalars.count > 1 && isEmojiPresentation(scalar) ? 2 : 1
    }
    return width
}

private func isWide(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar.value {
    case 0x1100...0x115F, 0x2E80...0x303E, 0x3041...0x33FF, 0x3400...0x4DBF, 0x4E00...0x9FFF,
         0xA000...0xA4CF, 0xAC00...0xD7A3, 0xF900...0xFAFF, 0xFE30...0xFE4F, 0xFF00...0xFF60,
         0xFFE0...0xFFE6, 0x1F300...0x1F64F, 0x1F900...0x1F9FF, 0x20000...0x3FFFD:
        return true
    default:
        return isEmojiPresentation(scalar)
    }
}

/// No scalar before U+231A (⌚) shows as emoji by default, so most text skips the Unicode
/// property lookup.
private func isEmojiPresentation(_ scalar: Unicode.Scalar) -> Bool {
    scalar.value >= 0x231A && scalar.properties.isEmojiPresentation
}

extension ElementNode {
    /// A button that shows only text: a title and no icon or system item.
    public var isTextButton: Bool {
        (name == "Button" || name == "BackButton") && primaryText != nil && property("icon") == nil && property("systemItem") == nil
    }

    /// Children that count as bar items: everything but FlexibleSpace and FixedSpace.
    public var items: some Collection<ElementNode> { children.lazy.filter { !$0.isSpace } }

    public func children(named name: String) -> some Collection<ElementNode> { children.lazy.filter { $0.name == name } }

    /// The range of the string after the element's name (a title), quotes included.
    public var primaryTextRange: Range<Int>? {
        syntax.primaryTextToken.map { syntax.tree.tokens.range(of: $0) }
    }
}

/// A number as people write it: `500`, not `500.0`.
public func formatted(_ number: Double) -> String {
    number == number.rounded() && abs(number) < 1e15 ? String(Int(number)) : String(number)
}

/// `text` as a `.screen` string literal, quotes and escapes included.
public func quotedLiteral(_ text: String) -> String {
    var literal = "\""
    for scalar in text.unicodeScalars {
        switch scalar {
        case "\"": literal += "\\\""
        case "\\": literal += "\\\\"
        case "\n": literal += "\\n"
        case "\t": literal += "\\t"
        default: literal.unicodeScalars.append(scalar)
        }
    }
    return literal + "\""
}
