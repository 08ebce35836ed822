import JSONRPC

/// Params that do not have the shape a method needs. Requests are answered with -32602;
/// notifications, which cannot be answered, are logged and dropped.
struct InvalidParams: Error, Sendable, CustomStringConvertible {
    var message: String

    init(_ message: String) {
        self.message = message
    }

    var description: String { message }

    var responseError: ResponseError {
        ResponseError(code: ResponseError.invalidParams, message: "invalid params: \(message)")
    }
}
