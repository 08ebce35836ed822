import ScreenRules

/// The status bar, the navigation bar, the search and scope bars, the toolbar and the tab bar.
extension Painter {
    /// A bar's background: its `barTint:`, else the system bar color of the appearance.
    func barColor(_ bar: ElementNode) -> String {
        if let value = bar.property("barTint")?.value, let color = paint(hex: value.text) { return color }
        return palette.bar
    }

    func topBarHeight(_ bar: ElementNode) -> Double {
        if let declared = bar.declaredHeight { return declared }
        switch bar.name {
        case "NavigationBar":
            var total = DeviceMetrics.navigationBarHeight
            if bar.boolValue("largeTitle") == true { total += DeviceMetrics.largeTitleHeight }
            if bar.stringValue("prompt") != nil { total += DeviceMetrics.promptHeight }
            if let search = bar.children.first(where: { $0.name == "SearchBar" && !$0.isHidden }) { total += searchBarHeight(search) }
            return total
        case "SearchBar": return searchBarHeight(bar)
        default: return DeviceMetrics.toolbarHeight
        }
    }

    func searchBarHeight(_ bar: ElementNode) -> Double {
        if let declared = bar.declaredHeight { return declared }
        let scope = bar.children.first { $0.name == "ScopeBar" && !$0.isHidden }
        return DeviceMetrics.searchBarHeight + (scope.map { $0.declaredHeight ?? DeviceMetrics.scopeBarHeight } ?? 0)
    }

    /// The text color a status bar style asks for; `default` follows the appearance.
    private func statusBarInk(_ bar: ElementNode) -> String {
        switch bar.identifierValue("style") {
        case "darkContent": return "#000000"
        case "lightContent": return "#FFFFFF"
        default: return palette.isDark ? "#FFFFFF" : "#000000"
        }
    }

    mutating func drawStatusBar(_ bar: ElementNode, height barHeight: Double, background: String) {
        let frame = Frame(x: 0, y: 0, width: width, height: barHeight)
        let ink = statusBarInk(bar)
        element(bar, frame, fill: background) { painter in
            let baseline = frame.maxY - (painter.metrics.isIPhoneX && !painter.metrics.isLandscape ? 14 : 5)
            var indicatorX: Double
            if painter.metrics.isIPhoneX && !painter.metrics.isLandscape {
                painter.svg.text("9:41", x: 54, y: baseline, size: 15, fill: ink, weight: .semibold, anchor: .middle)
                indicatorX = 84
            } else {
                for dot in 0..<5 {
                    painter.svg.circle(center: (8 + Double(dot) * 6.5, frame.maxY - 9.5), radius: 2.6, fill: ink)
                }
                painter.svg.text("Carrier", x: 42, y: baseline, size: 12, fill: ink)
                painter.svg.text("9:41 AM", x: frame.midX, y: baseline, size: 12, fill: ink, weight: .semibold, anchor: .middle)
                indicatorX = 90
            }
            // The battery at the right.
            let battery = Frame(x: frame.maxX - 33, y: frame.maxY - 16 - (painter.metrics.isIPhoneX && !painter.metrics.isLandscape ? 8 : 0), width: 24, height: 11.5)
            painter.svg.rect(battery, fill: "none", stroke: ink, strokeWidth: 1, radius: 3)
            painter.svg.rect(battery.inset(2, 2), fill: ink, radius: 1.5)
            painter.svg.rect(Frame(x: battery.maxX + 1, y: battery.midY - 2, width: 1.5, height: 4), fill: ink)
            for child in bar.children where child.name == "NetworkActivityIndicator" && !child.isHidden && child.boolValue("visible") != false {
                let spinnerFrame = Frame(x: indicatorX, y: frame.maxY - 18, width: 14, height: 14)
                painter.element(child, spinnerFrame) { painter in
                    painter.spinner(center: (spinnerFrame.midX, spinnerFrame.midY), radius: 6, color: ink)
                }
                indicatorX += 18
            }
        }
    }

    mutating func drawTopBar(_ bar: ElementNode, _ frame: Frame) {
        switch bar.name {
        case "NavigationBar": drawNavigationBar(bar, frame)
        case "SearchBar": drawSearchBar(bar, frame)
        default: drawToolbar(bar, frame, extendingTo: frame.maxY)
        }
    }

    mutating func drawBottomBar(_ bar: ElementNode, _ frame: Frame, extendingTo bottom: Double) {
        if bar.name == "TabBar" { drawTabBar(bar, frame, extendingTo: bottom) } else { drawToolbar(bar, frame, extendingTo: bottom) }
    }

