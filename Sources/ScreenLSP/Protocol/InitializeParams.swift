import JSONRPC

/// LSP `InitializeParams`, the parts the server reads.
struct InitializeParams: Sendable, JSONDecodable {
    var processID: Int?
    var rootURI: String?
    var rootPath: String?
    var workspaceFolders: [WorkspaceFolder]?
    var capabilities: ClientCapabilities
    var locale: String?
    /// `initializationOptions.locale`: editors without a UI language setting pass it here.
    var optionsLocale: String?

    init(json: JSONValue, at path: String) throws(InvalidParams) {
        let fields = try JSONFields(json, at: path)
        processID = try fields.optionalInteger("processId")
        rootURI = try fields.optionalString("rootUri")
        rootPath = try fields.optionalString("rootPath")
        workspaceFolders = try fields.optionalArray("workspaceFolders")
        // Required by the spec, but an absent one just means "supports nothing".
        capabilities = try fields.optionalDecode("capabilities") ?? ClientCapabilities()
        locale = try fields.optionalString("locale")
        // initializationOptions is free-form: only a string `locale` in an object is read.
        optionsLocale = fields.value("initializationOptions")?["locale"]?.stringValue
    }

    /// The folders to load: `workspaceFolders`, else `rootUri`, else `rootPath`.
    var folderURIs: [String] {
        if let workspaceFolders { return workspaceFolders.map(\.uri) }
        if let rootURI { return [rootURI] }
        if let rootPath, !rootPath.isEmpty { return [DocumentURI(path: rootPath).string] }
        return []
    }
}
