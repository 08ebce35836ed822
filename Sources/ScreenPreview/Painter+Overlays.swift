import ScreenRules

/// Alerts and action sheets, over the dimmed screen.
extension Painter {
    private func buttons(of overlay: ElementNode) -> [ElementNode] {
        overlay.children.filter { !$0.isHidden && $0.name == "Button" }
    }

    private func buttonInk(_ button: ElementNode) -> String {
        button.identifierValue("role") == "destructive" ? Palette.destructive : Palette.tint
    }

    mutating func drawAlert(_ alert: ElementNode) {
        let boxWidth = min(270.0, width - 32)
        let title = alert.primaryText.map { TextMetrics.wrapped($0, toFit: boxWidth - 32, size: 17, weight: .semibold, maxLines: 3) } ?? []
        let message = alert.stringValue("message").map { TextMetrics.wrapped($0, toFit: boxWidth - 32, size: 13, maxLines: 4) } ?? []
        let buttons = buttons(of: alert)
        let sideBySide = buttons.count == 2 && buttons.allSatisfy { TextMetrics.width($0.primaryText ?? "", size: 17) < boxWidth / 2 - 16 }
        let buttonRows = buttons.isEmpty ? 0 : (sideBySide ? 1 : buttons.count)
        let textHeight = 20 + Double(title.count) * 22 + Double(message.count) * 18 + 20
        let boxHeight = alert.declaredHeight ?? (textHeight + Double(buttonRows) * 44)
        let box = Frame(x: (width - boxWidth) / 2, y: (height - boxHeight) / 2, width: boxWidth, height: boxHeight)
        element(alert, box, fill: palette.overlayBackground, radius: 14) { painter in
            var y = box.y + 20
            for line in title {
                y += 22
                painter.svg.text(line, x: box.midX, y: y - 5, size: 17, fill: painter.palette.label, weight: .semibold, anchor: .middle)
            }
            for line in message {
                y += 18
                painter.svg.text(line, x: box.midX, y: y - 4, size: 13, fill: painter.palette.label, anchor: .middle)
            }
            let buttonsTop = box.maxY - Double(buttonRows) * 44
            for (index, button) in buttons.enumerated() {
                let frame = sideBySide
                    ? Frame(x: box.x + Double(index) * boxWidth / 2, y: buttonsTop, width: boxWidth / 2, height: 44)
                    : Frame(x: box.x, y: buttonsTop + Double(index) * 44, width: boxWidth, height: 44)
                painter.svg.line(from: (box.x, frame.y), to: (box.maxX, frame.y), stroke: painter.palette.separator, width: 0.5)
                if sideBySide && index == 1 { painter.svg.line(from: (frame.x, frame.y), to: (frame.x, frame.maxY), stroke: painter.palette.separator, width: 0.5) }
                painter.overlayButton(button, frame, bold: button.identifierValue("role") == "cancel")
            }
        }
    }

    mutating func drawActionSheet(_ sheet: ElementNode) {
        let sheetWidth = min(width - 16, metrics.device == "ipad" ? 304 : 414)
        let x = (width - sheetWidth) / 2
        let buttons = buttons(of: sheet)
        let cancel = buttons.last { $0.identifierValue("role") == "cancel" }
        let others = buttons.filter { $0 !== cancel }
        let title = sheet.primaryText.map { TextMetrics.truncated($0, toFit: sheetWidth - 32, size: 13, weight: .semibold) }
        let message = sheet.stringValue("message").map { TextMetrics.wrapped($0, toFit: sheetWidth - 32, size: 13, maxLines: 3) } ?? []
        let headerHeight = title == nil && message.isEmpty ? 0 : 28 + (title == nil ? 0 : 18) + Double(message.count) * 17
        let groupHeight = headerHeight + Double(others.count) * 57
        let cancelHeight = cancel == nil ? 0.0 : 57 + 8
        let totalHeight = sheet.declaredHeight ?? (groupHeight + cancelHeight)
        let bottom = height - max(8, metrics.bottomSafeArea)
        let frame = Frame(x: x, y: bottom - totalHeight, width: sheetWidth, height: totalHeight)
        element(sheet, frame) { painter in
            let group = Frame(x: x, y: frame.y, width: sheetWidth, height: groupHeight)
            if groupHeight > 0 { painter.svg.rect(group, fill: painter.palette.overlayBackground, radius: 13) }
            var y = group.y + 14
            if let title {
                y += 18
                painter.svg.text(title, x: group.midX, y: y - 4, size: 13, fill: painter.palette.secondaryLabel, weight: .semibold, anchor: .middle)
            }
            for line in message {
                y += 17
                painter.svg.text(line, x: group.midX, y: y - 4, size: 13, fill: painter.palette.secondaryLabel, anchor: .middle)
            }
            var buttonY = group.y + headerHeight
            for (index, button) in others.enumerated() {
                if index > 0 || headerHeight > 0 {
                    painter.svg.line(from: (group.x, buttonY), to: (group.maxX, buttonY), stroke: painter.palette.separator, width: 0.5)
                }
                painter.overlayButton(button, Frame(x: x, y: buttonY, width: sheetWidth, height: 57), bold: false, size: 20)
                buttonY += 57
            }
            if let cancel {
                let cancelFrame = Frame(x: x, y: frame.maxY - 57, width: sheetWidth, height: 57)
                painter.svg.rect(cancelFrame, fill: painter.palette.isDark ? "#2C2C2E" : "#FFFFFF", radius: 13)
                painter.overlayButton(cancel, cancelFrame, bold: true, size: 20)
            }
        }
    }

    private mutating func overlayButton(_ button: ElementNode, _ frame: Frame, bold: Bool, size: Double = 17) {
        let ink = buttonInk(button)
        element(button, frame) { painter in
            let title = TextMetrics.truncated(button.primaryText ?? systemItemWord(button.identifierValue("systemItem")) ?? "", toFit: frame.width - 16, size: size, weight: bold ? .semibold : .regular)
            painter.svg.text(title, x: frame.midX, y: frame.midY + size * 0.35, size: size, fill: ink, weight: bold ? .semibold : .regular, anchor: .middle)
        }
    }
}
