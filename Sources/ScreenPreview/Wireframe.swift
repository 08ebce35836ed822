import ScreenSyntax
import ScreenRules

/// One screen drawn as an SVG wireframe at the guideline's metrics, with its findings on it.
///
/// The SVG contract (Docs/preview.md): the root `<svg>` has `width` and `height` = the canvas
/// in points and a matching `viewBox`; every drawn element is a
/// `<g data-element="NAME" data-line="N">` whose first `<rect>` is its frame; an element with
/// findings has `data-findings="rule-id …"` and a `<title>` with the messages.
public struct Wireframe: Sendable {
    public let screenName: String?
    public let width: Double
    public let height: Double
    public let svg: String
    /// Every drawn element with its frame, in drawing order.
    public let elements: [DrawnElement]

    /// Draws `screen` of the file whose lines are `lines`; `findings` are the file's (those
    /// outside the screen are left out), their messages shown in `language`.
    public init(_ screen: ScreenModel, lines: LineIndex, findings: [Diagnostic], language: Language) {
        self.init(screen, lines: lines, findings: findings, language: language, rootAttributes: "")
    }

    /// `rootAttributes` are added to the root `<svg>`, for the storyboard.
    init(_ screen: ScreenModel, lines: LineIndex, findings: some Collection<Diagnostic>, language: Language, rootAttributes: String) {
        let screenRange = screen.syntax.tree.trimmedByteRange(of: screen.syntax.id)
        let own = findings.filter { screenRange.contains($0.range.lowerBound) || $0.range.lowerBound == screenRange.lowerBound }
        var painter = Painter(screen: screen, lines: lines, findings: own, language: language)
        painter.drawScreen(rootAttributes: rootAttributes)
        self.screenName = screen.name
        self.width = painter.metrics.width
        self.height = painter.metrics.height
        self.svg = painter.svg.text
        self.elements = painter.drawn
    }
}

/// An element as drawn: its name, the text it came from, and its frame.
public struct DrawnElement: Sendable, Equatable {
    public let name: String
    public let range: Range<Int>
    /// The 1-based line of its name.
    public let line: Int
    public let frame: Frame
    public let ruleIDs: [String]
}

/// The families the text is drawn in: the system fonts of iOS and macOS first, then fonts
/// with Chinese glyphs found on Linux and Windows, so Chinese never falls back to boxes.
let fontFamilies = "-apple-system, 'SF Pro Text', 'Helvetica Neue', 'PingFang SC', 'PingFang TC', 'Hiragino Sans GB', 'Noto Sans CJK SC', 'Noto Sans CJK TC', 'Source Han Sans SC', 'WenQuanYi Micro Hei', 'Microsoft YaHei', 'Microsoft JhengHei', Arial, sans-serif"

/// Lays out and draws one screen. Elements are drawn as they are laid out, top to bottom.
struct Painter {
    var svg = SVGWriter()
    var drawn: [DrawnElement] = []
    let screen: ScreenModel
    let metrics: DeviceMetrics
    let palette: Palette
    let marks: FindingMarks
    let lines: LineIndex
    let language: Language

    init(screen: ScreenModel, lines: LineIndex, findings: [Diagnostic], language: Language) {
        self.screen = screen
        self.metrics = DeviceMetrics(screen)
        self.palette = Palette.forAppearance(screen.appearance)
        self.marks = FindingMarks(findings, screen: screen)
        self.lines = lines
        self.language = language
    }

    var width: Double { metrics.width }
    var height: Double { metrics.height }

    /// The tint of a bar or control: its own `tint:`, else the system blue.
    func tint(of element: ElementNode?) -> String {
        guard let value = element?.property("tint")?.value, let color = paint(hex: value.text) else { return Palette.tint }
        return color
    }

    /// Draws `element` in `frame`: its group, its frame, what `content` draws, and the mark
    /// of its findings on top.
    mutating func element(_ element: ElementNode, _ frame: Frame, fill: String = "none", radius: Double = 0, _ content: (inout Painter) -> Void = { _ in }) {
        let line = lines.line(ofOffset: element.nameRange.lowerBound) + 1
        let findings = marks.findings(of: element)
        let ruleIDs = findings.ruleIDs
        svg.raw("<g data-element=\"")
        svg.raw(escaped(element.name))
        svg.raw("\" data-line=\"")
        svg.raw(String(line))
        svg.raw("\"")
        if let severity = findings.worstSeverity {
            svg.raw(" data-findings=\"")
            svg.raw(escaped(ruleIDs.joined(separator: " ")))
            svg.raw("\" class=\"finding finding-\(severity.rawValue)\">")
            svg.title(findings.tooltip(language))
        } else {
            svg.raw(">")
        }
        svg.rect(frame, fill: fill, radius: radius)
        content(&self)
        if let severity = findings.worstSeverity {
            markFinding(frame, severity: severity)
        }
        svg.raw("</g>")
        drawn.append(DrawnElement(name: element.name, range: element.range, line: line, frame: frame, ruleIDs: ruleIDs))
    }

