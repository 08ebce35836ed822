import ScreenRules

/// Table views: sections with their headers and footers, cells with title, subtitle, image,
/// accessory and the controls they hold, the section index, the refresh control.
extension Painter {
    /// One section as drawn: a `Section` element, or the cells that stand right in the table.
    private struct SectionRows {
        let section: ElementNode?
        let cells: [ElementNode]
        var header: String? { section?.primaryText }
        var footer: String? { section?.stringValue("footer") }
    }

    private func sections(of table: ElementNode) -> [SectionRows] {
        var result: [SectionRows] = []
        var loose: [ElementNode] = []
        for child in table.children where !child.isHidden {
            switch child.name {
            case "Section":
                if !loose.isEmpty { result.append(SectionRows(section: nil, cells: loose)); loose = [] }
                result.append(SectionRows(section: child, cells: child.children.filter { !$0.isHidden && $0.name == "Cell" }))
            case "Cell":
                loose.append(child)
            default:
                break
            }
        }
        if !loose.isEmpty { result.append(SectionRows(section: nil, cells: loose)) }
        return result
    }

    private func isGrouped(_ table: ElementNode) -> Bool { table.identifierValue("style") == "grouped" }

    private func headerHeight(_ rows: SectionRows, grouped: Bool) -> Double {
        if grouped { return rows.header == nil ? 35 : 55 }
        return rows.header == nil ? 0 : 28
    }

    private func footerHeight(_ rows: SectionRows, grouped: Bool) -> Double {
        rows.footer == nil ? 0 : (grouped ? 36 : 28)
    }

    private func sectionHeight(_ rows: SectionRows, grouped: Bool, width: Double) -> Double {
        if let declared = rows.section?.declaredHeight { return declared }
        return headerHeight(rows, grouped: grouped) + rows.cells.reduce(0) { $0 + cellHeight($1) } + footerHeight(rows, grouped: grouped)
    }

    func cellHeight(_ cell: ElementNode) -> Double {
        if let declared = cell.declaredHeight { return declared }
        let children = cell.children.filter { !$0.isHidden }
        if children.contains(where: { $0.name == "Picker" || $0.name == "DatePicker" }) { return 216 }
        if children.contains(where: { $0.name == "TextView" }) { return 88 }
        return cell.stringValue("subtitle") == nil ? 44 : 58
    }

    func tableHeight(_ table: ElementNode, width: Double) -> Double {
        let grouped = isGrouped(table)
        let refresh = table.children.contains { $0.name == "RefreshControl" && !$0.isHidden } ? 60.0 : 0
        return refresh + sections(of: table).reduce(0) { $0 + sectionHeight($1, grouped: grouped, width: width) } + (grouped ? 20 : 0)
    }

    mutating func drawTable(_ table: ElementNode, _ frame: Frame) {
        let grouped = isGrouped(table)
        element(table, frame, fill: grouped ? palette.groupedBackground : palette.background) { painter in
            var y = frame.y
            for refresh in table.children where refresh.name == "RefreshControl" && !refresh.isHidden {
                painter.element(refresh, Frame(x: frame.x, y: y, width: frame.width, height: 60)) { painter in
                    painter.controlFace(refresh, in: Frame(x: frame.x, y: y, width: frame.width, height: 60))
                }
                y += 60
            }
            let index = table.stringListValue("index") ?? []
            let indexWidth = index.isEmpty ? 0.0 : 16
            for rows in painter.sections(of: table) {
                let height = painter.sectionHeight(rows, grouped: grouped, width: frame.width)
                let sectionFrame = Frame(x: frame.x, y: y, width: frame.width, height: height)
                if let section = rows.section {
                    painter.element(section, sectionFrame) { painter in
                        painter.drawSectionRows(rows.cells, header: rows.header, footer: rows.footer, in: sectionFrame, grouped: grouped, trailingInset: indexWidth)
                    }
                } else {
                    painter.drawSectionRows(rows.cells, header: nil, footer: nil, in: sectionFrame, grouped: grouped, trailingInset: indexWidth)
                }
                y += height
            }
            if !index.isEmpty {
                let step = min(16, max(8, (frame.height - 16) / Double(index.count)))
                for (position, letter) in index.enumerated() {
                    painter.svg.text(letter, x: frame.maxX - 8, y: frame.y + 20 + Double(position) * step, size: 11, fill: Palette.tint, weight: .semibold, anchor: .middle)
                }
            }
        }
    }

