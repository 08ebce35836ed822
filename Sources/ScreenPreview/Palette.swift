/// The system colors of one appearance, light or dark, as iOS 13 names them.
struct Palette {
    let background: String
    let groupedBackground: String
    let cellBackground: String
    let bar: String
    let separator: String
    let label: String
    let secondaryLabel: String
    let placeholder: String
    let fill: String
    let overlayBackground: String
    let dim: String
    let isDark: Bool

    static let tint = "#007AFF"
    static let destructive = "#FF3B30"
    static let green = "#34C759"
    static let badge = "#FF3B30"
    static let unselectedTab = "#8E8E93"

    static let light = Palette(
        background: "#FFFFFF", groupedBackground: "#F2F2F7", cellBackground: "#FFFFFF", bar: "#F7F7F7",
        separator: "#C6C6C8", label: "#000000", secondaryLabel: "#8A8A8E", placeholder: "#C4C4C6",
        fill: "#E5E5EA", overlayBackground: "#F2F2F2", dim: "#000000", isDark: false)

    static let dark = Palette(
        background: "#000000", groupedBackground: "#000000", cellBackground: "#1C1C1E", bar: "#1D1D1D",
        separator: "#38383A", label: "#FFFFFF", secondaryLabel: "#8D8D93", placeholder: "#5A5A5E",
        fill: "#3A3A3C", overlayBackground: "#2C2C2E", dim: "#000000", isDark: true)

    static func forAppearance(_ appearance: String) -> Palette {
        appearance == "dark" ? .dark : .light
    }
}

/// A color the file wrote (`#RGB`, `#RRGGBB`, `#RRGGBBAA`) as SVG 1.1 paints it: it knows
/// no eight-digit colors, and a wireframe draws bars opaque, so the alpha is left out.
/// Nil for text that is no valid color.
func paint(hex text: Substring) -> String? {
    guard text.first == "#" else { return nil }
    let digits = text.dropFirst()
    guard [3, 6, 8].contains(digits.count), digits.allSatisfy(\.isHexDigit) else { return nil }
    return "#" + digits.prefix(6)
}