    /// Background and hairline of a bar; `bottom` is where the background ends (below the
    /// frame for the lowest bottom bar, which covers the home-indicator area too).
    private mutating func barBackground(_ frame: Frame, color: String, hairlineAtTop: Bool, extendingTo bottom: Double) {
        if bottom > frame.maxY {
            svg.rect(Frame(x: frame.x, y: frame.maxY, width: frame.width, height: bottom - frame.maxY), fill: color)
        }
        let lineY = hairlineAtTop ? frame.y + 0.25 : frame.maxY - 0.25
        svg.line(from: (frame.x, lineY), to: (frame.maxX, lineY), stroke: palette.separator, width: 0.5)
    }

    // MARK: Navigation bar

    mutating func drawNavigationBar(_ bar: ElementNode, _ frame: Frame) {
        let color = barColor(bar)
        let tint = tint(of: bar)
        element(bar, frame, fill: color) { painter in
            painter.barBackground(frame, color: color, hairlineAtTop: false, extendingTo: frame.maxY)
            var rowY = frame.y
            if let prompt = bar.stringValue("prompt") {
                painter.svg.text(TextMetrics.truncated(prompt, toFit: frame.width - 32, size: 13), x: frame.midX, y: rowY + 20, size: 13, fill: painter.palette.secondaryLabel, anchor: .middle)
                rowY += DeviceMetrics.promptHeight
            }
            let row = Frame(x: frame.x, y: rowY, width: frame.width, height: DeviceMetrics.navigationBarHeight)
            let items = bar.children.filter { !$0.isHidden && $0.name != "SearchBar" }
            // Leading: the back button, then leading items; trailing: the rest, from the right.
            let leading = items.filter { $0.name == "BackButton" } + items.filter { $0.name != "BackButton" && $0.identifierValue("placement") == "leading" }
            let centered = items.filter { $0.name == "SegmentedControl" }
            let trailing = items.filter { $0.name != "BackButton" && $0.name != "SegmentedControl" && $0.identifierValue("placement") != "leading" }
            var left = row.x + 8
            for item in leading {
                let itemWidth = painter.barItemWidth(item)
                painter.barItem(item, Frame(x: left, y: row.y, width: itemWidth, height: row.height), tint: tint)
                left += itemWidth + 8
            }
            var right = row.maxX - 8
            for item in trailing.reversed() {
                let itemWidth = painter.barItemWidth(item)
                right -= itemWidth
                painter.barItem(item, Frame(x: right, y: row.y, width: itemWidth, height: row.height), tint: tint)
                right -= 8
            }
            // The title stands centered between the items, or a segmented control in its place.
            let room = max(0, min(row.midX - left, right - row.midX) * 2)
            if let control = centered.first {
                let controlWidth = min(room, Double(max(2, painter.segmentTitles(control).count)) * 72)
                painter.element(control, Frame(x: row.midX - controlWidth / 2, y: row.y + 7, width: controlWidth, height: 30)) { painter in
                    painter.segments(control, in: Frame(x: row.midX - controlWidth / 2, y: row.y + 7, width: controlWidth, height: 30), tint: tint)
                }
            } else if let title = bar.stringValue("title") {
                if bar.boolValue("largeTitle") == true {
                    let titleText = TextMetrics.truncated(title, toFit: frame.width - 32, size: 34, weight: .bold)
                    painter.svg.text(titleText, x: row.x + 16, y: row.maxY + 41, size: 34, fill: painter.palette.label, weight: .bold)
                } else {
                    let titleText = TextMetrics.truncated(title, toFit: room, size: 17, weight: .semibold)
                    painter.svg.text(titleText, x: row.midX, y: row.y + 28, size: 17, fill: painter.palette.label, weight: .semibold, anchor: .middle)
                }
            }
            if let search = bar.children.first(where: { $0.name == "SearchBar" && !$0.isHidden }) {
                let searchHeight = painter.searchBarHeight(search)
                painter.drawSearchBar(search, Frame(x: frame.x, y: frame.maxY - searchHeight, width: frame.width, height: searchHeight), background: color)
            }
        }
    }

    /// The width a bar item takes: its text, or a glyph's 44-pt hit target.
    func barItemWidth(_ item: ElementNode) -> Double {
        if let declared = item.declaredWidth { return declared }
        switch item.name {
        case "BackButton":
            return min(width / 3, 20 + TextMetrics.width(item.primaryText ?? "", size: 17))
        case "Button", "RoundedRectButton":
            if let title = item.primaryText ?? systemItemWord(item.identifierValue("systemItem")) {
                return min(width / 3, max(30, 6 + TextMetrics.width(title, size: 17, weight: item.identifierValue("style") == "done" ? .semibold : .regular)))
            }
            return 30
        case "Label":
            return min(width / 2, TextMetrics.width(item.primaryText ?? "", size: TextStyle.named(item.identifierValue("font")).size))
        case "FixedSpace": return item.declaredWidth ?? 8
        case "FlexibleSpace": return 0
        case "SegmentedControl": return min(width / 2, Double(max(2, segmentTitles(item).count)) * 64)
        case "ProgressView": return 100
        default: return 30
        }
    }

