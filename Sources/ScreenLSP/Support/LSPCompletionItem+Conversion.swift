import ScreenIDE

extension LSPCompletionItem {
    /// An IDE completion as the client takes it: its snippet when the client takes snippets
    /// and the item has one, else its plain text; its documentation, or (when the client
    /// resolves that) its subject as `data`.
    init(_ item: CompletionItem, style: CompletionStyle) {
        let snippet = style.snippets ? item.snippet : nil
        let documentation = style.resolvesDocumentation ? nil : item.documentation
        self.init(
            label: item.label,
            kind: Self.kind(item.kind),
            detail: item.detail,
            documentation: documentation.map { MarkupContent(value: $0, isMarkdown: style.markdown) },
            newText: snippet ?? item.insertText,
            insertTextFormat: snippet == nil ? .plainText : .snippet,
            isDeprecated: item.isDeprecated,
            deprecationMarking: style.deprecationMarking,
            data: style.resolvesDocumentation ? CompletionItemData(item.subject) : nil)
    }

    static func kind(_ kind: CompletionItem.Kind) -> Kind {
        switch kind {
        case .element: return .class
        case .property: return .property
        case .value: return .enumMember
        case .screen: return .reference
        case .keyword: return .keyword
        case .color: return .color
        case .rule: return .constant
        }
    }
}
