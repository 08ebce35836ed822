import ScreenRules

/// Content between the bars, top to bottom: views and controls, each a row of its natural
/// height; tables, web and text views and images without a `height:` share what is left.
extension Painter {
    mutating func drawContent(_ elements: [ElementNode], in area: Frame) {
        let heights = elements.map { naturalHeight($0, width: area.width) }
        let flexible = elements.map { $0.declaredHeight == nil && isFlexible($0) }
        let spare = max(0, area.height - heights.reduce(0, +))
        let flexibleCount = flexible.filter { $0 }.count
        var y = area.y
        for (index, element) in elements.enumerated() {
            let rowHeight = heights[index] + (flexible[index] ? spare / Double(flexibleCount) : 0)
            drawContentElement(element, in: slot(element, Frame(x: area.x, y: y, width: area.width, height: rowHeight)))
            y += rowHeight
        }
    }

    /// The row narrowed to the element's `width:`, centered.
    func slot(_ element: ElementNode, _ row: Frame) -> Frame {
        guard let declared = element.declaredWidth, declared < row.width else { return row }
        return Frame(x: row.x + (row.width - declared) / 2, y: row.y, width: declared, height: row.height)
    }

    func isFlexible(_ element: ElementNode) -> Bool {
        switch element.name {
        case "TableView", "WebView", "TextView": return true
        case "Image": return element.declaredHeight == nil
        case "Stack": return element.children.contains { !$0.isHidden && $0.declaredHeight == nil && isFlexible($0) }
        default: return false
        }
    }

    /// The height an element takes in a column `width` wide when nothing stretches it.
    func naturalHeight(_ element: ElementNode, width: Double) -> Double {
        if let declared = element.declaredHeight { return declared }
        switch element.name {
        case "Label": return labelStyle(element).lineHeight + 12
        case "Button", "RoundedRectButton": return 52
        case "PageControl": return 37
        case "ProgressView": return 24
        case "DatePicker", "Picker": return 216
        case "TextView": return 120
        case "WebView": return 200
        case "Image": return 120
        case "RefreshControl": return 60
        case "TableView": return tableHeight(element, width: width)
        case "Stack":
            let children = element.children.filter { !$0.isHidden }
            if children.isEmpty { return 44 }
            if element.identifierValue("axis") == "horizontal" {
                let childWidth = width / Double(children.count)
                return children.map { naturalHeight($0, width: childWidth) }.max() ?? 44
            }
            return children.reduce(0) { $0 + naturalHeight($1, width: width) }
        default: return 44
        }
    }

    func labelStyle(_ label: ElementNode) -> TextStyle {
        let style = TextStyle.named(label.identifierValue("font"))
        if let size = label.property("size")?.value.numberValue?.points, size > 0 { return style.withSize(min(size, 200)) }
        return style
    }

    mutating func drawContentElement(_ node: ElementNode, in frame: Frame) {
        switch node.name {
        case "TableView": drawTable(node, frame)
        case "Stack": drawStack(node, frame)
        default: element(node, frame) { painter in painter.controlFace(node, in: frame) }
        }
    }

    mutating func drawStack(_ stack: ElementNode, _ frame: Frame) {
        element(stack, frame) { painter in
            let children = stack.children.filter { !$0.isHidden }
            guard !children.isEmpty else { return }
            if stack.identifierValue("axis") == "horizontal" {
                let childWidth = frame.width / Double(children.count)
                for (index, child) in children.enumerated() {
                    let column = Frame(x: frame.x + Double(index) * childWidth, y: frame.y, width: childWidth, height: frame.height)
                    let childHeight = child.declaredHeight == nil && painter.isFlexible(child) ? frame.height : painter.naturalHeight(child, width: childWidth)
                    painter.drawContentElement(child, in: painter.slot(child, Frame(x: column.x, y: column.y, width: column.width, height: childHeight)))
                }
            } else {
                painter.drawContent(children, in: frame)
            }
        }
    }

