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
        // Requests and newer edits waiting go first: a hover is answered from the latest
        // snapshot without waiting for the diagnostics, and an edit makes them stale. After
        // a run of inputs with no pause, the diagnostics go out anyway.
        if scheduler.hasWaitingWork, publishDeferrals < Self.maximumPublishDeferrals {
            publishDeferrals += 1
            return
        }
        publishDeferrals = 0
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

    /// How many inputs in a row may go before pending diagnostics.
    static let maximumPublishDeferrals = 32

    /// Pushes one file's diagnostics: for an open document when its version moved on or its
    /// diagnostics changed (an edit of another file can change them), for a file from disk
    /// only when they changed, and an empty list for a file now gone.
    private func publish(_ key: String, _ analysis: Analysis) {
        let made = madeDiagnostics.removeValue(forKey: key)
        if let file = configurationFiles[key] {
            // Noted, so that the problems are cleared if the file's folder goes.
            publishedDiagnostics[key] = file.problems
            notify(PublishDiagnosticsNotification.self, PublishDiagnosticsParams(uri: file.uri, version: nil, diagnostics: lspDiagnostics(for: key, analysis)))
            return
        }
        // A file read for facts is not reported; one that was, while open, is cleared.
        if factFiles.contains(key) {
            publishedDiagnosticsJSON[key] = nil
            guard publishedDiagnostics.removeValue(forKey: key) != nil else { return }
            notify(PublishDiagnosticsNotification.self, PublishDiagnosticsParams(uri: uri(of: key), version: nil, diagnostics: []))
            return
        }
        guard analysis.file(key) != nil else {
            publishedDiagnosticsJSON[key] = nil
            // A key gone is forgotten, its URI too, once the client is told.
            let shownURI = clientURIs.removeValue(forKey: key)
            guard publishedDiagnostics.removeValue(forKey: key) != nil else { return }
            notify(PublishDiagnosticsNotification.self, PublishDiagnosticsParams(uri: shownURI ?? key, version: nil, diagnostics: []))
            return
        }
        // Findings not made yet for this text are made by the worker, and pushed when they
        // come back (`receivedDiagnostics`); meanwhile the loop answers what else arrives.
        guard let diagnostics = analysis.knownDiagnostics(for: key) else {
            guard let stamp = analysis.findingsStamp(for: key), diagnosticsInTheMaking[key] != stamp else { return }
            diagnosticsInTheMaking[key] = stamp
            diagnosticsWorker.submit(DiagnosticsWorker.Job(
                key: key, stamp: stamp, analysis: analysis, previous: publishedDiagnosticsJSON[key], convert: toProtocol,
                uris: clientURIs, urisGeneration: clientURIsGeneration))
            return
        }
        // The worker's JSON serves while it names files and speaks as the session does now.
        let written = made.flatMap { made in
            made.stamp == analysis.findingsStamp(for: key) && made.convert == toProtocol && made.urisGeneration == clientURIsGeneration ? made.json : nil
        }
        push(key, diagnostics, analysis, written: written)
    }

    /// Diagnostics the worker made. They are pushed as any others (`publishPendingDiagnostics`),
    /// after the requests waiting, and only when the file has not changed since the job was
    /// given; else they are dropped, the newer text's being on their way.
    func receivedDiagnostics(_ made: DiagnosticsWorker.Made) {
        if diagnosticsInTheMaking[made.key] == made.stamp { diagnosticsInTheMaking[made.key] = nil }
        guard phase == .running, !session.clientPullsDiagnostics else { return }
        // Noted as changed either way: a newer text's findings may be wanted still.
        changedKeys.insert(made.key)
        guard made.json != nil, host.findingsStamp(for: made.key) == made.stamp else { return }
        madeDiagnostics[made.key] = made
    }

    /// Pushes a file's diagnostics unless the client has them already for this version;
    /// `written` is their JSON when it was made already.
    private func push(_ key: String, _ diagnostics: [Diagnostic], _ analysis: Analysis, written: DiagnosticsJSON?) {
        let document = documents[key]
        if let document {
            if publishedVersions[key] == document.version, publishedDiagnostics[key] == diagnostics { return }
            publishedVersions[key] = document.version
        } else if publishedDiagnostics[key] ?? [] == diagnostics {
            return
        }
        if let replaced = publishedDiagnostics.updateValue(diagnostics, forKey: key) { diagnosticsWorker.discard(replaced) }
        let written = written ?? diagnosticsJSON(diagnostics, of: key, in: analysis.file(key)!.lines, analysis, reusing: publishedDiagnosticsJSON[key])
        publishedDiagnosticsJSON[key] = written
        notify(PublishDiagnosticsNotification.self, serialized: PublishDiagnosticsParams.serialized(
            uri: document?.uri ?? uri(of: key), version: document?.version, diagnostics: written.text))
    }

    /// A file's diagnostics as JSON, as `lspDiagnostics(for:_:)` gives them.
    func diagnosticsJSON(for key: String, _ analysis: Analysis, reusing previous: DiagnosticsJSON?) -> DiagnosticsJSON {
        if let file = configurationFiles[key] { return diagnosticsJSON(file.problems, of: key, in: file.lines, analysis, reusing: previous) }
        guard let file = analysis.file(key) else { return .empty }
        return diagnosticsJSON(analysis.diagnostics(for: key), of: key, in: file.lines, analysis, reusing: previous)
    }

    /// The diagnostics of the file `key` as JSON in the negotiated encoding and the client's
    /// language, reusing the text of those that only moved since `previous` was written.
    func diagnosticsJSON(_ diagnostics: [Diagnostic], of key: String, in lines: LineIndex, _ analysis: Analysis, reusing previous: DiagnosticsJSON?) -> DiagnosticsJSON {
        DiagnosticsJSON(diagnostics, of: key, in: lines, convert: toProtocol, reusing: previous,
                        linesOf: { analysis.file($0)?.lines }, uriOf: { uri(of: $0) })
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
        // What changes findings elsewhere (facts of other files, settings) changes hints too.
        requestInlayHintRefresh()
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
