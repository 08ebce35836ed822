import ScreenSyntax

extension ValueSyntax {
    /// A color's perceived brightness (Rec. 601 luma of `#RGB`, `#RRGGBB` or `#RRGGBBAA`), from
    /// 0 for black to 1 for white; nil for a value that is not a valid color.
    var brightness: Double? {
        guard kind == .colorValue, colorValue?.isValid == true else { return nil }
        var digits = Array(text.dropFirst())
        if digits.count == 3 { digits = digits.flatMap { [$0, $0] } }
        let channels = stride(from: 0, to: 6, by: 2).compactMap { Int(String(digits[$0...$0 + 1]), radix: 16) }
        guard channels.count == 3 else { return nil }
        return (0.299 * Double(channels[0]) + 0.587 * Double(channels[1]) + 0.114 * Double(channels[2])) / 255
    }
}
