/// A code action's edit, for clients that take actions without one and ask for it later.
enum CodeActionResolveRequest: LSPRequest {
    static let method = "codeAction/resolve"
    typealias Params = ReceivedCodeAction
    typealias Result = ResolvedCodeAction
}
