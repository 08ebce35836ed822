import JSONRPC

/// LSP `WorkspaceDiagnosticParams` of `workspace/diagnostic`.
struct WorkspaceDiagnosticParams: Sendable, JSONDecodable {
    var identifier: String?
    /// The result id the client holds for each document URI.
    var previousResultIDs: [PreviousResultID]

    init(json: JSONValue, at path: String) throws(InvalidParams) {
        let fields = try JSONFields(json, at: path)
        identifier = try fields.optionalString("identifier")
        previousResultIDs = try fields.optionalArray("previousResultIds") ?? []
    }
}

/// LSP `PreviousResultId`: `{uri, value}`.
struct PreviousResultID: Sendable, JSONDecodable {
    var uri: String
    var value: String

    init(json: JSONValue, at path: String) throws(InvalidParams) {
        let fields = try JSONFields(json, at: path)
        uri = try fields.string("uri")
        value = try fields.string("value")
    }
}
