extension JSONRPCMessage {
    /// Decodes a parsed message. Every failure is an invalid request (-32600); its id is the
    /// message's own when that id is an integer or string, so the client can match the answer.
    ///
    /// `"params": null` is read as absent: JSON-RPC forbids it, but some clients send it with
    /// `shutdown` and `exit`, and refusing those would only break the session's end.
    public init(decoding value: JSONValue) throws(InvalidMessageError) {
        guard case .object(let object) = value else {
            if case .array = value {
                throw Self.invalid(nil, "batches are not supported")
            }
            throw Self.invalid(nil, "a JSON-RPC message must be an object")
        }
        let idValue = object["id"]
        let usableID = idValue.flatMap(RequestID.init)
        guard object["jsonrpc"] == "2.0" else {
            throw Self.invalid(usableID, "\"jsonrpc\" must be \"2.0\"")
        }
        if let methodValue = object["method"] {
            self = try Self.decodeCall(object, method: methodValue, idValue: idValue, usableID: usableID)
        } else {
            self = try Self.decodeResponse(object, idValue: idValue, usableID: usableID)
        }
    }

    /// Parses and decodes a message body; a parse failure is the -32700 answer with id null.
    public static func decode(_ body: [UInt8]) -> Result<JSONRPCMessage, InvalidMessageError> {
        let value: JSONValue
        do {
            value = try JSONValue.parse(body)
        } catch {
            let failure = ResponseError(code: ResponseError.parseError, message: error.description)
            return .failure(InvalidMessageError(id: nil, error: failure))
        }
        let decoded = Result { () throws(InvalidMessageError) in try JSONRPCMessage(decoding: value) }
        guard case .success(let message) = decoded, LoneSurrogateEscape.occurs(in: body) else { return decoded }
        // A lone surrogate would be read as U+FFFD and the client answered about a string it
        // never sent: a request is refused with its id, anything else is dropped.
        let refusal = ResponseError(code: ResponseError.invalidParams, message: "the message escapes a lone UTF-16 surrogate (such as \\ud800), which is no Unicode text")
        if case .request(let id, _, _) = message {
            return .failure(InvalidMessageError(id: id, error: refusal))
        }
        return .failure(InvalidMessageError(id: nil, error: refusal, needsAnswer: false))
    }

    private static func decodeCall(
        _ object: JSONObject, method methodValue: JSONValue, idValue: JSONValue?, usableID: RequestID?
    ) throws(InvalidMessageError) -> JSONRPCMessage {
        guard case .string(let method) = methodValue else {
            throw invalid(usableID, "\"method\" must be a string")
        }
        let params: JSONValue?
        switch object["params"] {
        case nil, .null?: params = nil
        case .array?, .object?: params = object["params"]
        case _?: throw invalid(usableID, "\"params\" must be an array or an object")
        }
        guard idValue != nil else {
            return .notification(method: method, params: params)
        }
        guard let id = usableID else {
            throw invalid(nil, "a request id must be an integer or a string")
        }
        return .request(id: id, method: method, params: params)
    }

    private static func decodeResponse(
        _ object: JSONObject, idValue: JSONValue?, usableID: RequestID?
    ) throws(InvalidMessageError) -> JSONRPCMessage {
        let result = object["result"]
        let errorValue = object["error"]
        switch (result, errorValue) {
        case (let result?, nil):
            guard let id = usableID else {
                throw invalid(nil, "a response needs an integer or string id")
            }
            return .response(id: id, result: result)
        case (nil, let errorValue?):
            guard let error = ResponseError(errorValue) else {
                throw invalid(usableID, "\"error\" needs an integer code and a string message")
            }
            // An error response may carry id null (its request had no usable id).
            guard usableID != nil || idValue == .null else {
                throw invalid(nil, "an error response needs an integer, string or null id")
            }
            return .errorResponse(id: usableID, error: error)
        case (nil, nil):
            throw invalid(usableID, "a message needs \"method\", \"result\" or \"error\"")
        case (_?, _?):
            throw invalid(usableID, "a response cannot have both \"result\" and \"error\"")
        }
    }

    private static func invalid(_ id: RequestID?, _ message: String) -> InvalidMessageError {
        InvalidMessageError(id: id, error: ResponseError(code: ResponseError.invalidRequest, message: message))
    }
}