    /// An outline in the severity's color and a badge at the top-right corner.
    mutating func markFinding(_ frame: Frame, severity: Severity) {
        let color = severity.markColor
        svg.rect(frame.inset(1, 1), fill: "none", stroke: color, strokeWidth: 2, radius: 3, extra: " class=\"finding-outline\"")
        let center = (max(frame.x + 8, frame.maxX - 9), frame.y + 9)
        svg.circle(center: center, radius: 7, fill: color)
        svg.text("!", x: center.0, y: center.1 + 4, size: 11, fill: "#FFFFFF", weight: .bold, anchor: .middle)
    }

    /// The visible top-level elements sorted by where they stand.
    private func placement() -> (statusBar: ElementNode?, top: [ElementNode], content: [ElementNode], bottom: [ElementNode], overlays: [ElementNode]) {
        var statusBar: ElementNode?
        var top: [ElementNode] = []
        var content: [ElementNode] = []
        var bottom: [ElementNode] = []
        var overlays: [ElementNode] = []
        for element in screen.elements where !element.isHidden {
            switch element.name {
            case "StatusBar": if statusBar == nil { statusBar = element } else { top.append(element) }
            case "NavigationBar", "SearchBar": top.append(element)
            case "Toolbar" where element.identifierValue("position") == "top": top.append(element)
            case "Toolbar", "TabBar": bottom.append(element)
            case "Alert", "ActionSheet": overlays.append(element)
            default: content.append(element)
            }
        }
        return (statusBar, top, content, bottom, overlays)
    }

    mutating func drawScreen(rootAttributes: String) {
        let size = "width=\"\(number(width))\" height=\"\(number(height))\" viewBox=\"0 0 \(number(width)) \(number(height))\""
        svg.raw("<svg xmlns=\"http://www.w3.org/2000/svg\" \(size)")
        if let name = screen.name {
            svg.raw(" data-screen=\"\(escaped(name))\"")
        }
        svg.raw(" data-device=\"\(escaped(metrics.device))\" data-appearance=\"\(palette.isDark ? "dark" : "light")\"")
        let screenFindings = marks.onScreen
        if !screenFindings.isEmpty {
            svg.raw(" data-findings=\"\(escaped(screenFindings.ruleIDs.joined(separator: " ")))\"")
        }
        svg.raw(rootAttributes)
        svg.raw(" font-family=\"\(fontFamilies)\">")
        svg.rect(Frame(x: 0, y: 0, width: width, height: height), fill: palette.background, extra: " class=\"canvas\"")

        let (statusBar, top, content, bottom, overlays) = placement()
        // Top bars first in place (their heights decide where content starts), drawn after
        // the content so that content scrolled under them is covered, as in iOS.
        var y = statusBar == nil ? 0 : (statusBar!.declaredHeight ?? metrics.statusBarHeight)
        var topFrames: [(ElementNode, Frame)] = []
        for bar in top {
            let barHeight = topBarHeight(bar)
            topFrames.append((bar, Frame(x: 0, y: y, width: width, height: barHeight)))
            y += barHeight
        }
        var bottomY = height - metrics.bottomSafeArea
        var bottomFrames: [(ElementNode, Frame)] = []
        for bar in bottom.reversed() {
            let barHeight = bar.declaredHeight ?? (bar.name == "TabBar" ? DeviceMetrics.tabBarHeight : DeviceMetrics.toolbarHeight)
            bottomY -= barHeight
            bottomFrames.insert((bar, Frame(x: 0, y: bottomY, width: width, height: barHeight)), at: 0)
        }
        drawContent(content, in: Frame(x: 0, y: y, width: width, height: max(0, bottomY - y)))
        for (index, (bar, frame)) in bottomFrames.enumerated() {
            // The lowest bar's background runs on under the home indicator.
            let isLowest = index == bottomFrames.count - 1
            drawBottomBar(bar, frame, extendingTo: isLowest ? height : frame.maxY)
        }
        if bottomFrames.isEmpty == false || metrics.bottomSafeArea > 0 {
            drawHomeIndicator()
        }
        for (bar, frame) in topFrames {
            drawTopBar(bar, frame)
        }
        if let statusBar {
            let behind = topFrames.first.map { barColor($0.0) } ?? palette.background
            drawStatusBar(statusBar, height: statusBar.declaredHeight ?? metrics.statusBarHeight, background: behind)
        }
        for overlay in overlays {
            svg.rect(Frame(x: 0, y: 0, width: width, height: height), fill: palette.dim, extra: " fill-opacity=\"0.4\" class=\"dim\"")
            if overlay.name == "Alert" { drawAlert(overlay) } else { drawActionSheet(overlay) }
        }
        if let severity = screenFindings.worstSeverity {
            svg.raw("<g class=\"screen-findings\">")
            svg.title(screenFindings.tooltip(language))
            svg.rect(Frame(x: 1.5, y: 1.5, width: width - 3, height: height - 3), fill: "none", stroke: severity.markColor, strokeWidth: 3)
            svg.raw("</g>")
        }
        svg.raw("</svg>")
    }

    /// The home indicator of iPhone X: a bar centered near the bottom edge.
    mutating func drawHomeIndicator() {
        guard metrics.bottomSafeArea > 0 else { return }
        let barWidth = metrics.isLandscape ? 220.0 : 134.0
        svg.rect(Frame(x: (width - barWidth) / 2, y: height - 13, width: barWidth, height: 5), fill: palette.label, radius: 2.5, extra: " class=\"home-indicator\"")
    }
}
