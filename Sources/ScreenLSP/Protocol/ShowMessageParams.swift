import JSONRPC

/// LSP `ShowMessageParams` of `window/showMessage`: the same shape as `window/logMessage`'s.
enum ShowMessageNotification {
    static let method = "window/showMessage"
    typealias Params = LogMessageParams
}
