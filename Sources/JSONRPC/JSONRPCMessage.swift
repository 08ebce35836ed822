/// One JSON-RPC 2.0 message as LSP uses it.
///
/// `params` is nil when absent; when present it is an array or an object. Batches (a JSON
/// array of messages) are not modelled: LSP never sends them, so decoding rejects them with
/// -32600 instead of carrying code nobody exercises.
public enum JSONRPCMessage: Sendable, Equatable {
    case request(id: RequestID, method: String, params: JSONValue?)
    case notification(method: String, params: JSONValue?)
    case response(id: RequestID, result: JSONValue)
    /// `id` is nil (written as null) when the request it answers had no usable id.
    case errorResponse(id: RequestID?, error: ResponseError)
}
