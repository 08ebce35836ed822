import JSONRPC

/// LSP `PublishDiagnosticsParams`; `version` only for open documents.
struct PublishDiagnosticsParams: Sendable, JSONEncodable {
    var uri: String
    var version: Int?
    var diagnostics: [LSPDiagnostic]

    var json: JSONValue {
        var object: JSONObject = ["uri": .string(uri)]
        if let version { object["version"] = .integer(Int64(version)) }
        object["diagnostics"] = .array(diagnostics.map(\.json))
        return .object(object)
    }
}