    /// An item of a navigation bar or toolbar, drawn in its slot.
    mutating func barItem(_ item: ElementNode, _ frame: Frame, tint: String) {
        element(item, frame) { painter in
            let baseline = frame.midY + 6
            switch item.name {
            case "BackButton":
                painter.svg.path("M\(number(frame.x + 10)) \(number(frame.midY - 10)) l-8 10 l8 10", stroke: tint, width: 2.5)
                let title = TextMetrics.truncated(item.primaryText ?? "", toFit: frame.width - 20, size: 17)
                painter.svg.text(title, x: frame.x + 18, y: baseline, size: 17, fill: tint)
            case "Button", "RoundedRectButton":
                painter.buttonFace(item, in: frame, tint: tint, size: 17)
            case "Label":
                let style = TextStyle.named(item.identifierValue("font"))
                painter.svg.text(TextMetrics.truncated(item.primaryText ?? "", toFit: frame.width, size: style.size), x: frame.midX, y: frame.midY + style.size * 0.35, size: style.size, fill: painter.palette.label, anchor: .middle)
            case "ActivityIndicator":
                painter.spinner(center: (frame.midX, frame.midY), radius: 9, color: painter.palette.secondaryLabel)
            case "InfoButton", "DetailDisclosureButton":
                painter.infoGlyph(center: (frame.midX, frame.midY), color: tint)
            case "SegmentedControl":
                painter.segments(item, in: Frame(x: frame.x, y: frame.midY - 15, width: frame.width, height: 30), tint: tint)
            case "ProgressView":
                painter.progressTrack(item, from: frame.x, to: frame.maxX, y: frame.midY, tint: tint)
            case "FixedSpace", "FlexibleSpace":
                break
            default:
                painter.placeholder(item.name, in: frame)
            }
        }
    }

    // MARK: Search and scope bars

    mutating func drawSearchBar(_ bar: ElementNode, _ frame: Frame, background: String? = nil) {
        let minimal = bar.identifierValue("style") == "minimal"
        let color = background ?? (minimal ? palette.background : barColor(bar))
        element(bar, frame, fill: color) { painter in
            let cancelWidth = bar.boolValue("showsCancelButton") == true ? 68.0 : 0
            let field = Frame(x: frame.x + 8, y: frame.y + 8, width: frame.width - 16 - cancelWidth, height: 28)
            painter.svg.rect(field, fill: minimal ? painter.palette.fill : (painter.palette.isDark ? "#2C2C2E" : "#E3E3E8"), radius: 10)
            // The magnifying glass.
            painter.svg.circle(center: (field.x + 14, field.midY - 1), radius: 5, fill: "none", stroke: painter.palette.secondaryLabel, strokeWidth: 1.5)
            painter.svg.line(from: (field.x + 17.5, field.midY + 2.5), to: (field.x + 21, field.midY + 6), stroke: painter.palette.secondaryLabel, width: 1.5)
            var textX = field.x + 28
            for token in bar.stringListValue("tokens") ?? [] {
                let tokenWidth = min(field.maxX - textX - 8, TextMetrics.width(token, size: 13) + 16)
                guard tokenWidth > 24 else { break }
                painter.svg.rect(Frame(x: textX, y: field.y + 4, width: tokenWidth, height: 20), fill: Palette.tint, radius: 6)
                painter.svg.text(TextMetrics.truncated(token, toFit: tokenWidth - 12, size: 13), x: textX + 8, y: field.y + 18.5, size: 13, fill: "#FFFFFF")
                textX += tokenWidth + 4
            }
            if let placeholder = bar.stringValue("placeholder") ?? Optional(PreviewText.search[painter.language]), textX < field.maxX - 20 {
                painter.svg.text(TextMetrics.truncated(placeholder, toFit: field.maxX - textX - 8, size: 15), x: textX, y: field.midY + 5, size: 15, fill: painter.palette.secondaryLabel)
            }
            if cancelWidth > 0 {
                painter.svg.text(PreviewText.cancel[painter.language], x: field.maxX + 8, y: field.midY + 6, size: 17, fill: Palette.tint)
            }
            if bar.boolValue("showsBookmarkButton") == true {
                painter.svg.rect(Frame(x: field.maxX - 22, y: field.midY - 7, width: 11, height: 14), fill: "none", stroke: painter.palette.secondaryLabel, strokeWidth: 1.2, radius: 1)
            }
            var scopeY = frame.y + DeviceMetrics.searchBarHeight
            for scope in bar.children where scope.name == "ScopeBar" && !scope.isHidden {
                let scopeHeight = scope.declaredHeight ?? DeviceMetrics.scopeBarHeight
                let scopeFrame = Frame(x: frame.x, y: scopeY, width: frame.width, height: scopeHeight)
                painter.element(scope, scopeFrame) { painter in
                    painter.segments(scope, in: Frame(x: scopeFrame.x + 8, y: scopeFrame.midY - 14.5, width: scopeFrame.width - 16, height: 29), tint: Palette.tint)
                }
                scopeY += scopeHeight
            }
        }
    }

