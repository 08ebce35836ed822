import JSONRPC

extension LanguageServer {
    /// `textDocument/codeAction`: the fixes of the diagnostics the client names, as quick
    /// fixes. Clients that take only commands get none: the server has no commands.
    func codeActions(_ params: CodeActionParams) -> [CodeAction] {
        let uri = params.textDocument.uri
        let key = key(ofClientURI: uri)
        let analysis = host.snapshot
        guard session.capabilities.supportsCodeActionLiterals, params.context.wants(CodeAction.quickFixKind),
              let file = analysis.file(key) else { return [] }
        let diagnostics = analysis.diagnostics(for: key).filter { !$0.fixes.isEmpty }
        guard !diagnostics.isEmpty else { return [] }
        let published = lspDiagnostics(diagnostics, in: file.lines, analysis)
        var actions: [CodeAction] = []
        for received in params.context.diagnostics {
            for (diagnostic, lspDiagnostic) in zip(diagnostics, published) where received.describes(lspDiagnostic) {
                actions += diagnostic.fixes.map { fix in
                    toProtocol.codeAction(fix, for: received, uri: uri, in: file.lines)
                }
            }
        }
        return actions
    }
}
