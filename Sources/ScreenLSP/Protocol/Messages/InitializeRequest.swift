/// Agrees on the session: position encoding, language, capabilities.
enum InitializeRequest: LSPRequest {
    static let method = "initialize"
    typealias Params = InitializeParams
    typealias Result = InitializeResult
}
