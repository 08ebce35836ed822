/// How completion items are written for one client, from its capabilities: snippets or
/// plain text, Markdown or plain documentation, and how deprecation is marked.
struct CompletionStyle: Sendable {
    var snippets: Bool
    var markdown: Bool
    var deprecationMarking: LSPCompletionItem.DeprecationMarking

    init(_ capabilities: ClientCapabilities) {
        snippets = capabilities.supportsSnippets
        markdown = MarkupContent.allowsMarkdown(capabilities.completionDocumentationFormats)
        deprecationMarking = capabilities.supportsDeprecatedTag ? .tag : capabilities.supportsDeprecatedProperty ? .property : .none
    }
}