    /// What a view or control draws inside its frame.
    mutating func controlFace(_ node: ElementNode, in frame: Frame) {
        let inner = frame.inset(min(16, frame.width / 8), 0)
        switch node.name {
        case "Label":
            let style = labelStyle(node)
            let text = TextMetrics.truncated(node.primaryText ?? "", toFit: inner.width, size: style.size, weight: style.weight)
            svg.text(text, x: inner.x, y: frame.y + 6 + style.lineHeight * 0.78, size: style.size, fill: palette.label, weight: style.weight)
        case "Button", "RoundedRectButton":
            let button = Frame(x: inner.x, y: frame.midY - 22, width: inner.width, height: 44)
            let tint = tint(of: node)
            switch node.identifierValue("style") {
            case "filled":
                svg.rect(button, fill: tint, radius: 10)
                buttonFace(node, in: button, tint: "#FFFFFF", size: 17)
            case "bordered":
                svg.rect(button, fill: tint, radius: 10, extra: " fill-opacity=\"0.15\"")
                buttonFace(node, in: button, tint: tint, size: 17)
            default:
                if node.name == "RoundedRectButton" { svg.rect(button, fill: "none", stroke: palette.separator, radius: 8) }
                buttonFace(node, in: button, tint: tint, size: 17)
            }
        case "Switch":
            if let title = node.primaryText {
                svg.text(TextMetrics.truncated(title, toFit: inner.width - 60, size: 17), x: inner.x, y: frame.midY + 6, size: 17, fill: palette.label)
            }
            switchFace(on: node.boolValue("on") == true, x: inner.maxX - 51, centerY: frame.midY)
        case "Slider":
            sliderFace(node, from: inner.x, to: inner.maxX, centerY: frame.midY)
        case "VolumeView":
            svg.text("🔈", x: inner.x, y: frame.midY + 5, size: 13, fill: palette.secondaryLabel)
            svg.rect(Frame(x: inner.x + 22, y: frame.midY - 2, width: inner.width - 44, height: 4), fill: palette.fill, radius: 2)
            svg.rect(Frame(x: inner.x + 22, y: frame.midY - 2, width: (inner.width - 44) / 2, height: 4), fill: palette.label, radius: 2)
            svg.circle(center: (inner.x + 22 + (inner.width - 44) / 2, frame.midY), radius: 11, fill: "#FFFFFF", stroke: palette.separator, strokeWidth: 0.5)
            svg.text("🔊", x: inner.maxX - 16, y: frame.midY + 5, size: 13, fill: palette.secondaryLabel)
        case "Stepper":
            stepperFace(x: inner.x, centerY: frame.midY, tint: tint(of: node))
        case "SegmentedControl":
            segments(node, in: Frame(x: inner.x, y: frame.midY - 16, width: inner.width, height: 32), tint: tint(of: node))
        case "PageControl":
            let pages = max(1, min(40, Int(node.numberValue("pages") ?? 3)))
            let current = Int(node.numberValue("current") ?? 0)
            let start = frame.midX - Double(pages - 1) * 8
            for page in 0..<pages {
                svg.circle(center: (start + Double(page) * 16, frame.midY), radius: 3.5, fill: page == current ? palette.label : palette.placeholder)
            }
        case "ProgressView":
            progressTrack(node, from: inner.x, to: inner.maxX, y: frame.midY, tint: tint(of: node))
        case "TextField":
            textFieldFace(node, in: Frame(x: inner.x, y: frame.midY - 17, width: inner.width, height: 34))
        case "TextView":
            textViewFace(node, in: inner.inset(0, 8))
        case "WebView":
            svg.rect(frame, fill: palette.fill)
            svg.circle(center: (frame.midX, frame.midY - 10), radius: 18, fill: "none", stroke: palette.secondaryLabel, strokeWidth: 1.5)
            svg.line(from: (frame.midX - 18, frame.midY - 10), to: (frame.midX + 18, frame.midY - 10), stroke: palette.secondaryLabel, width: 1)
            svg.raw("<ellipse cx=\"\(number(frame.midX))\" cy=\"\(number(frame.midY - 10))\" rx=\"8\" ry=\"18\" fill=\"none\" stroke=\"\(palette.secondaryLabel)\"/>")
            if let url = node.stringValue("url") {
                svg.text(TextMetrics.truncated(url, toFit: inner.width, size: 13), x: frame.midX, y: frame.midY + 26, size: 13, fill: palette.secondaryLabel, anchor: .middle)
            }
        case "Image":
            imageFace(node, in: frame)
        case "DatePicker", "Picker":
            wheelFace(node, in: frame)
        case "ActivityIndicator":
            spinner(center: (frame.midX, frame.midY), radius: node.identifierValue("style") == "large" ? 18 : 10, color: palette.secondaryLabel)
        case "RefreshControl":
            spinner(center: (frame.midX, frame.y + 20), radius: 9, color: palette.secondaryLabel)
            if let title = node.stringValue("title") {
                svg.text(TextMetrics.truncated(title, toFit: inner.width, size: 12), x: frame.midX, y: frame.y + 48, size: 12, fill: palette.secondaryLabel, anchor: .middle)
            }
        case "InfoButton", "DetailDisclosureButton":
            infoGlyph(center: (inner.x + 11, frame.midY), color: tint(of: node))
        case "ContactAddButton":
            svg.circle(center: (inner.maxX - 11, frame.midY), radius: 11, fill: "none", stroke: tint(of: node), strokeWidth: 1.5)
            svg.text("+", x: inner.maxX - 11, y: frame.midY + 6, size: 18, fill: tint(of: node), anchor: .middle)
        default:
            placeholder(node.name, in: frame)
        }
    }

