/// A completion item's documentation, for clients that ask for it later.
enum CompletionResolveRequest: LSPRequest {
    static let method = "completionItem/resolve"
    typealias Params = ReceivedCompletionItem
    typealias Result = ResolvedCompletionItem
}
