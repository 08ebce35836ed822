import JSONRPC

/// LSP `DidChangeConfigurationParams`: `settings` is free-form, and null for clients that
/// expect to be asked through `workspace/configuration`.
struct DidChangeConfigurationParams: Sendable, JSONDecodable {
    var settings: JSONValue?

    init(json: JSONValue, at path: String) throws(InvalidParams) {
        settings = try JSONFields(json, at: path).value("settings")
    }
}
