import ScreenIDE
import ScreenSyntax

/// Completion items as one client takes them, serialised once and reused: building and
/// serialising an item's documentation again for every request would cost several times what
/// the rest of the request does. The catalog's items are kept per subject and language: at
/// most every element, property and value of the catalog in three languages. Items from the
/// workspace (screen names) change with it: those of the last list are kept, and reused while
/// the item is the same.
struct CompletionItemCache {
    private struct Key: Hashable {
        let subject: CompletionItem.Subject
        let language: Language
    }

    let style: CompletionStyle
    private var items: [Key: LSPCompletionItem.Serialized] = [:]
    private var workspaceItems: [Key: (item: CompletionItem, serialized: LSPCompletionItem.Serialized)] = [:]
    private var nextWorkspaceItems: [Key: (item: CompletionItem, serialized: LSPCompletionItem.Serialized)] = [:]

    init(style: CompletionStyle) {
        self.style = style
    }

    /// `item`, which the IDE layer made in `language`, serialised in the client's style.
    mutating func serialized(_ item: CompletionItem, language: Language) -> LSPCompletionItem.Serialized {
        let key = Key(subject: item.subject, language: language)
        guard item.subject.isFromCatalog else {
            let serialized = workspaceItems[key].flatMap { $0.item == item ? $0.serialized : nil } ?? ToProtocol.completionItem(item, style: style).serialized
            nextWorkspaceItems[key] = (item, serialized)
            return serialized
        }
        if let cached = items[key] { return cached }
        let serialized = ToProtocol.completionItem(item, style: style).serialized
        items[key] = serialized
        return serialized
    }

    /// Ends a list: the workspace items it served, if any, are the ones kept for the next.
    mutating func finishList() {
        guard !nextWorkspaceItems.isEmpty else { return }
        workspaceItems = nextWorkspaceItems
        nextWorkspaceItems = [:]
    }
}
