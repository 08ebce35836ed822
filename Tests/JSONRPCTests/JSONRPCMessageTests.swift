import JSONRPC
import XCTest

final class JSONRPCMessageTests: XCTestCase {
    private func decode(_ text: String) throws -> JSONRPCMessage {
        try JSONRPCMessage(decoding: try JSONValue.parse(text))
    }

    private func invalid(_ text: String) -> InvalidMessageError? {
        switch JSONRPCMessage.decode(Array(text.utf8)) {
        case .success: return nil
        case .failure(let error): return error
        }
    }

    func testErrorCodes() {
        XCTAssertEqual(ResponseError.parseError, -32700)
        XCTAssertEqual(ResponseError.invalidRequest, -32600)
        XCTAssertEqual(ResponseError.methodNotFound, -32601)
        XCTAssertEqual(ResponseError.invalidParams, -32602)
        XCTAssertEqual(ResponseError.internalError, -32603)
        XCTAssertEqual(ResponseError.serverNotInitialized, -32002)
        XCTAssertEqual(ResponseError.unknownErrorCode, -32001)
        XCTAssertEqual(ResponseError.requestCancelled, -32800)
        XCTAssertEqual(ResponseError.contentModified, -32801)
        XCTAssertEqual(ResponseError.requestFailed, -32803)
    }

