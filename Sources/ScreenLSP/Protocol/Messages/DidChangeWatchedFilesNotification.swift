/// Workspace files created, changed or deleted on disk.
enum DidChangeWatchedFilesNotification: LSPNotification {
    static let method = "workspace/didChangeWatchedFiles"
    typealias Params = DidChangeWatchedFilesParams
}
