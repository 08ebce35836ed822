import ScreenIDE

extension LSPCompletionItem {
    /// An IDE completion replacing `range` (the word being typed): its snippet when the
    /// client takes snippets and the item has one, else its plain text.
    init(_ item: CompletionItem, replacing range: LSPRange, style: CompletionStyle) {
        let snippet = style.snippets ? item.snippet : nil
        self.init(
            label: item.label,
            kind: Self.kind(item.kind),
            detail: item.detail,
            documentation: item.documentation.map { MarkupContent(value: $0, isMarkdown: style.markdown) },
            textEdit: LSPTextEdit(range: range, newText: snippet ?? item.insertText),
            insertTextFormat: snippet == nil ? .plainText : .snippet,
            isDeprecated: item.isDeprecated,
            deprecationMarking: style.deprecationMarking)
    }

    static func kind(_ kind: CompletionItem.Kind) -> Kind {
        switch kind {
        case .element: return .class
        case .property: return .property
        case .value: return .enumMember
        case .screen: return .reference
        case .keyword: return .keyword
        }
    }
}
