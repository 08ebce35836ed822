import ScreenIDE
import ScreenRules
import ScreenSyntax

extension LanguageServer {
    /// Called after each input: tells the client about every key whose analysis changed.
    /// Push clients get `publishDiagnostics`, except for a document with a newer change
    /// already waiting (its diagnostics would be stale on arrival); pull clients get their
    /// held `workspace/diagnostic` answered.
    func publishPendingDiagnostics() {
        guard !changedKeys.isEmpty, phase == .running else { return }
        if session.clientPullsDiagnostics {
            changedKeys.removeAll()
            answerParkedWorkspaceRequests(force: false)
            return
        }
        let analysis = host.snapshot
        for key in changedKeys.sorted() {
            if let document = documents[key], scheduler.hasWaitingChange(ofDocument: document.uri) { continue }
            changedKeys.remove(key)
            publish(key, analysis)
        }
    }

    /// Pushes one file's diagnostics: for an open document when its version moved on or its
    /// diagnostics changed (an edit of another file can change them), for a file from disk
    /// only when they changed, and an empty list for a file now gone.
    private func publish(_ key: String, _ analysis: Analysis) {
        if let file = configurationFiles[key] {
            // Noted, so that the problems are cleared if the file's folder goes.
            publishedDiagnostics[key] = file.problems
            notify(PublishDiagnosticsNotification.self, PublishDiagnosticsParams(uri: file.uri, version: nil, diagnostics: lspDiagnostics(for: key, analysis)))
            return
        }
        guard analysis.file(key) != nil else {
            // A key gone is forgotten, its URI too, once the client is told.
            let shownURI = clientURIs.removeValue(forKey: key)
            guard publishedDiagnostics.removeValue(forKey: key) != nil else { return }
            notify(PublishDiagnosticsNotification.self, PublishDiagnosticsParams(uri: shownURI ?? key, version: nil, diagnostics: []))
            return
        }
        let diagnostics = analysis.diagnostics(for: key)
        let document = documents[key]
        if let document {
            if publishedVersions[key] == document.version, publishedDiagnostics[key] == diagnostics { return }
            publishedVersions[key] = document.version
        } else if publishedDiagnostics[key] ?? [] == diagnostics {
            return
        }
        publishedDiagnostics[key] = diagnostics
        let params = PublishDiagnosticsParams(
            uri: document?.uri ?? uri(of: key), version: document?.version,
            diagnostics: lspDiagnostics(for: key, analysis))
        notify(PublishDiagnosticsNotification.self, params)
    }

    /// Files whose findings an input changed without changing them (they depend on another
    /// file's screens or point into its text) are told about too: pushed again, or a pull
    /// client is asked to pull.
    func noteAffectedFiles() {
        let affected = host.takeAffectedFiles()
        guard !affected.isEmpty else { return }
        changedKeys.formUnion(affected)
        requestDiagnosticRefresh()
    }

    /// Asks a pull client that can be asked to pull diagnostics again; sent once per input.
    func requestDiagnosticRefresh() {
        diagnosticRefreshIsDue = session.clientPullsDiagnostics
    }

    func sendDueDiagnosticRefresh() {
        guard diagnosticRefreshIsDue, phase == .running else { return }
        diagnosticRefreshIsDue = false
        request(DiagnosticRefreshRequest.self, NoParams(), purpose: .diagnosticRefresh)
    }

    /// A file's diagnostics in the negotiated encoding and the client's language.
    func lspDiagnostics(for key: String, _ analysis: Analysis) -> [LSPDiagnostic] {
        if let file = configurationFiles[key] { return lspDiagnostics(file.problems, in: file.lines, analysis) }
        guard let file = analysis.file(key) else { return [] }
        return lspDiagnostics(analysis.diagnostics(for: key), in: file.lines, analysis)
    }

    /// Some of a file's diagnostics, converted as `lspDiagnostics(for:_:)` does.
    func lspDiagnostics(_ diagnostics: [Diagnostic], in lines: LineIndex, _ analysis: Analysis) -> [LSPDiagnostic] {
        let convert = toProtocol
        return diagnostics.map { diagnostic in
            convert.diagnostic(diagnostic, in: lines, linesOf: { analysis.file($0)?.lines }, uriOf: { uri(of: $0) })
        }
    }
}
