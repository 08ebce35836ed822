import JSONRPC
import ScreenIDE
import ScreenRules
import ScreenSyntax

extension LanguageServer {
    /// `textDocument/codeAction`: for each diagnostic the client names, its fixes and the
    /// ways to silence its rule (for the line, the file, the workspace's screenkit.json);
    /// and every safe fix of the document as `source.fixAll.screenkit`. Clients that resolve
    /// edits get the list without them. Clients that take only commands get none: the
    /// server has no commands for these.
    func codeActions(_ params: CodeActionParams) -> [CodeAction] {
        let uri = params.textDocument.uri
        let key = key(ofClientURI: uri)
        let analysis = host.snapshot
        guard session.capabilities.supportsCodeActionLiterals, let file = analysis.file(key) else { return [] }
        var actions: [CodeAction] = []
        if params.context.wants(CodeAction.quickFixKind) {
            let diagnostics = analysis.diagnostics(for: key)
            let published = lspDiagnostics(diagnostics, in: file.lines, analysis)
            for received in params.context.diagnostics {
                for (diagnostic, lspDiagnostic) in zip(diagnostics, published) where received.describes(lspDiagnostic) {
                    for proposal in analysis.codeActions(for: diagnostic) {
                        guard let action = codeAction(proposal, received: received, uri: uri, key: key, analysis) else { continue }
                        actions.append(action)
                    }
                }
            }
        }
        // A source action only when asked for by kind: it is not about the diagnostics at hand.
        if params.context.only != nil, params.context.wants(CodeAction.fixAllKind), let proposal = analysis.fixAllAction(in: key),
           let action = codeAction(proposal, received: nil, uri: uri, key: key, analysis) {
            actions.append(action)
        }
        return actions
    }

    /// `codeAction/resolve`: the action as the client sent it, with its edit. An action that
    /// is not this server's, or whose finding is gone, comes back unchanged.
    func resolveCodeAction(_ received: ReceivedCodeAction) -> ResolvedCodeAction {
        var resolved = received.json
        guard let data = received.data else { return ResolvedCodeAction(members: resolved) }
        let key = key(ofClientURI: data.uri)
        let analysis = host.snapshot
        guard let proposal = proposal(from: data, key: key, analysis),
              let edit = workspaceEdit(of: proposal, uri: data.uri, key: key, analysis) else { return ResolvedCodeAction(members: resolved) }
        resolved["edit"] = edit.json
        return ResolvedCodeAction(members: resolved)
    }

    /// The protocol's action for a proposal: with its edit, or (for clients that resolve
    /// edits) with the data to make it from. Nil when it has no edit to make here.
    private func codeAction(_ proposal: CodeActionProposal, received: ReceivedDiagnostic?, uri: String, key: String, _ analysis: Analysis) -> CodeAction? {
        var action = CodeAction(
            title: proposal.title[session.language],
            kind: proposal.action == .fixAll ? CodeAction.fixAllKind : CodeAction.quickFixKind,
            diagnostics: received.map { [$0.json] } ?? [],
            isPreferred: proposal.isPreferred)
        // Turning a rule off needs a folder's screenkit.json, and a client that can create
        // one when there is none yet.
        if proposal.action == .disableInConfiguration, configurationTarget(for: key) == nil { return nil }
        if session.capabilities.resolvesCodeActionEdits {
            action.data = CodeActionData(proposal, uri: uri)
            return action
        }
        guard let edit = workspaceEdit(of: proposal, uri: uri, key: key, analysis) else { return nil }
        action.edit = edit
        return action
    }

    private func workspaceEdit(of proposal: CodeActionProposal, uri: String, key: String, _ analysis: Analysis) -> WorkspaceEdit? {
        let convert = toProtocol
        if proposal.action == .disableInConfiguration {
            guard let ruleID = proposal.diagnostic?.ruleID, let target = configurationTarget(for: key),
                  let edit = Configuration.disablingEdit(of: ruleID, in: target.file?.bytes) else { return nil }
            let lines = target.file?.lines ?? LineIndex([])
            return WorkspaceEdit(changes: [(target.uri, [convert.textEdit(edit, in: lines)])], creates: target.file?.bytes == nil ? [target.uri] : [])
        }
        guard let file = analysis.file(key), let edits = analysis.edits(of: proposal, in: key), !edits.isEmpty else { return nil }
        return WorkspaceEdit(changes: [(uri, edits.map { convert.textEdit($0, in: file.lines) })])
    }

    /// The screenkit.json that governs the document `key`, as the server last read it (nil
    /// `file` when there is none yet); nil when the document is in no folder, or when the
    /// file would have to be created by a client that cannot.
    private func configurationTarget(for key: String) -> (uri: String, file: ConfigurationFile?)? {
        guard let path = DocumentURI(key).path, let configurationPath = workspace.configurationPath(for: path) else { return nil }
        let configurationKey = DocumentURI(path: configurationPath).string
        let file = configurationFiles[configurationKey]
        if file?.bytes == nil {
            let capabilities = session.capabilities
            guard capabilities.supportsDocumentChanges, capabilities.resourceOperations.contains("create") else { return nil }
        }
        return (uri(of: configurationKey), file?.bytes == nil ? nil : file)
    }

    /// The proposal a resolve request's data names, made again from the current analysis.
    private func proposal(from data: CodeActionData, key: String, _ analysis: Analysis) -> CodeActionProposal? {
        if data.action == CodeActionData.fixAll { return analysis.fixAllAction(in: key) }
        guard let ruleID = data.ruleID, let range = data.range,
              let diagnostic = analysis.diagnostic(in: key, ruleID: ruleID, range: range) else { return nil }
        return analysis.codeActions(for: diagnostic).first { CodeActionData($0, uri: data.uri).action == data.action && $0.fixIndex == data.fixIndex }
    }
}

extension CodeActionData {
    static let fixAll = "fixAll"

    init(_ proposal: CodeActionProposal, uri: String) {
        let action: String
        switch proposal.action {
        case .fix: action = "fix"
        case .disableForLine: action = "disableForLine"
        case .disableForFile: action = "disableForFile"
        case .disableInConfiguration: action = "disableInConfiguration"
        case .fixAll: action = Self.fixAll
        }
        self.init(uri: uri, action: action, ruleID: proposal.diagnostic?.ruleID, range: proposal.diagnostic?.range, fixIndex: proposal.fixIndex)
    }
}

extension CodeActionProposal {
    var fixIndex: Int? {
        if case .fix(let index) = action { return index }
        return nil
    }
}