    private mutating func drawSectionRows(_ cells: [ElementNode], header: String?, footer: String?, in frame: Frame, grouped: Bool, trailingInset: Double) {
        var y = frame.y
        let headerHeight = grouped ? (header == nil ? 35.0 : 55) : (header == nil ? 0 : 28)
        if let header {
            if grouped {
                svg.text(TextMetrics.truncated(header, toFit: frame.width - 32, size: 13), x: frame.x + 16, y: y + headerHeight - 8, size: 13, fill: palette.secondaryLabel)
            } else {
                svg.rect(Frame(x: frame.x, y: y, width: frame.width, height: headerHeight), fill: palette.isDark ? "#1C1C1E" : "#F7F7F7")
                svg.text(TextMetrics.truncated(header, toFit: frame.width - 32, size: 15, weight: .semibold), x: frame.x + 16, y: y + 19, size: 15, fill: palette.label, weight: .semibold)
            }
        }
        y += headerHeight
        for (position, cell) in cells.enumerated() {
            let height = cellHeight(cell)
            let cellFrame = Frame(x: frame.x, y: y, width: frame.width, height: height)
            drawCell(cell, cellFrame, grouped: grouped, trailingInset: trailingInset, isLast: position == cells.count - 1)
            y += height
        }
        if let footer {
            svg.text(TextMetrics.truncated(footer, toFit: frame.width - 32, size: 13), x: frame.x + 16, y: y + 20, size: 13, fill: palette.secondaryLabel)
        }
    }

    /// Widths of the controls a cell holds at its trailing end; nil for one that fills.
    private func trailingWidth(_ child: ElementNode) -> Double? {
        if let declared = child.declaredWidth { return declared }
        switch child.name {
        case "Switch": return 51
        case "Stepper": return 94
        case "ActivityIndicator", "InfoButton", "DetailDisclosureButton", "ContactAddButton": return 28
        case "Label": return min(160, TextMetrics.width(child.primaryText ?? "", size: 17))
        case "Button": return min(160, TextMetrics.width(child.primaryText ?? "", size: 17) + (child.primaryText == nil ? 28 : 0))
        default: return nil
        }
    }

