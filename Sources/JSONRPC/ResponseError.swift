/// The `error` member of a JSON-RPC error response.
public struct ResponseError: Error, Sendable, Equatable, CustomStringConvertible {
    public var code: Int64
    public var message: String
    public var data: JSONValue?

    public init(code: Int64, message: String, data: JSONValue? = nil) {
        self.code = code
        self.message = message
        self.data = data
    }

    public var description: String {
        "\(message) (\(code))"
    }
}

extension ResponseError {
    // JSON-RPC 2.0 codes.
    public static let parseError: Int64 = -32700
    public static let invalidRequest: Int64 = -32600
    public static let methodNotFound: Int64 = -32601
    public static let invalidParams: Int64 = -32602
    public static let internalError: Int64 = -32603

    // LSP codes.
    public static let serverNotInitialized: Int64 = -32002
    public static let unknownErrorCode: Int64 = -32001
    public static let requestCancelled: Int64 = -32800
    public static let contentModified: Int64 = -32801
    public static let requestFailed: Int64 = -32803
}

extension ResponseError {
    /// The error's JSON form (`data` only when present).
    public var jsonValue: JSONValue {
        var object: JSONObject = ["code": .integer(code), "message": .string(message)]
        if let data {
            object["data"] = data
        }
        return .object(object)
    }

    /// Reads an error object; nil unless `code` is an integer and `message` a string.
    public init?(_ value: JSONValue) {
        guard case .integer(let code) = value["code"],
              case .string(let message) = value["message"] else { return nil }
        self.init(code: code, message: message, data: value["data"])
    }
}
