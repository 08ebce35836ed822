import JSONRPC
import ScreenIDE
import ScreenSupport
import ScreenSyntax

extension LanguageServer {
    /// Agrees on encoding, language and diagnostics mode, and notes the workspace folders
    /// (loaded on `initialized`, once the client is ready for the server's requests).
    func initialize(_ params: InitializeParams) -> InitializeResult {
        session.capabilities = params.capabilities
        session.encoding = .negotiated(from: params.capabilities.positionEncodings)
        completionItems = CompletionItemCache(style: CompletionStyle(params.capabilities))
        settings.clientLocale = params.locale
        applyInitializationOptions(params.initializationOptions)
        var skipped: [String] = []
        workspace = WorkspaceFolders(uris: params.folderURIs, skipped: &skipped)
        for uri in skipped {
            log.warning("workspace folder \(uri) is not a local folder; its files are not loaded")
        }
        phase = .running
        log.info("initialized: \(session.encoding.rawValue), \(session.language.rawValue), \(session.clientPullsDiagnostics ? "pull" : "push") diagnostics, \(workspace.folders.count) folder(s)")
        let capabilities = ServerCapabilities(
            positionEncoding: session.encoding, offersPullDiagnostics: session.clientPullsDiagnostics,
            offersQuickFixes: session.capabilities.supportsCodeActionLiterals,
            resolvesCodeActions: session.capabilities.resolvesCodeActionEdits,
            offersPrepareRename: session.capabilities.supportsPrepareRename)
        return InitializeResult(capabilities: capabilities, serverVersion: options.serverVersion)
    }

    /// Asks for the editor's settings and reads the workspace, screenkit.json included.
    /// Meanwhile, on a thread of its own, what the first check and the first hover would
    /// otherwise wait for is made: the count of cores to check on, the rules' list and the
    /// guideline entries.
    func initialized(_: NoParams) {
        _ = JoinableThread {
            _ = ParallelMap.coreCount
            Documentation.prepare()
        }
        requestEditorSettings()
        watchAndLoadWorkspace()
    }

    /// Stops the workspace poller and answers held requests; from now on only `exit` counts.
    func shutdown(_: NoParams) -> NullResult {
        phase = .shutDown
        poller?.stop()
        poller = nil
        answerParkedWorkspaceRequests(force: true)
        return NullResult()
    }
}