    mutating func switchFace(on: Bool, x: Double, centerY: Double) {
        let track = Frame(x: x, y: centerY - 15.5, width: 51, height: 31)
        svg.rect(track, fill: on ? Palette.green : palette.fill, radius: 15.5)
        svg.circle(center: (on ? track.maxX - 15.5 : track.x + 15.5, centerY), radius: 13.5, fill: "#FFFFFF")
    }

    mutating func sliderFace(_ slider: ElementNode, from start: Double, to end: Double, centerY: Double) {
        var start = start
        var end = end
        if slider.stringValue("minImage") != nil {
            iconGlyph(Frame(x: start, y: centerY - 8, width: 16, height: 16), color: palette.secondaryLabel)
            start += 26
        }
        if slider.stringValue("maxImage") != nil {
            iconGlyph(Frame(x: end - 16, y: centerY - 8, width: 16, height: 16), color: palette.secondaryLabel)
            end -= 26
        }
        let minimum = slider.numberValue("min") ?? 0
        let maximum = slider.numberValue("max") ?? 1
        let value = slider.numberValue("value") ?? (minimum + maximum) / 2
        let fraction = maximum > minimum ? min(1, max(0, (value - minimum) / (maximum - minimum))) : 0.5
        let length = max(0, end - start)
        svg.rect(Frame(x: start, y: centerY - 2, width: length, height: 4), fill: palette.fill, radius: 2)
        svg.rect(Frame(x: start, y: centerY - 2, width: length * fraction, height: 4), fill: tint(of: slider), radius: 2)
        svg.circle(center: (start + length * fraction, centerY), radius: 14, fill: "#FFFFFF", stroke: palette.separator, strokeWidth: 0.5)
    }

    mutating func stepperFace(x: Double, centerY: Double, tint: String) {
        let box = Frame(x: x, y: centerY - 16, width: 94, height: 32)
        svg.rect(box, fill: palette.fill, radius: 8)
        svg.line(from: (box.midX, box.y + 7), to: (box.midX, box.maxY - 7), stroke: palette.separator)
        svg.text("−", x: box.x + 23.5, y: centerY + 7, size: 20, fill: palette.label, anchor: .middle)
        svg.text("+", x: box.maxX - 23.5, y: centerY + 7, size: 20, fill: palette.label, anchor: .middle)
    }

