import JSONRPC

/// A protocol value read from JSON. `path` names where it sits in the params
/// (`contentChanges[2].range`) so that a -32602 answer says exactly what was wrong.
protocol JSONDecodable {
    init(json: JSONValue, at path: String) throws(InvalidParams)
}

/// A protocol value written as JSON; as a request's result it is that JSON.
protocol JSONEncodable: LSPResult {
    var json: JSONValue { get }
}
