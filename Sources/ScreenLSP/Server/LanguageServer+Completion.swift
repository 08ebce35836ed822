import JSONRPC

extension LanguageServer {
    /// `textDocument/completion`: what the context allows at the position, each item
    /// replacing the word being typed; null where nothing is completed (comments, strings).
    func completion(_ params: TextDocumentPositionParams) -> LSPCompletionList? {
        let deferred = completionItems.style.resolvesDocumentation
        guard let place = locate(params.textDocument.uri, params.position),
              let list = place.analysis.completions(in: place.key, at: place.offset, language: session.language, documentation: !deferred)
        else { return nil }
        let range = toProtocol.range(list.replacementRange, in: place.file.lines)
        let items = list.items.map { completionItems.serialized($0, language: session.language) }
        completionItems.finishList()
        return LSPCompletionList(items: items, range: range)
    }

    /// `completionItem/resolve`: the item as the client sent it, with the documentation that
    /// the list left out. An item that is not this server's, or names what is gone, comes
    /// back unchanged.
    func resolveCompletionItem(_ item: ReceivedCompletionItem) -> ResolvedCompletionItem {
        guard let subject = item.data?.subject,
              let documentation = host.snapshot.completionDocumentation(for: subject, language: session.language)
        else { return ResolvedCompletionItem(members: item.json) }
        var resolved = item.json
        resolved["documentation"] = MarkupContent(value: documentation, isMarkdown: completionItems.style.markdown).json
        return ResolvedCompletionItem(members: resolved)
    }
}
