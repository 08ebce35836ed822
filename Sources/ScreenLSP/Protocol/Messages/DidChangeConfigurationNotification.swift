/// The editor's settings changed.
enum DidChangeConfigurationNotification: LSPNotification {
    static let method = "workspace/didChangeConfiguration"
    typealias Params = DidChangeConfigurationParams
}
