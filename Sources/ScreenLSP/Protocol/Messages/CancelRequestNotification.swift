/// A request the client no longer wants answered.
enum CancelRequestNotification: LSPNotification {
    static let method = "$/cancelRequest"
    typealias Params = CancelParams
}
