import JSONRPC

/// LSP `ExecuteCommandParams`: a command the server listed and its arguments.
struct ExecuteCommandParams: Sendable, JSONDecodable {
    var command: String
    var arguments: [JSONValue]
    /// Where the arguments are, for the messages of bad ones.
    var argumentsPath: String

    init(json: JSONValue, at path: String) throws(InvalidParams) {
        let fields = try JSONFields(json, at: path)
        command = try fields.string("command")
        argumentsPath = fields.memberPath("arguments")
        switch fields.value("arguments") {
        case nil, .null?: arguments = []
        case .array(let values)?: arguments = values
        default: throw InvalidParams("\(argumentsPath) must be an array")
        }
    }
}
