/// The client is ready for the server's requests.
enum InitializedNotification: LSPNotification {
    static let method = "initialized"
    typealias Params = NoParams
}
