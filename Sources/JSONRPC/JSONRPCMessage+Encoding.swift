extension JSONRPCMessage {
    /// The message's JSON form, members in the conventional order (jsonrpc, id, method, ...).
    public var jsonValue: JSONValue {
        var object: JSONObject = ["jsonrpc": "2.0"]
        switch self {
        case .request(let id, let method, let params):
            object["id"] = id.jsonValue
            object["method"] = .string(method)
            if let params { object["params"] = params }
        case .notification(let method, let params):
            object["method"] = .string(method)
            if let params { object["params"] = params }
        case .response(let id, let result):
            object["id"] = id.jsonValue
            object["result"] = result
        case .errorResponse(let id, let error):
            object["id"] = id?.jsonValue ?? .null
            object["error"] = error.jsonValue
        }
        return .object(object)
    }

    /// The message body as compact JSON (not yet framed).
    public func serialized() -> [UInt8] {
        jsonValue.serialized()
    }
}
