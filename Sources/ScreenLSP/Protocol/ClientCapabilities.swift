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
    /// `workspace.configuration`: the client answers `workspace/configuration`.
    var supportsConfigurationRequests = false
    /// `textDocument.hover.contentFormat`.
    var hoverFormats: [String]?
    /// `textDocument.completion.completionItem.snippetSupport`.
    var supportsSnippets = false
    /// `textDocument.completion.completionItem.documentationFormat`.
    var completionDocumentationFormats: [String]?
    /// `…completionItem.tagSupport.valueSet` holds 1 (deprecated).
    var supportsDeprecatedTag = false
    /// `…completionItem.deprecatedSupport`: the older `deprecated: true`.
    var supportsDeprecatedProperty = false
    /// `…completionItem.resolveSupport.properties`: what the client lets the server fill in
    /// later, in `completionItem/resolve`.
    var completionResolvableProperties: [String] = []
    /// `textDocument.documentSymbol.hierarchicalDocumentSymbolSupport`.
    var supportsHierarchicalSymbols = false
    /// `textDocument.codeAction.codeActionLiteralSupport`: code actions, not just commands.
    var supportsCodeActionLiterals = false
    /// `textDocument.codeAction.resolveSupport.properties` holds `edit`: actions may come
    /// without their edits, made on `codeAction/resolve`.
    var resolvesCodeActionEdits = false
    /// `workspace.workspaceEdit.documentChanges`: versioned edits, and file operations.
    var supportsDocumentChanges = false
    /// `workspace.workspaceEdit.resourceOperations`: the file operations it takes.
    var resourceOperations: [String] = []

    init() {}

    init(json: JSONValue, at path: String) throws(InvalidParams) {
        let fields = try JSONFields(json, at: path)
        if let general = try fields.optionalFields("general") {
            positionEncodings = try general.optionalArray("positionEncodings") ?? []
        }
        if let textDocument = try fields.optionalFields("textDocument") {
            try readTextDocument(textDocument)
        }
        if let workspace = try fields.optionalFields("workspace") {
            if let diagnostics = try workspace.optionalFields("diagnostics") {
                supportsDiagnosticRefresh = try diagnostics.optionalBool("refreshSupport") ?? false
            }
            if let watched = try workspace.optionalFields("didChangeWatchedFiles") {
                supportsWatchedFilesRegistration = try watched.optionalBool("dynamicRegistration") ?? false
            }
            supportsConfigurationRequests = try workspace.optionalBool("configuration") ?? false
            if let edits = try workspace.optionalFields("workspaceEdit") {
                supportsDocumentChanges = try edits.optionalBool("documentChanges") ?? false
                resourceOperations = try edits.optionalArray("resourceOperations") ?? []
            }
        }
    }

    private mutating func readTextDocument(_ textDocument: JSONFields) throws(InvalidParams) {
        supportsPullDiagnostics = try textDocument.optionalFields("diagnostic") != nil
        hoverFormats = try textDocument.optionalFields("hover")?.optionalArray("contentFormat")
        if let item = try textDocument.optionalFields("completion")?.optionalFields("completionItem") {
            supportsSnippets = try item.optionalBool("snippetSupport") ?? false
            completionDocumentationFormats = try item.optionalArray("documentationFormat")
            supportsDeprecatedProperty = try item.optionalBool("deprecatedSupport") ?? false
            let tags: [Int] = try item.optionalFields("tagSupport")?.optionalArray("valueSet") ?? []
            supportsDeprecatedTag = tags.contains(1)
            completionResolvableProperties = try item.optionalFields("resolveSupport")?.optionalArray("properties") ?? []
        }
        if let symbols = try textDocument.optionalFields("documentSymbol") {
            supportsHierarchicalSymbols = try symbols.optionalBool("hierarchicalDocumentSymbolSupport") ?? false
        }
        if let codeAction = try textDocument.optionalFields("codeAction") {
            supportsCodeActionLiterals = try codeAction.optionalFields("codeActionLiteralSupport") != nil
            let resolvable: [String] = try codeAction.optionalFields("resolveSupport")?.optionalArray("properties") ?? []
            resolvesCodeActionEdits = resolvable.contains("edit")
        }
    }
}
