import JSONRPC

/// LSP `DocumentDiagnosticReport`: the full list, or "unchanged" when the client's
/// `previousResultId` is still current.
enum DocumentDiagnosticReport: Sendable, JSONEncodable {
    case full(resultID: String, items: [LSPDiagnostic])
    case unchanged(resultID: String)

    var json: JSONValue {
        switch self {
        case .full(let resultID, let items):
            return ["kind": "full", "resultId": .string(resultID), "items": .array(items.map(\.json))]
        case .unchanged(let resultID):
            return ["kind": "unchanged", "resultId": .string(resultID)]
        }
    }

    var isUnchanged: Bool {
        if case .unchanged = self { return true }
        return false
    }
}
