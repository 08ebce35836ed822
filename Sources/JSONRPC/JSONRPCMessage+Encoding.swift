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

extension JSONRPCMessage {
    /// The body of a response whose result is already JSON text, members in the order of
    /// `jsonValue` (not yet framed).
    public static func serializedResponse(id: RequestID, result: JSONText) -> [UInt8] {
        JSONText(object: ["jsonrpc": version, "id": JSONText(id.jsonValue), "result": result]).bytes
    }

    /// The body of a notification whose params are already JSON text (not yet framed).
    public static func serializedNotification(method: String, params: JSONText) -> [UInt8] {
        JSONText(object: ["jsonrpc": version, "method": JSONText(.string(method)), "params": params]).bytes
    }

    private static let version = JSONText("2.0")
}
