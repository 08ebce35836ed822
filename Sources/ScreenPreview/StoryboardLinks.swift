import ScreenRules

/// The navigation links of the storyboard as arrows: from the element that links (a cell, a
/// button, a tab) to the screen it leads to. Each is a `<g data-from data-to data-kind>`.
struct StoryboardLinks {
    private struct Arrow {
        let from: String
        let to: String
        let kind: String
        let path: String
    }

    private var arrows: [Arrow] = []

    init(screens: [StoryboardScreen], places: [Frame], elements: [[DrawnElement]], depths: [Int]) {
        var firstByName: [String: Int] = [:]
        for (index, screen) in screens.enumerated() where firstByName[screen.name] == nil { firstByName[screen.name] = index }
        for (index, screen) in screens.enumerated() {
            let origin = places[index]
            // Each drawn element by where its text starts (no two elements start together).
            var frames: [Int: Frame] = [:]
            for element in elements[index] { frames[element.range.lowerBound] = element.frame }
            for link in screen.summary.links {
                // A link to an undeclared screen is a finding, not an arrow; a tab that selects
                // its own screen leads nowhere.
                guard let target = firstByName[link.target], target != index else { continue }
                let drawnFrame = elementsHolding(link.range.lowerBound, in: screen.model.elements).reversed()
                    .lazy.compactMap { frames[$0.range.lowerBound] }.first
                let source = drawnFrame.map { Frame(x: origin.x + $0.x, y: origin.y + $0.y, width: $0.width, height: $0.height) } ?? origin
                let kind = link.kind == .tab ? "tab" : link.kind.rawValue
                arrows.append(Arrow(from: screen.name, to: link.target, kind: kind, path: Self.path(from: source, to: places[target], forward: depths[target] > depths[index])))
            }
        }
    }

    /// A curve from the source's right edge: to the target's left edge when it stands in a
    /// later column, else out through the gap on the right and back to the target's right edge.
    private static func path(from source: Frame, to target: Frame, forward: Bool) -> String {
        let start = (source.maxX, source.midY)
        if forward {
            let end = (target.x - 4, target.y + 64)
            let bend = max(40, (end.0 - start.0) / 2)
            return "M\(number(start.0)) \(number(start.1)) C\(number(start.0 + bend)) \(number(start.1)) \(number(end.0 - bend)) \(number(end.1)) \(number(end.0)) \(number(end.1))"
        }
        let end = (target.maxX + 4, target.y + 64)
        let reach = max(source.maxX, target.maxX) + 72
        return "M\(number(start.0)) \(number(start.1)) C\(number(reach)) \(number(start.1)) \(number(reach)) \(number(end.1)) \(number(end.0)) \(number(end.1))"
    }

    func svg(width: Double, height: Double) -> String {
        var svg = SVGWriter(reservingCapacity: 256 * (arrows.count + 4))
        svg.raw("<svg class=\"links\" xmlns=\"http://www.w3.org/2000/svg\" width=\"\(number(width))\" height=\"\(number(height))\" viewBox=\"0 0 \(number(width)) \(number(height))\"><defs>")
        for (kind, color) in Self.colors {
            svg.raw("<marker id=\"arrow-\(kind)\" viewBox=\"0 0 10 10\" refX=\"9\" refY=\"5\" markerWidth=\"7\" markerHeight=\"7\" orient=\"auto-start-reverse\"><path d=\"M0 0 L10 5 L0 10 z\" fill=\"\(color)\"/></marker>")
        }
        svg.raw("</defs>")
        for arrow in arrows {
            let color = Self.colors.first { $0.kind == arrow.kind }?.color ?? "#007AFF"
            svg.raw("<g class=\"link link-\(arrow.kind)\" data-from=\"\(escaped(arrow.from))\" data-to=\"\(escaped(arrow.to))\" data-kind=\"\(arrow.kind)\"><path d=\"\(arrow.path)\" fill=\"none\" stroke=\"\(color)\" stroke-width=\"2\" marker-end=\"url(#arrow-\(arrow.kind))\"/></g>")
        }
        svg.raw("</svg>")
        return svg.text
    }

    /// Pushes solid blue, presents purple, tabs gray (the page's CSS dashes the last two).
    static let colors: [(kind: String, color: String)] = [("pushes", "#007AFF"), ("presents", "#AF52DE"), ("tab", "#8E8E93")]
}
