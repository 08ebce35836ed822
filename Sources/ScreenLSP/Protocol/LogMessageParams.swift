import JSONRPC

/// LSP `LogMessageParams` of `window/logMessage`.
struct LogMessageParams: Sendable, JSONEncodable {
    /// 1 error, 2 warning, 3 info, 4 log.
    var type: Int
    var message: String

    var json: JSONValue {
        ["type": .integer(Int64(type)), "message": .string(message)]
    }
}
