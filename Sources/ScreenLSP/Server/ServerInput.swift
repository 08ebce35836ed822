import JSONRPC

/// One thing for the server loop to handle, in arrival order.
enum ServerInput: Sendable {
    case message(JSONRPCMessage)
    /// A body that is not JSON or not JSON-RPC; `error.response` is its answer.
    case invalidMessage(InvalidMessageError)
    case framingError(FramingError)
    case readFailed(errno: Int32)
    case endOfInput
    /// A request cancelled while it waited in the inbox: answer -32800 in its place.
    case cancelledRequest(id: RequestID, method: String)
    /// Workspace files the poller saw created, changed or deleted.
    case filesChangedOnDisk([DiskChange])

    init(_ event: JSONRPCConnection.Event) {
        switch event {
        case .message(let message): self = .message(message)
        case .invalidMessage(let error): self = .invalidMessage(error)
        case .framingError(let error): self = .framingError(error)
        case .readFailed(let errno): self = .readFailed(errno: errno)
        case .endOfInput: self = .endOfInput
        }
    }

    /// The method of a request or notification.
    var method: String? {
        switch self {
        case .message(.request(_, let method, _)), .message(.notification(let method, _)): return method
        default: return nil
        }
    }

    /// The params of a `textDocument/didChange` notification, nil for any other input.
    var didChangeParams: JSONValue? {
        guard case .message(.notification("textDocument/didChange", let params)) = self else { return nil }
        return params ?? .null
    }
}

/// A file under a workspace folder that appeared, changed or went away.
struct DiskChange: Sendable, Equatable {
    var path: String
    var kind: FileEvent.Kind
}
