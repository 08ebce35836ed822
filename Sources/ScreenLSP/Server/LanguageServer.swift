import JSONRPC
import ScreenFileSystem
import ScreenIDE
import ScreenRules
import ScreenSyntax

/// The ScreenKit language server: JSON-RPC in, analysis through the IDE layer, LSP out.
///
/// One loop handles every input in arrival order on the thread that calls `run`, so edits
/// are never reordered or lost; the connection's reader thread and the workspace poller only
/// queue inputs, and the scheduler hands them to the loop decoded. The loop owns all state
/// below, hence no locks here.
public final class LanguageServer {
    public init(options: ServerOptions = ServerOptions()) {
        self.options = options
        inbox = ServerInbox(capacity: options.inboxCapacity)
        log = ServerLog(level: options.logLevel, writesToStandardError: options.logsToStandardError, connection: nil)
    }

    /// Serves the client on `input` and `output` until `exit` or the end of input, and
    /// returns the process exit code: 0 after `shutdown`, else 1. Call once.
    public func run(input: Int32, output: Int32) -> Int32 {
        let connection = JSONRPCConnection(input: input, output: output, outputCapacity: options.outputCapacity)
        self.connection = connection
        log = ServerLog(level: options.logLevel, writesToStandardError: options.logsToStandardError, connection: connection)
        let inbox = self.inbox
        connection.start { event in inbox.push(ServerInput(event)) }
        while exitCode == nil {
            handle(scheduler.next())
            noteAffectedFiles()
            sendDueDiagnosticRefresh()
            sendDueInlayHintRefresh()
            publishPendingDiagnostics()
        }
        diagnosticsWorker.stop()
        inbox.close()
        poller?.stop()
        poller = nil
        return exitCode ?? 1
    }

    // MARK: State, owned by the loop

    enum Phase {
        case awaitingInitialize
        case running
        case shutDown
    }

    /// An editor's open document: its URI as the client writes it and its version.
    struct OpenDocument {
        var uri: String
        var version: Int
    }

    /// What was agreed in `initialize`.
    struct Session {
        var encoding: PositionEncoding = .utf16
        var language: Language = .english
        var capabilities = ClientCapabilities()
        /// Pull only with a client that can also be asked to pull again: findings in one file
        /// depend on others, so an edit of one must reach the others' diagnostics. A client
        /// that pulls but cannot be asked (Neovim 0.12) gets pushed diagnostics instead.
        var clientPullsDiagnostics: Bool { capabilities.supportsPullDiagnostics && capabilities.supportsDiagnosticRefresh }
    }

    /// Why the server sent a request, to act on the client's answer.
    enum OutgoingRequest {
        case watcherRegistration
        case diagnosticRefresh
        case inlayHintRefresh
        case editorSettings
    }

    let options: ServerOptions
    let inbox: ServerInbox
    lazy var scheduler = MessageScheduler(inbox: inbox, routes: .languageServer())
    var connection: JSONRPCConnection?
    var log: ServerLog
    var phase = Phase.awaitingInitialize
    var session = Session()
    var exitCode: Int32?

    let host = AnalysisHost()
    /// Open documents by key (`DocumentURI.string`).
    var documents: [String: OpenDocument] = [:]
    /// Keys whose text came from disk: workspace files not open in the editor.
    var diskFiles: Set<String> = []
    /// Keys read from disk for facts only: the other files of the project of a document
    /// opened outside every workspace folder. Their screens and links count; they are never
    /// reported (see LanguageServer+Projects).
    var factFiles: Set<String> = []
    /// The project folders read for facts, by their real paths, each read once, and whether
    /// each is marked by a screenkit.json (then its whole tree counts, else its own files).
    var factProjects: [String: Bool] = [:]
    /// The URI shown for each key the server holds (an open document, a file from disk):
    /// the client's own string for a document it opened, else the path as found under its
    /// folder. Only held keys have one, so requests on unknown URIs leave nothing behind.
    var clientURIs: [String: String] = [:] {
        didSet { clientURIsGeneration += 1 }
    }
    /// The URI of each file from disk as found under its folder, shown again once the editor
    /// closes the document.
    var diskURIs: [String: String] = [:]
    var workspace = WorkspaceFolders()
    var poller: WorkspacePoller?
    /// Whether the client was asked to watch the workspace files, or polling began.
    var watchingWorkspace = false
    /// The workspace files' status when they were loaded: where polling starts from.
    var statusAtLoad: [String: FileStatus] = [:]
    /// Every source of settings; the analysis runs with their sum.
    var settings = ServerSettings()
    /// The folders' screenkit.json files by key, to place their problems.
    var configurationFiles: [String: ConfigurationFile] = [:]
    /// Catalog completion items in the client's style, made in `initialize`.
    var completionItems = CompletionItemCache(style: CompletionStyle(ClientCapabilities()))
    /// The semantic tokens last sent per open document, for delta requests.
    var sentSemanticTokens: [String: SemanticTokensSent] = [:]
    var nextSemanticTokensResult = 0

