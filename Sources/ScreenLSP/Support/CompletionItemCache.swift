import ScreenIDE
import ScreenSyntax

/// The catalog's completion items as one client takes them, serialised once per subject and
/// language and reused: building and serialising an item's documentation again for every
/// request would cost several times what the rest of the request does. Items from the
/// workspace (screen names) change with it and are serialised each time. At most every
/// element, property and value of the catalog in three languages.
struct CompletionItemCache {
    private struct Key: Hashable {
        let subject: CompletionItem.Subject
        let language: Language
    }

    let style: CompletionStyle
    private var items: [Key: LSPCompletionItem.Serialized] = [:]

    init(style: CompletionStyle) {
        self.style = style
    }

    /// `item`, which the IDE layer made in `language`, serialised in the client's style.
    mutating func serialized(_ item: CompletionItem, language: Language) -> LSPCompletionItem.Serialized {
        guard item.subject.isFromCatalog else { return LSPCompletionItem(item, style: style).serialized }
        let key = Key(subject: item.subject, language: language)
        if let cached = items[key] { return cached }
        let serialized = LSPCompletionItem(item, style: style).serialized
        items[key] = serialized
        return serialized
    }
}