    private mutating func drawCell(_ cell: ElementNode, _ frame: Frame, grouped: Bool, trailingInset: Double, isLast: Bool) {
        element(cell, frame, fill: grouped ? palette.cellBackground : "none") { painter in
            var left = frame.x + 16
            var right = frame.maxX - 16 - trailingInset
            let centerY = frame.midY
            switch cell.identifierValue("editingControl") {
            case "delete":
                painter.svg.circle(center: (left + 11, centerY), radius: 11, fill: Palette.destructive)
                painter.svg.rect(Frame(x: left + 5, y: centerY - 1, width: 12, height: 2), fill: "#FFFFFF")
                left += 38
            case "insert":
                painter.svg.circle(center: (left + 11, centerY), radius: 11, fill: Palette.green)
                painter.svg.text("+", x: left + 11, y: centerY + 6, size: 18, fill: "#FFFFFF", weight: .bold, anchor: .middle)
                left += 38
            case "reorder":
                for bar in 0..<3 { painter.svg.rect(Frame(x: right - 18, y: centerY - 5 + Double(bar) * 4.5, width: 18, height: 1.5), fill: painter.palette.secondaryLabel) }
                right -= 34
            default: break
            }
            if cell.stringValue("image") != nil {
                painter.svg.rect(Frame(x: left, y: centerY - 14.5, width: 29, height: 29), fill: painter.palette.fill, radius: 7)
                painter.iconGlyph(Frame(x: left + 7, y: centerY - 7.5, width: 15, height: 15), color: painter.palette.secondaryLabel)
                left += 29 + 15
            }
            switch cell.identifierValue("accessory") {
            case "disclosureIndicator":
                painter.chevron(x: right - 6, centerY: centerY)
                right -= 20
            case "detailDisclosureButton":
                painter.infoGlyph(center: (right - 10, centerY), color: Palette.tint)
                right -= 30
            case "checkmark":
                painter.checkmark(x: right - 14, centerY: centerY, color: Palette.tint)
                right -= 24
            default: break
            }
            // Controls at the trailing end, from the right; the rest fill what the title leaves.
            let children = cell.children.filter { !$0.isHidden }
            var filling: [ElementNode] = []
            for child in children.reversed() {
                guard let childWidth = painter.trailingWidth(child) else {
                    filling.insert(child, at: 0)
                    continue
                }
                let childFrame = Frame(x: right - childWidth, y: frame.y, width: childWidth, height: frame.height)
                painter.drawCellControl(child, childFrame)
                right -= childWidth + 8
            }
            if let title = cell.primaryText {
                let titleRoom = filling.isEmpty ? right - left : min(right - left, max(TextMetrics.width(title, size: 17), (right - left) * 0.4))
                let titleY = cell.stringValue("subtitle") == nil ? centerY + 6 : frame.y + 25
                painter.svg.text(TextMetrics.truncated(title, toFit: titleRoom, size: 17), x: left, y: titleY, size: 17, fill: painter.palette.label)
                if let subtitle = cell.stringValue("subtitle") {
                    painter.svg.text(TextMetrics.truncated(subtitle, toFit: right - left, size: 13), x: left, y: frame.y + 45, size: 13, fill: painter.palette.secondaryLabel)
                }
                left += titleRoom + 8
            } else if let subtitle = cell.stringValue("subtitle") {
                painter.svg.text(TextMetrics.truncated(subtitle, toFit: right - left, size: 13), x: left, y: centerY + 5, size: 13, fill: painter.palette.secondaryLabel)
            }
            if !filling.isEmpty {
                let fillWidth = max(0, right - left) / Double(filling.count)
                for (index, child) in filling.enumerated() {
                    let wide = child.name == "Picker" || child.name == "DatePicker"
                    let childFrame = wide ? frame : Frame(x: left + Double(index) * fillWidth, y: frame.y, width: fillWidth, height: frame.height)
                    painter.drawCellControl(child, childFrame)
                }
            }
            if !isLast {
                let separatorX = frame.x + (cell.stringValue("image") != nil ? 60 : 16)
                painter.svg.line(from: (separatorX, frame.maxY - 0.25), to: (frame.maxX, frame.maxY - 0.25), stroke: painter.palette.separator, width: 0.5)
            }
        }
    }

    /// A control inside a cell, drawn without the row margins it has on a screen.
    private mutating func drawCellControl(_ child: ElementNode, _ frame: Frame) {
        switch child.name {
        case "Stack", "TableView": drawContentElement(child, in: frame)
        case "Switch":
            element(child, Frame(x: frame.x, y: frame.midY - 15.5, width: 51, height: 31)) { painter in
                painter.switchFace(on: child.boolValue("on") == true, x: frame.x, centerY: frame.midY)
            }
        case "Stepper":
            element(child, Frame(x: frame.x, y: frame.midY - 16, width: 94, height: 32)) { painter in
                painter.stepperFace(x: frame.x, centerY: frame.midY, tint: painter.tint(of: child))
            }
        case "Label":
            element(child, frame) { painter in
                painter.svg.text(TextMetrics.truncated(child.primaryText ?? "", toFit: frame.width, size: 17), x: frame.maxX, y: frame.midY + 6, size: 17, fill: painter.palette.secondaryLabel, anchor: .end)
            }
        case "Slider":
            element(child, frame) { painter in painter.sliderFace(child, from: frame.x + 14, to: frame.maxX - 14, centerY: frame.midY) }
        case "TextField":
            element(child, frame) { painter in
                let shown = child.stringValue("text") ?? child.stringValue("placeholder") ?? ""
                let ink = child.stringValue("text") == nil ? painter.palette.placeholder : painter.palette.secondaryLabel
                painter.svg.text(TextMetrics.truncated(shown, toFit: frame.width, size: 17), x: frame.maxX, y: frame.midY + 6, size: 17, fill: ink, anchor: .end)
            }
        default:
            element(child, frame) { painter in painter.controlFace(child, in: frame) }
        }
    }
}
