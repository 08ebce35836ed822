import JSONRPC
import ScreenIDE
import ScreenRules

extension LanguageServer {
    /// `textDocument/diagnostic`: the document's full report, or "unchanged" when the
    /// client's previous result id still describes it. An unknown document has none.
    func documentDiagnostics(_ params: DocumentDiagnosticParams) -> DocumentDiagnosticReport {
        let key = key(ofClientURI: params.textDocument.uri)
        return report(for: key, host.snapshot, previousResultID: params.previousResultID)
    }

    /// `workspace/diagnostic`: a report for every file known. When nothing changed since the
    /// client's previous results, the request is held until something does (or it is
    /// cancelled, or the server shuts down), so that clients re-asking at once do not spin.
    func workspaceDiagnostics(id: RequestID, _ params: WorkspaceDiagnosticParams) {
        let report = workspaceReport(params)
        guard report.items.contains(where: { !$0.report.isUnchanged }) else {
            parkedWorkspaceRequests.append((id, params))
            return
        }
        respond(id, report)
    }

    /// Answers held `workspace/diagnostic` requests that now have news (all of them when
    /// `force` is set).
    func answerParkedWorkspaceRequests(force: Bool) {
        guard !parkedWorkspaceRequests.isEmpty else { return }
        var stillParked: [(id: RequestID, params: WorkspaceDiagnosticParams)] = []
        for parked in parkedWorkspaceRequests {
            let report = workspaceReport(parked.params)
            if force || report.items.contains(where: { !$0.report.isUnchanged }) {
                respond(parked.id, report)
            } else {
                stillParked.append(parked)
            }
        }
        parkedWorkspaceRequests = stillParked
    }

    /// `$/cancelRequest` for a held request; requests still waiting were answered by the
    /// scheduler.
    func cancelParkedRequest(_ params: CancelParams) {
        guard let index = parkedWorkspaceRequests.firstIndex(where: { $0.id == params.id }) else { return }
        let parked = parkedWorkspaceRequests.remove(at: index)
        respond(parked.id, error: ResponseError(code: ResponseError.requestCancelled, message: "workspace/diagnostic was cancelled"))
    }

    private func workspaceReport(_ params: WorkspaceDiagnosticParams) -> WorkspaceDiagnosticReport {
        let analysis = host.snapshot
        var previous: [String: String] = [:]
        for entry in params.previousResultIDs {
            previous[DocumentURI(entry.uri).string] = entry.value
        }
        var items: [WorkspaceDocumentDiagnosticReport] = []
        let configurationKeys = configurationFiles.filter { !$0.value.problems.isEmpty }.keys.sorted()
        // Files read for facts only are not reported.
        let keys = analysis.fileKeys.filter { !factFiles.contains($0) } + configurationKeys
        for key in keys {
            items.append(WorkspaceDocumentDiagnosticReport(
                uri: documents[key]?.uri ?? uri(of: key), version: documents[key]?.version,
                report: report(for: key, analysis, previousResultID: previous[key])))
        }
        // Files gone (or fixed configuration files) since the client's last results: an
        // empty report clears them.
        let emptyID = Self.resultID(for: DiagnosticsJSON.empty)
        let reported = Set(keys)
        for (key, value) in previous.sorted(by: { $0.key < $1.key }) where !reported.contains(key) && value != emptyID {
            items.append(WorkspaceDocumentDiagnosticReport(uri: uri(of: key), version: nil, report: .full(resultID: emptyID, items: DiagnosticsJSON.empty.text)))
        }
        return WorkspaceDiagnosticReport(items: items)
    }

    private func report(for key: String, _ analysis: Analysis, previousResultID: String?) -> DocumentDiagnosticReport {
        let items = diagnosticsJSON(for: key, analysis, reusing: pulledDiagnosticsJSON[key])
        pulledDiagnosticsJSON[key] = items
        let resultID = Self.resultID(for: items)
        if previousResultID == resultID { return .unchanged(resultID: resultID) }
        return .full(resultID: resultID, items: items.text)
    }

    /// A result id that changes exactly when the diagnostics the client sees do (within this
    /// server process): a hash of their JSON, so an edit that leaves them equal reports
    /// "unchanged".
    static func resultID(for diagnostics: DiagnosticsJSON) -> String {
        var hasher = Hasher()
        hasher.combine(diagnostics.text.bytes)
        return String(UInt64(bitPattern: Int64(hasher.finalize())), radix: 16)
    }
}
