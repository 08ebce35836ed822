/// Asks for the editor's settings.
enum ConfigurationRequest: LSPServerRequest {
    static let method = "workspace/configuration"
    typealias Params = ConfigurationParams
}
