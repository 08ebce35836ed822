/// `workspace/symbol`: the screens and outlined elements of the workspace matching a query,
/// best match first.
enum WorkspaceSymbolRequest: LSPRequest {
    static let method = "workspace/symbol"
    typealias Params = WorkspaceSymbolParams
    typealias Result = [SymbolInformation]
}