    func testDecodesRequests() throws {
        XCTAssertEqual(try decode(#"{"jsonrpc":"2.0","id":1,"method":"initialize","params":{"processId":null}}"#),
                       .request(id: 1, method: "initialize", params: ["processId": nil]))
        XCTAssertEqual(try decode(#"{"method":"m","id":"abc","jsonrpc":"2.0","params":[1,"x"]}"#),
                       .request(id: "abc", method: "m", params: [1, "x"]))
        XCTAssertEqual(try decode(#"{"jsonrpc":"2.0","id":0,"method":"shutdown"}"#),
                       .request(id: 0, method: "shutdown", params: nil))
        XCTAssertEqual(try decode(#"{"jsonrpc":"2.0","id":-5,"method":"shutdown","params":null}"#),
                       .request(id: -5, method: "shutdown", params: nil))
    }

    func testDecodesNotifications() throws {
        XCTAssertEqual(try decode(#"{"jsonrpc":"2.0","method":"exit"}"#), .notification(method: "exit", params: nil))
        XCTAssertEqual(try decode(#"{"jsonrpc":"2.0","method":"$/cancelRequest","params":{"id":3}}"#),
                       .notification(method: "$/cancelRequest", params: ["id": 3]))
    }

    func testDecodesResponses() throws {
        XCTAssertEqual(try decode(#"{"jsonrpc":"2.0","id":7,"result":null}"#), .response(id: 7, result: nil))
        XCTAssertEqual(try decode(#"{"jsonrpc":"2.0","id":"s","result":{"a":[1]}}"#), .response(id: "s", result: ["a": [1]]))
        XCTAssertEqual(try decode(#"{"jsonrpc":"2.0","id":7,"error":{"code":-32601,"message":"no"}}"#),
                       .errorResponse(id: 7, error: ResponseError(code: -32601, message: "no")))
        XCTAssertEqual(try decode(#"{"jsonrpc":"2.0","id":null,"error":{"code":-32700,"message":"bad","data":{"x":1}}}"#),
                       .errorResponse(id: nil, error: ResponseError(code: -32700, message: "bad", data: ["x": 1])))
    }

    func testUnparsableBodyIsParseError() {
        let error = invalid(#"{"jsonrpc":"2.0","#)
        XCTAssertEqual(error?.error.code, ResponseError.parseError)
        XCTAssertNil(error?.id)
        XCTAssertEqual(invalid("[1,]")?.error.code, ResponseError.parseError)
    }

    func testInvalidShapes() {
        // (message, expected id of the answer)
        let cases: [(String, RequestID?)] = [
            ("[]", nil),                                                        // empty batch
            (#"[{"jsonrpc":"2.0","method":"exit"}]"#, nil),                      // batch
            ("42", nil),
            (#""text""#, nil),
            (#"{"id":1,"method":"m"}"#, 1),                                     // no jsonrpc
            (#"{"jsonrpc":"1.0","id":1,"method":"m"}"#, 1),
            (#"{"jsonrpc":2.0,"id":1,"method":"m"}"#, 1),
            (#"{"jsonrpc":"2.0","id":null,"method":"m"}"#, nil),                // null id
            (#"{"jsonrpc":"2.0","id":1.5,"method":"m"}"#, nil),                 // fractional id
            (#"{"jsonrpc":"2.0","id":true,"method":"m"}"#, nil),
            (#"{"jsonrpc":"2.0","id":{"a":1},"method":"m"}"#, nil),
            (#"{"jsonrpc":"2.0","id":[1],"method":"m"}"#, nil),
            (#"{"jsonrpc":"2.0","id":2,"method":5}"#, 2),                       // method not a string
            (#"{"jsonrpc":"2.0","id":2,"method":null}"#, 2),
            (#"{"jsonrpc":"2.0","method":["m"]}"#, nil),
            (#"{"jsonrpc":"2.0","id":"x","method":"m","params":"p"}"#, "x"),    // params not structured
            (#"{"jsonrpc":"2.0","id":3,"method":"m","params":3}"#, 3),
            (#"{"jsonrpc":"2.0","method":"m","params":true}"#, nil),
            (#"{"jsonrpc":"2.0","id":4}"#, 4),                                  // neither method nor result
            (#"{"jsonrpc":"2.0"}"#, nil),
            (#"{"jsonrpc":"2.0","id":4,"result":1,"error":{"code":1,"message":"m"}}"#, 4),
            (#"{"jsonrpc":"2.0","result":1}"#, nil),                            // response without id
            (#"{"jsonrpc":"2.0","id":null,"result":1}"#, nil),
            (#"{"jsonrpc":"2.0","id":5,"error":{"code":"x","message":"m"}}"#, 5),
            (#"{"jsonrpc":"2.0","id":5,"error":{"code":1}}"#, 5),
            (#"{"jsonrpc":"2.0","id":5,"error":"boom"}"#, 5),
            (#"{"jsonrpc":"2.0","error":{"code":1,"message":"m"}}"#, nil),      // error without id member
        ]
        for (text, id) in cases {
            guard let error = invalid(text) else {
                XCTFail("accepted: \(text)")
                continue
            }
            XCTAssertEqual(error.error.code, ResponseError.invalidRequest, text)
            XCTAssertEqual(error.id, id, text)
            XCTAssertEqual(error.response, .errorResponse(id: id, error: error.error), text)
        }
    }

    func testEncoding() {
        func text(_ message: JSONRPCMessage) -> String { String(decoding: message.serialized(), as: UTF8.self) }
        XCTAssertEqual(text(.request(id: 1, method: "workspace/configuration", params: ["items": []])),
                       #"{"jsonrpc":"2.0","id":1,"method":"workspace/configuration","params":{"items":[]}}"#)
        XCTAssertEqual(text(.notification(method: "exit", params: nil)), #"{"jsonrpc":"2.0","method":"exit"}"#)
        XCTAssertEqual(text(.response(id: "a", result: nil)), #"{"jsonrpc":"2.0","id":"a","result":null}"#)
        XCTAssertEqual(text(.errorResponse(id: nil, error: ResponseError(code: ResponseError.parseError, message: "bad"))),
                       #"{"jsonrpc":"2.0","id":null,"error":{"code":-32700,"message":"bad"}}"#)
        XCTAssertEqual(text(.errorResponse(id: 2, error: ResponseError(code: -32602, message: "m", data: [1]))),
                       #"{"jsonrpc":"2.0","id":2,"error":{"code":-32602,"message":"m","data":[1]}}"#)
    }

    func testEncodeDecodeRoundTrip() throws {
        let messages: [JSONRPCMessage] = [
            .request(id: .integer(.max), method: "textDocument/hover", params: ["position": ["line": 0, "character": 3]]),
            .request(id: "中文-id-😀", method: "m", params: [1, 2.5, "x"]),
            .notification(method: "textDocument/didOpen", params: ["text": "按钮 😀\n"]),
            .response(id: .integer(.min), result: ["contents": ["kind": "markdown", "value": "**中**"]]),
            .errorResponse(id: 3, error: ResponseError(code: ResponseError.requestCancelled, message: "cancelled")),
            .errorResponse(id: nil, error: ResponseError(code: ResponseError.invalidRequest, message: "x", data: nil)),
        ]
        for message in messages {
            XCTAssertEqual(try JSONRPCMessage.decode(message.serialized()).get(), message)
        }
    }

    func testALoneSurrogateEscapeIsRefusedAndAPairIsNot() throws {
        let request = invalid(#"{"jsonrpc":"2.0","id":3,"method":"textDocument/hover","params":{"uri":"file:///\ud800.screen"}}"#)
        XCTAssertEqual(request?.id, .integer(3))
        XCTAssertEqual(request?.error.code, ResponseError.invalidParams)
        XCTAssertEqual(request?.needsAnswer, true)
        for text in [#"{"jsonrpc":"2.0","method":"didOpen","params":{"uri":"\udc00"}}"#, #"{"jsonrpc":"2.0","method":"m","params":{"a":"\ud83dx"}}"#,
                     #"{"jsonrpc":"2.0","method":"m","params":{"a":"\ud83d\ud83d"}}"#] {
            XCTAssertEqual(invalid(text)?.needsAnswer, false, text)
        }
        for text in [#"{"jsonrpc":"2.0","method":"m","params":{"a":"\ud83d\ude00"}}"#, #"{"jsonrpc":"2.0","method":"m","params":{"a":"\\ud800"}}"#] {
            XCTAssertNil(invalid(text), text)
        }
    }
}
