/// A message for the user: the editor shows it (problems in its own settings, which have no
/// file to be shown on). The params have `window/logMessage`'s shape.
enum ShowMessageNotification: LSPServerNotification {
    static let method = "window/showMessage"
    typealias Params = LogMessageParams
}