    /// Keys whose analysis changed since the client was last told.
    var changedKeys: Set<String> = []
    /// Push mode: the diagnostics the client last received, by key.
    var publishedDiagnostics: [String: [Diagnostic]] = [:]
    /// Push mode: the JSON of the diagnostics last pushed, by key, for the next push to reuse.
    var publishedDiagnosticsJSON: [String: DiagnosticsJSON] = [:]
    /// The version of each open document whose diagnostics were last pushed.
    var publishedVersions: [String: Int] = [:]
    /// Push mode: files whose diagnostics the worker is making, with the stamp they are made
    /// for, so that a file is not given to it twice for the same text.
    var diagnosticsInTheMaking: [String: FindingsStamp] = [:]
    /// Push mode: what the worker made, by file, until it is pushed.
    var madeDiagnostics: [String: DiagnosticsWorker.Made] = [:]
    /// Makes diagnostics off the loop; what it made comes back through the inbox.
    lazy var diagnosticsWorker: DiagnosticsWorker = { [inbox] in
        DiagnosticsWorker { made in inbox.pushWithoutWaiting(.diagnosticsMade(made)) }
    }()
    /// Bumped whenever `clientURIs` changes: JSON written under another generation may name
    /// a file by a URI no longer shown.
    var clientURIsGeneration = 0
    var diagnosticRefreshIsDue = false
    /// Inputs handled in a row while diagnostics were pending (`publishPendingDiagnostics`).
    var publishDeferrals = 0
    /// Pull mode: the JSON of each file's diagnostics last reported, for the next report to reuse.
    var pulledDiagnosticsJSON: [String: DiagnosticsJSON] = [:]
    var inlayHintRefreshIsDue = false
    /// Pull mode: `workspace/diagnostic` requests held until something changes.
    var parkedWorkspaceRequests: [(id: RequestID, params: WorkspaceDiagnosticParams)] = []
    var outgoingRequests: [RequestID: OutgoingRequest] = [:]
    var nextOutgoingNumber = 1
}

extension LanguageServer {
    // MARK: Sending

    func send(_ message: JSONRPCMessage) {
        do {
            try connection?.send(message)
        } catch {
            log.error("cannot write to the client: \(error)")
        }
    }

    func respond(_ id: RequestID, _ result: some LSPResult) {
        switch result.resultJSON {
        case .value(let value):
            send(.response(id: id, result: value))
        case .text(let text):
            do {
                try connection?.send(body: JSONRPCMessage.serializedResponse(id: id, result: text))
            } catch {
                log.error("cannot write to the client: \(error)")
            }
        }
    }

    func respond(_ id: RequestID, error: ResponseError) {
        send(.errorResponse(id: id, error: error))
    }

    func notify<Notification: LSPServerNotification>(_: Notification.Type, _ params: Notification.Params) {
        send(.notification(method: Notification.method, params: Self.paramsJSON(params)))
    }

    /// Sends a notification whose params were serialised already.
    func notify<Notification: LSPServerNotification>(_: Notification.Type, serialized params: JSONText) {
        do {
            try connection?.send(body: JSONRPCMessage.serializedNotification(method: Notification.method, params: params))
        } catch {
            log.error("cannot write to the client: \(error)")
        }
    }

    /// Sends a request to the client; its answer arrives later as a response input.
    func request<Request: LSPServerRequest>(_: Request.Type, _ params: Request.Params, purpose: OutgoingRequest) {
        let id = RequestID.string("screenkit-\(nextOutgoingNumber)")
        nextOutgoingNumber += 1
        outgoingRequests[id] = purpose
        send(.request(id: id, method: Request.method, params: Self.paramsJSON(params)))
    }

    /// Params as JSON-RPC carries them: absent rather than null.
    private static func paramsJSON(_ params: some JSONEncodable) -> JSONValue? {
        let json = params.json
        return json == .null ? nil : json
    }

    /// The URI to show the client for a key.
    func uri(of key: String) -> String {
        clientURIs[key] ?? key
    }

    /// The key of a URI from the client: a `file:` URI is keyed by the file's real identity
    /// (`FileSystem.identityPath`), so that aliases of one file are one document. Nothing is
    /// remembered: a request on a document the server does not hold leaves no trace.
    func key(ofClientURI uri: String) -> String {
        let parsed = DocumentURI(uri)
        guard let path = parsed.path else { return parsed.string }
        let identity = FileSystem.identityPath(path)
        return identity == path ? parsed.string : DocumentURI(path: identity).string
    }

    /// The key of a file path (a workspace file, a watched-file event).
    func fileKey(_ path: String) -> String {
        DocumentURI(path: FileSystem.identityPath(path)).string
    }

    /// Names a held key to the client as `uri` from now on. A push client that was sent
    /// diagnostics under another URI for it has them cleared there, and gets them again
    /// under the new one.
    func show(_ key: String, as uri: String) {
        if let previous = clientURIs[key], previous != uri, !session.clientPullsDiagnostics, publishedDiagnostics.removeValue(forKey: key) != nil {
            notify(PublishDiagnosticsNotification.self, PublishDiagnosticsParams(uri: previous, version: nil, diagnostics: []))
            publishedVersions[key] = nil
            changedKeys.insert(key)
        }
        clientURIs[key] = uri
    }
}
