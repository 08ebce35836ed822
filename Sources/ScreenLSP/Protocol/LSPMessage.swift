import JSONRPC

/// A request the client sends: the method it names, the params it carries and the result it
/// is answered with. The edge decodes `Params` once, in `MessageRoutes`, and routes by type.
protocol LSPRequest {
    associatedtype Params: JSONDecodable
    associatedtype Result: LSPResult
    static var method: String { get }
}

/// A notification the client sends.
protocol LSPNotification {
    associatedtype Params: JSONDecodable
    static var method: String { get }
}

/// A request the server sends the client; the answer comes back as a response input.
protocol LSPServerRequest {
    associatedtype Params: JSONEncodable
    static var method: String { get }
}

/// A notification the server sends the client.
protocol LSPServerNotification {
    associatedtype Params: JSONEncodable
    static var method: String { get }
}

/// Params of a message that carries none the server reads (`shutdown`, `initialized`,
/// `exit`, `workspace/diagnostic/refresh`). Whatever a client sends there is accepted.
struct NoParams: Sendable, JSONDecodable, JSONEncodable {
    init() {}

    init(json: JSONValue, at path: String) throws(InvalidParams) {}

    var json: JSONValue { .null }
}
