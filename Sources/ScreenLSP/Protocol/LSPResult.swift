import JSONRPC

/// What a request is answered with, as the response carries it: a JSON value, or text
/// serialised already (in part from a cache).
protocol LSPResult {
    var resultJSON: ResultJSON { get }
}

enum ResultJSON {
    case value(JSONValue)
    case text(JSONText)
}

extension LSPResult where Self: JSONEncodable {
    var resultJSON: ResultJSON { .value(json) }
}

extension Optional: LSPResult where Wrapped: LSPResult {
    var resultJSON: ResultJSON { self?.resultJSON ?? .value(.null) }
}

extension Array: LSPResult where Element: JSONEncodable {
    var resultJSON: ResultJSON { .value(.array(map(\.json))) }
}

/// The result of a request answered with null (`shutdown`).
struct NullResult: Sendable, JSONEncodable, LSPResult {
    var json: JSONValue { .null }
}