    // MARK: Toolbar and tab bar

    mutating func drawToolbar(_ bar: ElementNode, _ frame: Frame, extendingTo bottom: Double) {
        let color = barColor(bar)
        let tint = tint(of: bar)
        element(bar, frame, fill: color) { painter in
            painter.barBackground(frame, color: color, hairlineAtTop: true, extendingTo: bottom)
            let items = bar.children.filter { !$0.isHidden }
            let flexibleCount = items.filter { $0.name == "FlexibleSpace" }.count
            let fixed = items.filter { $0.name != "FlexibleSpace" }.reduce(0) { $0 + painter.barItemWidth($1) }
            let spacing = flexibleCount == 0 ? 8.0 : 0
            let spare = max(0, frame.width - 16 - fixed - spacing * Double(max(0, items.count - 1)))
            var x = frame.x + 8
            for item in items {
                let itemWidth = item.name == "FlexibleSpace" ? spare / Double(flexibleCount) : painter.barItemWidth(item)
                painter.barItem(item, Frame(x: x, y: frame.y, width: itemWidth, height: frame.height), tint: tint)
                x += itemWidth + spacing
            }
        }
    }

    mutating func drawTabBar(_ bar: ElementNode, _ frame: Frame, extendingTo bottom: Double) {
        let color = barColor(bar)
        let tint = tint(of: bar)
        element(bar, frame, fill: color) { painter in
            painter.barBackground(frame, color: color, hairlineAtTop: true, extendingTo: bottom)
            let tabs = bar.children.filter { !$0.isHidden }
            guard !tabs.isEmpty else { return }
            let tabWidth = frame.width / Double(tabs.count)
            for (index, tab) in tabs.enumerated() {
                let tabFrame = Frame(x: frame.x + Double(index) * tabWidth, y: frame.y, width: tabWidth, height: frame.height)
                painter.element(tab, tabFrame) { painter in
                    painter.tabFace(tab, in: tabFrame, tint: tint)
                }
            }
        }
    }

    private mutating func tabFace(_ tab: ElementNode, in frame: Frame, tint: String) {
        let selected = tab.identifierValue("screen") == screen.name
        let ink = selected ? tint : Palette.unselectedTab
        let opacity = tab.boolValue("disabled") == true ? " opacity=\"0.4\"" : ""
        svg.raw("<g\(opacity)>")
        let icon = Frame(x: frame.midX - 12.5, y: frame.y + 4, width: 25, height: 25)
        let systemItem = tab.identifierValue("systemItem")
        if let glyph = systemItem.flatMap(Self.tabGlyphs.index(forKey:)).map({ Self.tabGlyphs[$0].value }) {
            svg.text(glyph, x: icon.midX, y: icon.maxY - 4, size: 22, fill: ink, anchor: .middle)
        } else {
            svg.rect(icon.inset(2, 2), fill: selected ? ink : "none", stroke: ink, strokeWidth: 1.5, radius: 5, extra: selected ? " fill-opacity=\"0.25\"" : "")
        }
        let title = tab.primaryText ?? systemItem.map { systemItemWord($0) ?? $0 } ?? ""
        svg.text(TextMetrics.truncated(title, toFit: frame.width - 4, size: 10, weight: .semibold), x: frame.midX, y: frame.y + 42, size: 10, fill: ink, weight: .semibold, anchor: .middle)
        if let badge = tab.stringValue("badge") ?? tab.property("badge")?.value.numberValue.map({ number($0.value) }) {
            let badgeWidth = max(18, TextMetrics.width(badge, size: 13) + 10)
            svg.rect(Frame(x: icon.maxX - 6, y: icon.y - 2, width: badgeWidth, height: 18), fill: Palette.badge, radius: 9)
            svg.text(badge, x: icon.maxX - 6 + badgeWidth / 2, y: icon.y + 11.5, size: 13, fill: "#FFFFFF", anchor: .middle)
        }
        svg.raw("</g>")
    }

    private static let tabGlyphs: [String: String] = [
        "search": "⌕", "favorites": "★", "featured": "☆", "topRated": "★", "recents": "◷", "history": "◷",
        "more": "•••", "bookmarks": "❐", "contacts": "◉", "downloads": "⤓", "mostRecent": "◷", "mostViewed": "▤",
    ]
}
