import JSONRPC

/// LSP `DocumentDiagnosticReport`: the full list (serialised already, see `DiagnosticsJSON`),
/// or "unchanged" when the client's `previousResultId` is still current.
enum DocumentDiagnosticReport: Sendable, LSPResult {
    case full(resultID: String, items: JSONText)
    case unchanged(resultID: String)

    var text: JSONText {
        switch self {
        case .full(let resultID, let items):
            return JSONText(object: ["kind": JSONText("full"), "resultId": JSONText(.string(resultID)), "items": items])
        case .unchanged(let resultID):
            return JSONText(object: ["kind": JSONText("unchanged"), "resultId": JSONText(.string(resultID))])
        }
    }

    var resultJSON: ResultJSON { .text(text) }

    var isUnchanged: Bool {
        if case .unchanged = self { return true }
        return false
    }
}
