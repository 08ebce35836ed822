/// Asks the client to watch the workspace files.
enum RegisterCapabilityRequest: LSPServerRequest {
    static let method = "client/registerCapability"
    typealias Params = RegistrationParams
}
