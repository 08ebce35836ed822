import JSONRPC

/// LSP `ClientCapabilities`, reduced to the answers the server needs. Parts of wrong types
/// are invalid params; unknown parts are ignored.
struct ClientCapabilities: Sendable, JSONDecodable {
    /// `general.positionEncodings`, in the client's order of preference.
    var positionEncodings: [String] = []
    /// `textDocument.diagnostic` present: the client pulls diagnostics.
    var supportsPullDiagnostics = false
    /// `workspace.diagnostics.refreshSupport`.
    var supportsDiagnosticRefresh = false
    /// `workspace.didChangeWatchedFiles.dynamicRegistration`.
    var supportsWatchedFilesRegistration = false

    init() {}

    init(json: JSONValue, at path: String) throws(InvalidParams) {
        let fields = try JSONFields(json, at: path)
        if let general = try fields.optionalFields("general") {
            positionEncodings = try general.optionalArray("positionEncodings") ?? []
        }
        if let textDocument = try fields.optionalFields("textDocument") {
            supportsPullDiagnostics = try textDocument.optionalFields("diagnostic") != nil
        }
        if let workspace = try fields.optionalFields("workspace") {
            if let diagnostics = try workspace.optionalFields("diagnostics") {
                supportsDiagnosticRefresh = try diagnostics.optionalBool("refreshSupport") ?? false
            }
            if let watched = try workspace.optionalFields("didChangeWatchedFiles") {
                supportsWatchedFilesRegistration = try watched.optionalBool("dynamicRegistration") ?? false
            }
        }
    }
}
