import ScreenSyntax
import ScreenCatalog
import ScreenRules

/// An entry of the editor's outline.
public struct DocumentSymbol: Sendable, Equatable {
    public enum Kind: Sendable {
        case screen
        case bar
        case view
    }

    public let name: String
    public let detail: String?
    public let kind: Kind
    public let range: Range<Int>
    public let selectionRange: Range<Int>
    public let children: [DocumentSymbol]
}

extension Analysis {
    /// Screens, with their bars and their tables, sections, stacks, alerts and action sheets.
    public func documentSymbols(in key: String) -> [DocumentSymbol] {
        guard let file = file(key) else { return [] }
        return file.makeScreenModels().compactMap { screen in
            guard let name = screen.name else { return nil }
            return DocumentSymbol(
                name: name, detail: screen.navigationTitle, kind: .screen,
                range: screen.syntax.tree.trimmedByteRange(of: screen.syntax.id), selectionRange: screen.syntax.headRange,
                children: symbols(screen.elements))
        }
    }

    private func symbols(_ elements: [ElementNode]) -> [DocumentSymbol] {
        elements.flatMap { element -> [DocumentSymbol] in
            guard let spec = element.spec, Self.outlinedElements.contains(spec.name) else { return symbols(element.children) }
            let detail = element.primaryText ?? element.stringValue("title")
            return [DocumentSymbol(
                name: spec.name, detail: detail, kind: spec.group == .bars ? .bar : .view,
                range: element.range, selectionRange: element.nameRange, children: symbols(element.children))]
        }
    }

    /// The elements the outline and workspace symbols show.
    static let outlinedElements: Set<String> = [
        "StatusBar", "NavigationBar", "Toolbar", "TabBar", "SearchBar", "ScopeBar",
        "TableView", "Section", "Stack", "Alert", "ActionSheet",
    ]
}
