extension MessageRoutes {
    /// Every message the language server takes. A new message is a type in
    /// `Protocol/Messages/` and one line here (Docs/adding-lsp-messages.md).
    static func languageServer() -> MessageRoutes {
        var routes = MessageRoutes()
        routes.on(InitializeRequest.self, LanguageServer.initialize)
        routes.on(ShutdownRequest.self, LanguageServer.shutdown)
        routes.on(HoverRequest.self, LanguageServer.hover)
        routes.on(CompletionRequest.self, LanguageServer.completion)
        routes.on(CompletionResolveRequest.self, LanguageServer.resolveCompletionItem)
        routes.on(DocumentSymbolRequest.self, LanguageServer.documentSymbols)
        routes.on(CodeActionRequest.self, LanguageServer.codeActions)
        routes.on(CodeActionResolveRequest.self, LanguageServer.resolveCodeAction)
        routes.on(DocumentDiagnosticRequest.self, LanguageServer.documentDiagnostics)
        routes.on(WorkspaceDiagnosticRequest.self, answeringLater: LanguageServer.workspaceDiagnostics)
        routes.on(CodeLensRequest.self, LanguageServer.codeLenses)
        routes.on(ExecuteCommandRequest.self, refusable: LanguageServer.executeCommand)
        routes.on(ScreenPreviewRequest.self, LanguageServer.screenPreview)

        routes.on(InitializedNotification.self, LanguageServer.initialized)
        routes.on(DidOpenTextDocumentNotification.self, LanguageServer.didOpen)
        routes.on(DidChangeTextDocumentNotification.self, LanguageServer.didChange)
        routes.on(DidCloseTextDocumentNotification.self, LanguageServer.didClose)
        routes.on(DidChangeWatchedFilesNotification.self, LanguageServer.didChangeWatchedFiles)
        routes.on(DidChangeWorkspaceFoldersNotification.self, LanguageServer.didChangeWorkspaceFolders)
        routes.on(DidChangeConfigurationNotification.self, LanguageServer.didChangeConfiguration)
        routes.on(CancelRequestNotification.self, LanguageServer.cancelParkedRequest)
        return routes
    }
}
