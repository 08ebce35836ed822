import JSONRPC

/// LSP `CancelParams` of `$/cancelRequest`.
struct CancelParams: Sendable, JSONDecodable {
    var id: RequestID

    init(json: JSONValue, at path: String) throws(InvalidParams) {
        let fields = try JSONFields(json, at: path)
        guard let value = fields.value("id"), let id = RequestID(value) else {
            throw InvalidParams("\(fields.memberPath("id")) must be an integer or a string")
        }
        self.id = id
    }
}
