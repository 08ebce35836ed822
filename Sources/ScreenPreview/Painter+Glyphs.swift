import ScreenRules

/// Small drawings several elements share: spinners, segments, buttons, tracks.
extension Painter {
    /// The activity indicator's eight spokes.
    mutating func spinner(center: (Double, Double), radius: Double, color: String) {
        for (spoke, (cosine, sine)) in Self.spokeDirections.enumerated() {
            let opacity = 0.3 + 0.7 * Double(spoke) / 7
            svg.raw("<line x1=\"\(number(center.0 + cosine * radius * 0.45))\" y1=\"\(number(center.1 + sine * radius * 0.45))\" x2=\"\(number(center.0 + cosine * radius))\" y2=\"\(number(center.1 + sine * radius))\" stroke=\"\(color)\" stroke-width=\"\(number(max(1.5, radius / 4)))\" stroke-linecap=\"round\" stroke-opacity=\"\(number(opacity))\"/>")
        }
    }

    /// The eight directions 45° apart, without a math library.
    private static let spokeDirections: [(Double, Double)] = [
        (1, 0), (0.7071, 0.7071), (0, 1), (-0.7071, 0.7071), (-1, 0), (-0.7071, -0.7071), (0, -1), (0.7071, -0.7071),
    ]

    mutating func infoGlyph(center: (Double, Double), color: String) {
        svg.circle(center: center, radius: 10, fill: "none", stroke: color, strokeWidth: 1.5)
        svg.text("i", x: center.0, y: center.1 + 5, size: 14, fill: color, weight: .bold, anchor: .middle)
    }

    /// The titles of a segmented control or scope bar: `segments:`, else its `Segment` children.
    func segmentTitles(_ control: ElementNode) -> [String] {
        if let titles = control.stringListValue("segments") { return titles }
        return control.children.filter { $0.name == "Segment" && !$0.isHidden }.map { $0.primaryText ?? "" }
    }

    /// A segmented control in `frame`: equal segments, the selected one filled.
    mutating func segments(_ control: ElementNode, in frame: Frame, tint: String) {
        let segmentChildren = control.stringListValue("segments") == nil ? control.children.filter { $0.name == "Segment" && !$0.isHidden } : []
        let titles = segmentTitles(control)
        let count = max(1, titles.count)
        let selected = control.property("selected")?.value.numberValue.map { Int($0.value) } ?? (segmentChildren.isEmpty ? -1 : 0)
        svg.rect(frame, fill: palette.fill, radius: 8)
        let segmentWidth = frame.width / Double(count)
        for index in 0..<count {
            let segment = Frame(x: frame.x + Double(index) * segmentWidth, y: frame.y, width: segmentWidth, height: frame.height)
            if index == selected {
                svg.rect(segment.inset(2, 2), fill: palette.isDark ? "#636366" : "#FFFFFF", radius: 7)
            } else if index > 0 && index != selected + 1 {
                svg.line(from: (segment.x, segment.y + 7), to: (segment.x, segment.maxY - 7), stroke: palette.separator, width: 1)
            }
            let drawFace: (inout Painter) -> Void = { painter in
                let child = index < segmentChildren.count ? segmentChildren[index] : nil
                if let child, child.primaryText == nil {
                    painter.svg.rect(Frame(x: segment.midX - 8, y: segment.midY - 8, width: 16, height: 16), fill: "none", stroke: painter.palette.label, strokeWidth: 1.5, radius: 3)
                } else if index < titles.count {
                    let title = TextMetrics.truncated(titles[index], toFit: segment.width - 8, size: 13, weight: index == selected ? .semibold : .regular)
                    painter.svg.text(title, x: segment.midX, y: segment.midY + 4.5, size: 13, fill: painter.palette.label, weight: index == selected ? .semibold : .regular, anchor: .middle)
                }
            }
            if index < segmentChildren.count {
                element(segmentChildren[index], segment, drawFace)
            } else {
                drawFace(&self)
            }
        }
    }

    /// A button's title or glyph, centered in `frame`, colored by its role.
    mutating func buttonFace(_ button: ElementNode, in frame: Frame, tint: String, size: Double) {
        let ink = button.identifierValue("role") == "destructive" ? Palette.destructive : tint
        let weight: FontWeight = button.identifierValue("style") == "done" ? .semibold : .regular
        let systemItem = button.identifierValue("systemItem")
        let title = button.primaryText ?? systemItemWord(systemItem)
        let hasIcon = button.stringValue("icon") != nil
        if let title {
            let iconRoom = hasIcon ? 24.0 : 0
            let text = TextMetrics.truncated(title, toFit: max(0, frame.width - 4 - iconRoom), size: size, weight: weight)
            let textWidth = TextMetrics.width(text, size: size, weight: weight)
            let start = frame.midX - (textWidth + iconRoom) / 2
            if hasIcon { iconGlyph(Frame(x: start, y: frame.midY - 9, width: 18, height: 18), color: ink) }
            svg.text(text, x: start + iconRoom + textWidth / 2, y: frame.midY + size * 0.35, size: size, fill: ink, weight: weight, anchor: .middle)
        } else if let glyph = systemItemGlyph(systemItem) {
            svg.text(glyph, x: frame.midX, y: frame.midY + 7, size: 20, fill: ink, anchor: .middle)
        } else {
            iconGlyph(Frame(x: frame.midX - 10, y: frame.midY - 10, width: 20, height: 20), color: ink)
        }
    }

    /// An SF Symbol stands in as a rounded square: a wireframe names no artwork.
    mutating func iconGlyph(_ frame: Frame, color: String) {
        svg.rect(frame, fill: "none", stroke: color, strokeWidth: 1.5, radius: 4)
        svg.circle(center: (frame.midX, frame.midY), radius: frame.width / 6, fill: color)
    }

    /// A progress bar's track from `start` to `end`, filled to `progress:`.
    mutating func progressTrack(_ view: ElementNode, from start: Double, to end: Double, y: Double, tint: String) {
        let progress = min(1, max(0, view.numberValue("progress") ?? 0.5))
        svg.rect(Frame(x: start, y: y - 1.5, width: end - start, height: 3), fill: palette.fill, radius: 1.5)
        svg.rect(Frame(x: start, y: y - 1.5, width: (end - start) * progress, height: 3), fill: tint, radius: 1.5)
    }

    /// An element the wireframe has no drawing for (an unknown name): a dashed box with its name.
    mutating func placeholder(_ name: String, in frame: Frame) {
        svg.rect(frame.inset(2, 2), fill: "none", stroke: palette.secondaryLabel, strokeWidth: 1, radius: 4, extra: " stroke-dasharray=\"4 3\"")
        svg.text(TextMetrics.truncated(name, toFit: frame.width - 8, size: 12), x: frame.midX, y: frame.midY + 4, size: 12, fill: palette.secondaryLabel, anchor: .middle)
    }

    /// The disclosure chevron of a cell.
    mutating func chevron(x: Double, centerY: Double) {
        svg.path("M\(number(x)) \(number(centerY - 6)) l6 6 l-6 6", stroke: palette.placeholder, width: 2)
    }

    mutating func checkmark(x: Double, centerY: Double, color: String) {
        svg.path("M\(number(x)) \(number(centerY)) l5 5 l9 -11", stroke: color, width: 2.2)
    }
}
