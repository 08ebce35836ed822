/// How completion items are written for one client, from its capabilities: snippets or
/// plain text, Markdown or plain documentation, how deprecation is marked, and whether
/// documentation waits for `completionItem/resolve`.
struct CompletionStyle: Sendable, Equatable {
    var snippets: Bool
    var markdown: Bool
    var deprecationMarking: LSPCompletionItem.DeprecationMarking
    /// The client resolves `documentation`: lists go without it (and each item says in `data`
    /// what it is), so that a long list costs neither side the text of every entry.
    var resolvesDocumentation: Bool

    init(_ capabilities: ClientCapabilities) {
        snippets = capabilities.supportsSnippets
        markdown = MarkupContent.allowsMarkdown(capabilities.completionDocumentationFormats)
        deprecationMarking = capabilities.supportsDeprecatedTag ? .tag : capabilities.supportsDeprecatedProperty ? .property : .none
        resolvesDocumentation = capabilities.completionResolvableProperties.contains("documentation")
    }
}
