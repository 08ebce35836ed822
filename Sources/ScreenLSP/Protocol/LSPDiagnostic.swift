import JSONRPC

/// LSP `Diagnostic`, ready to send: positions already in the negotiated encoding and the
/// message in the client's language.
struct LSPDiagnostic: Sendable, Hashable, JSONEncodable {
    var range: LSPRange
    /// 1 error, 2 warning, 3 information, 4 hint.
    var severity: Int
    var code: String
    /// The rule's documentation, where a copy is found on this machine.
    var codeDescriptionHref: String?
    var source = "screenkit"
    var message: String
    /// 1 unnecessary, 2 deprecated.
    var tags: [Int]
    var relatedInformation: [DiagnosticRelatedInformation]

    var json: JSONValue {
        var object: JSONObject = [
            "range": range.json,
            "severity": .integer(Int64(severity)),
            "code": .string(code),
            "source": .string(source),
            "message": .string(message),
        ]
        if let codeDescriptionHref {
            object["codeDescription"] = ["href": .string(codeDescriptionHref)]
        }
        if !tags.isEmpty {
            object["tags"] = .array(tags.map { .integer(Int64($0)) })
        }
        if !relatedInformation.isEmpty {
            object["relatedInformation"] = .array(relatedInformation.map(\.json))
        }
        return .object(object)
    }
}

/// LSP `DiagnosticRelatedInformation`: another place that explains a diagnostic.
struct DiagnosticRelatedInformation: Sendable, Hashable, JSONEncodable {
    var uri: String
    var range: LSPRange
    var message: String

    var json: JSONValue {
        ["location": ["uri": .string(uri), "range": range.json], "message": .string(message)]
    }
}
