import JSONRPC

/// LSP `FileEvent`: a watched file was created, changed or deleted.
struct FileEvent: Sendable, JSONDecodable {
    enum Kind: Int, Sendable {
        case created = 1
        case changed = 2
        case deleted = 3
    }

    var uri: String
    var kind: Kind

    init(uri: String, kind: Kind) {
        self.uri = uri
        self.kind = kind
    }

    init(json: JSONValue, at path: String) throws(InvalidParams) {
        let fields = try JSONFields(json, at: path)
        uri = try fields.string("uri")
        let type = try fields.integer("type")
        guard let kind = Kind(rawValue: type) else {
            throw InvalidParams("\(fields.memberPath("type")) must be 1, 2 or 3")
        }
        self.kind = kind
    }
}