    mutating func textFieldFace(_ field: ElementNode, in box: Frame) {
        svg.rect(box, fill: palette.isDark ? "#1C1C1E" : "#FFFFFF", stroke: palette.separator, strokeWidth: 1, radius: 6)
        let clear = field.identifierValue("clearButton") == "always" || (field.identifierValue("clearButton") == "whileEditing" && field.stringValue("text").map { !$0.isEmpty } == true)
        let room = box.width - 16 - (clear ? 24 : 0)
        if let text = field.stringValue("text"), !text.isEmpty {
            let shown = field.boolValue("secure") == true || field.identifierValue("content") == "password" ? String(repeating: "•", count: min(24, text.count)) : text
            svg.text(TextMetrics.truncated(shown, toFit: room, size: 17), x: box.x + 8, y: box.midY + 6, size: 17, fill: palette.label)
        } else if let placeholder = field.stringValue("placeholder") {
            svg.text(TextMetrics.truncated(placeholder, toFit: room, size: 17), x: box.x + 8, y: box.midY + 6, size: 17, fill: palette.placeholder)
        }
        if clear {
            svg.circle(center: (box.maxX - 16, box.midY), radius: 8, fill: palette.placeholder)
            svg.text("×", x: box.maxX - 16, y: box.midY + 4.5, size: 13, fill: "#FFFFFF", anchor: .middle)
        }
    }

    mutating func textViewFace(_ view: ElementNode, in box: Frame) {
        if view.boolValue("editable") != false {
            svg.rect(box, fill: "none", stroke: palette.separator, strokeWidth: 1, radius: 6)
        }
        let text = view.stringValue("text") ?? ""
        let lineCount = max(1, Int((box.height - 12) / 22))
        for (index, line) in TextMetrics.wrapped(text, toFit: box.width - 16, size: 17, maxLines: lineCount).enumerated() {
            svg.text(line, x: box.x + 8, y: box.y + 24 + Double(index) * 22, size: 17, fill: palette.label)
        }
    }

    mutating func imageFace(_ image: ElementNode, in frame: Frame) {
        svg.rect(frame.inset(0.5, 0.5), fill: palette.fill, stroke: palette.separator, strokeWidth: 1)
        svg.line(from: (frame.x, frame.y), to: (frame.maxX, frame.maxY), stroke: palette.separator)
        svg.line(from: (frame.maxX, frame.y), to: (frame.x, frame.maxY), stroke: palette.separator)
        if let name = image.stringValue("name") {
            let label = TextMetrics.truncated(name, toFit: frame.width - 16, size: 13)
            let labelWidth = TextMetrics.width(label, size: 13) + 12
            svg.rect(Frame(x: frame.midX - labelWidth / 2, y: frame.midY - 11, width: labelWidth, height: 22), fill: palette.fill, radius: 4)
            svg.text(label, x: frame.midX, y: frame.midY + 4.5, size: 13, fill: palette.secondaryLabel, anchor: .middle)
        }
    }

    /// A picker's wheel: five rows, the middle one selected between two lines.
    mutating func wheelFace(_ picker: ElementNode, in frame: Frame) {
        let rows: [String]
        if picker.name == "Picker" {
            rows = picker.stringListValue("values") ?? []
        } else {
            switch picker.identifierValue("mode") {
            case "countdown": rows = ["0 h   28 min", "0 h   29 min", "0 h   30 min", "1 h   31 min", "2 h   32 min"]
            case "time": rows = ["7   39", "8   40", "9   41   AM", "10   42   PM", "11   43"]
            case "date": rows = ["April   1   2024", "May   2   2025", "June   3   2026", "July   4   2027", "August   5   2028"]
            default: rows = ["Sat Jun 1   7   39", "Sun Jun 2   8   40", "Today   9   41   AM", "Tue Jun 4   10   42   PM", "Wed Jun 5   11   43"]
            }
        }
        let band = Frame(x: frame.x + 16, y: frame.midY - 17, width: frame.width - 32, height: 34)
        svg.rect(band, fill: palette.fill, radius: 8)
        let middle = min(rows.count / 2, 2)
        for (index, row) in rows.prefix(5).enumerated() {
            let offset = Double(index - middle)
            let y = frame.midY + offset * 34 + 7
            guard y > frame.y + 12, y < frame.maxY - 4 else { continue }
            svg.text(TextMetrics.truncated(row, toFit: band.width - 16, size: offset == 0 ? 21 : 17), x: frame.midX, y: y, size: offset == 0 ? 21 : 17, fill: offset == 0 ? palette.label : palette.secondaryLabel, anchor: .middle)
        }
    }
}
