/// Why a JSON value is not a valid JSON-RPC message, with what is needed to answer it:
/// send `.errorResponse(id: id, error: error)` (id is nil when the message had no usable id).
public struct InvalidMessageError: Error, Sendable, Equatable, CustomStringConvertible {
    public var id: RequestID?
    public var error: ResponseError
    /// False for a notification or a response that was refused: JSON-RPC answers neither.
    public var needsAnswer: Bool

    public init(id: RequestID?, error: ResponseError, needsAnswer: Bool = true) {
        self.id = id
        self.error = error
        self.needsAnswer = needsAnswer
    }

    /// The error response to send back.
    public var response: JSONRPCMessage {
        .errorResponse(id: id, error: error)
    }

    public var description: String {
        "\(error.message) (id \(id?.description ?? "null"))"
    }
}
