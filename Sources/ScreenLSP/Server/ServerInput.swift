import JSONRPC

/// One thing for the server loop to handle, in arrival order.
enum ServerInput: Sendable {
    case message(JSONRPCMessage)
    /// A body that is not JSON or not JSON-RPC; `error.response` is its answer.
    case invalidMessage(InvalidMessageError)
    case framingError(FramingError)
    case readFailed(errno: Int32)
    case endOfInput
    /// Workspace files the poller saw created, changed or deleted.
    case filesChangedOnDisk([DiskChange])
    /// A file's diagnostics, made off the loop by the diagnostics worker.
    case diagnosticsMade(DiagnosticsWorker.Made)

    init(_ event: JSONRPCConnection.Event) {
        switch event {
        case .message(let message): self = .message(message)
        case .invalidMessage(let error): self = .invalidMessage(error)
        case .framingError(let error): self = .framingError(error)
        case .readFailed(let errno): self = .readFailed(errno: errno)
        case .endOfInput: self = .endOfInput
        }
    }
}

/// A file under a workspace folder that appeared, changed or went away.
struct DiskChange: Sendable, Equatable {
    var path: String
    var kind: FileEvent.Kind
}
