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

    /// The params with diagnostics serialised already, members in the order of `json`.
    static func serialized(uri: String, version: Int?, diagnostics: JSONText) -> JSONText {
        guard let version else { return JSONText(object: ["uri": JSONText(.string(uri)), "diagnostics": diagnostics]) }
        return JSONText(object: ["uri": JSONText(.string(uri)), "version": JSONText(.integer(Int64(version))), "diagnostics": diagnostics])
    }
}
