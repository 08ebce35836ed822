import ScreenCatalog
import ScreenRules
import ScreenSyntax

/// A short text an editor shows in the line, for what a designer cannot see in the text.
public struct InlayHint: Sendable, Equatable {
    public let offset: Int
    public let label: String
    public let kind: InlayHintSetting
}

extension Analysis {
    /// The file's inlay hints at offsets within `range` (all when nil), of the kinds the
    /// configuration shows: after each bar its height on the screen's device (`44 pt`, a
    /// bottom bar on iPhone X with the 34 pt safe area below it), after a screen's name whether
    /// it is a root, pushed or modal screen, and after a `pushes:` or `presents:` value the
    /// navigation title of the screen it names (and after a tab's `screen:`).
    public func inlayHints(in key: String, range: Range<Int>? = nil, language: Language) -> [InlayHint]? {
        guard let file = file(key) else { return nil }
        let tree = file.tree
        var hints: [InlayHint] = []
        func add(_ offset: Int, _ label: String, _ kind: InlayHintSetting) {
            if range.map({ $0.lowerBound <= offset && offset <= $0.upperBound }) ?? true {
                hints.append(InlayHint(offset: offset, label: label, kind: kind))
            }
        }
        for screen in file.screenDeclarations {
            let screenRange = tree.trimmedByteRange(of: screen.id)
            if let range, screenRange.upperBound < range.lowerBound || screenRange.lowerBound > range.upperBound { continue }
            if configuration.showsInlayHints(.screenRoles), let nameToken = screen.nameToken {
                add(tree.tokens.range(of: nameToken).upperBound, role(of: tree.string(ofToken: nameToken))[language], .screenRoles)
            }
            guard let block = screen.block else { continue }
            let device = block.properties.first { $0.name == "device" }?.value.identifierValue.map(String.init) ?? "iphone"
            walkElements(block, device: device, language: language, add: add)
        }
        return hints.sorted { $0.offset < $1.offset }
    }

    /// Bars and links of the elements of a block and the blocks within it, without
    /// recursion (blocks nest up to the parser's limit).
    private func walkElements(_ block: BlockSyntax, device: String, language: Language, add: (Int, String, InlayHintSetting) -> Void) {
        let showsBars = configuration.showsInlayHints(.barHeights)
        let showsTitles = configuration.showsInlayHints(.navigationTitles)
        var pending = [block]
        while let current = pending.popLast() {
            for element in current.elements {
                if showsBars, let height = barHeight(String(element.name), device: device) {
                    add(element.nameRange.upperBound, height[language], .barHeights)
                }
                if showsTitles {
                    for property in element.properties where ["pushes", "presents", "screen"].contains(property.name) {
                        guard let target = property.value.identifierValue,
                              let title = index.declarations(of: String(target), limit: 1).first?.screen.navigationTitle else { continue }
                        add(property.value.range.upperBound, quoted(title)[language], .navigationTitles)
                    }
                }
                if let inner = element.block { pending.append(inner) }
            }
        }
    }

    /// The height of a bar on a device, from the metrics of the guidelines (seed 003).
    private func barHeight(_ name: String, device: String) -> LocalizedText? {
        guard let metric = Catalog.element(named: name)?.height else { return nil }
        let isX = device == "iphoneX"
        switch name {
        case "StatusBar" where isX:
            return LocalizedText("44 pt", "44 pt", "44 pt")
        case "TabBar" where isX, "Toolbar" where isX:
            let bar = metric.summary
            let safeArea = Int(Metrics.bottomSafeArea)
            return LocalizedText("\(bar) + \(safeArea) pt safe area", "\(bar) + \(safeArea) pt 安全区域", "\(bar) + \(safeArea) pt 安全區域")
        default:
            return LocalizedText(metric.summary, metric.summary, metric.summary)
        }
    }

    private func role(of name: String) -> LocalizedText {
        if index.isModal(name) { return LocalizedText("modal screen", "模态页面", "模態畫面") }
        if index.isPushed(name) { return LocalizedText("pushed screen", "推入的页面", "推入的畫面") }
        return LocalizedText("root screen", "根页面", "根畫面")
    }

    private func quoted(_ title: String) -> LocalizedText {
        LocalizedText("“\(title)”", "“\(title)”", "「\(title)」")
    }
}
