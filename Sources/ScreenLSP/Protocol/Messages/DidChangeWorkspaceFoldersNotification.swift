/// Workspace folders added or removed.
enum DidChangeWorkspaceFoldersNotification: LSPNotification {
    static let method = "workspace/didChangeWorkspaceFolders"
    typealias Params = DidChangeWorkspaceFoldersParams
}
