/// Why a JSON value is not a valid JSON-RPC message, with what is needed to answer it:
/// send `.errorResponse(id: id, error: error)` (id is nil when the message had no usable id).
public struct InvalidMessageError: Error, Sendable, Equatable, CustomStringConvertible {
    public var id: RequestID?
    public var error: ResponseError

    public init(id: RequestID?, error: ResponseError) {
        self.id = id
        self.error = error
    }

    /// The error response to send back.
    public var response: JSONRPCMessage {
        .errorResponse(id: id, error: error)
    }

    public var description: String {
        "\(error.message) (id \(id?.description ?? "null"))"
    }
}
