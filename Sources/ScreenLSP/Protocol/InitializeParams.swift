import JSONRPC

/// LSP `InitializeParams`, the parts the server reads.
struct InitializeParams: Sendable, JSONDecodable {
    var processID: Int?
    var rootURI: String?
    var rootPath: String?
    var workspaceFolders: [WorkspaceFolder]?
    var capabilities: ClientCapabilities
    var locale: String?
    /// Settings shaped as screenkit.json (`locale`, `rules`): editors without a UI language
    /// setting or a settings request pass them here.
    var initializationOptions: JSONValue?

    init(json: JSONValue, at path: String) throws(InvalidParams) {
        let fields = try JSONFields(json, at: path)
        processID = try fields.optionalInteger("processId")
        rootURI = try fields.optionalString("rootUri")
        rootPath = try fields.optionalString("rootPath")
        workspaceFolders = try fields.optionalArray("workspaceFolders")
        // Required by the spec, but an absent one just means "supports nothing".
        capabilities = try fields.optionalDecode("capabilities") ?? ClientCapabilities()
        locale = try fields.optionalString("locale")
        // Free-form for LSP; read (and its problems logged) as settings.
        initializationOptions = fields.value("initializationOptions")
    }

    /// The folders to load: `workspaceFolders`, else `rootUri`, else `rootPath`.
    var folderURIs: [String] {
        if let workspaceFolders { return workspaceFolders.map(\.uri) }
        if let rootURI { return [rootURI] }
        if let rootPath, !rootPath.isEmpty { return [DocumentURI(path: rootPath).string] }
        return []
    }
}
