import ScreenSyntax

/// A color literal of a file and its channels, 0 to 255 each.
public struct ColorOccurrence: Sendable, Equatable {
    public let range: Range<Int>
    public let red: UInt8
    public let green: UInt8
    public let blue: UInt8
    public let alpha: UInt8
}

extension Analysis {
    /// Every valid `#RGB`, `#RRGGBB` and `#RRGGBBAA` literal of the file, in source order.
    public func colors(in key: String) -> [ColorOccurrence]? {
        guard let tree = file(key)?.tree else { return nil }
        var colors: [ColorOccurrence] = []
        for (token, kind) in tree.tokens.kinds.enumerated() where kind == .color {
            let literal = ColorLiteral(tree.bytes(ofToken: token))
            guard literal.isValid else { continue }
            colors.append(ColorOccurrence(range: tree.tokens.range(of: token), red: literal.red, green: literal.green, blue: literal.blue, alpha: literal.alpha))
        }
        return colors
    }

    /// How a color picked in an editor (channels from 0 to 1) is written over `range`: the
    /// shortest literal that says exactly that color first (`#RGB` where each channel is a
    /// doubled digit, `#RRGGBB` when opaque, else `#RRGGBBAA`), then the longer forms of the
    /// same color. Channels between two bytes are rounded to the nearer. Hex digits keep the
    /// case of the literal they replace (upper case by default, as the guidelines write them).
    public func colorPresentations(red: Double, green: Double, blue: Double, alpha: Double, replacing range: Range<Int>, in key: String) -> [String] {
        let channels = [red, green, blue, alpha].map { UInt8(min(max(($0 * 255).rounded(), 0), 255)) }
        var lowercase = false
        if let source = file(key)?.tree.source, range.lowerBound >= 0, range.upperBound <= source.count {
            let replaced = source[range]
            lowercase = replaced.contains { $0 >= UInt8(ascii: "a") && $0 <= UInt8(ascii: "f") } && !replaced.contains { $0 >= UInt8(ascii: "A") && $0 <= UInt8(ascii: "F") }
        }
        let digits = Array((lowercase ? "0123456789abcdef" : "0123456789ABCDEF").utf8)
        func hex(_ values: ArraySlice<UInt8>, short: Bool) -> String {
            var bytes: [UInt8] = [UInt8(ascii: "#")]
            for value in values {
                if !short { bytes.append(digits[Int(value >> 4)]) }
                bytes.append(digits[Int(value & 0x0F)])
            }
            return String(decoding: bytes, as: UTF8.self)
        }
        let opaque = channels[3] == 255
        var forms: [String] = []
        if opaque, channels[0..<3].allSatisfy({ $0 % 17 == 0 }) { forms.append(hex(channels[0..<3], short: true)) }
        if opaque { forms.append(hex(channels[0..<3], short: false)) }
        forms.append(hex(channels[0..<4], short: false))
        return forms
    }
}
