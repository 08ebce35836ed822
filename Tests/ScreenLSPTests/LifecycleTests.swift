import JSONRPC
import XCTest

/// The LSP lifecycle and every error code the server answers with.
final class LifecycleTests: XCTestCase {
    func testInitializeAnnouncesCapabilitiesAndShutdownExitsWithZero() throws {
        let client = TestClient()
        let result = try client.initialize()
        let capabilities = try XCTUnwrap(result["capabilities"])
        XCTAssertEqual(capabilities["positionEncoding"], "utf-16")
        XCTAssertEqual(capabilities["textDocumentSync"], ["openClose": true, "change": 2, "save": false])
        XCTAssertNil(capabilities["diagnosticProvider"], "push clients are not offered pull diagnostics")
        XCTAssertEqual(result["serverInfo"]?["name"], "screenkit")
        XCTAssertEqual(try client.request("shutdown"), .response(id: 2, result: .null))
        client.notify("exit")
        XCTAssertEqual(client.waitForExit(), 0)
    }

    func testExitWithoutShutdownExitsWithOne() throws {
        let client = TestClient()
        try client.initialize()
        client.notify("exit")
        XCTAssertEqual(client.waitForExit(), 1)
    }

    func testExitBeforeInitializeExitsWithOne() {
        let client = TestClient()
        client.notify("exit")
        XCTAssertEqual(client.waitForExit(), 1)
    }

    func testEndOfInputEndsTheServer() throws {
        let client = TestClient()
        try client.initialize()
        client.close()
        XCTAssertEqual(client.waitForExit(), 1)
    }

    func testRequestsBeforeInitializeGetServerNotInitialized() throws {
        let client = TestClient()
        XCTAssertEqual(try client.errorCode("shutdown"), ResponseError.serverNotInitialized)
        XCTAssertEqual(try client.errorCode("textDocument/diagnostic", ["textDocument": ["uri": "untitled:1"]]), ResponseError.serverNotInitialized)
        // Notifications before initialize are dropped, not answered.
        client.open("untitled:1", "screen A { @ }")
        try client.initialize()
        XCTAssertFalse(client.receives(within: 0.3) { if case .notification("textDocument/publishDiagnostics", _) = $0 { return true }; return false })
    }

    func testUnknownRequestGetsMethodNotFoundAndUnknownNotificationsAreIgnored() throws {
        let client = TestClient()
        try client.initialize()
        XCTAssertEqual(try client.errorCode("textDocument/unknownThing", [:]), ResponseError.methodNotFound)
        client.notify("workspace/somethingNew", ["x": 1])
        client.notify("$/setTrace", ["value": "verbose"])
        client.notify("$/progress", ["token": 1, "value": [:]])
        XCTAssertNil(try client.errorCode("shutdown"))
    }

    func testSecondInitializeIsAnInvalidRequest() throws {
        let client = TestClient()
        try client.initialize()
        XCTAssertEqual(try client.errorCode("initialize", ["capabilities": [:]]), ResponseError.invalidRequest)
    }

    func testRequestsAfterShutdownGetInvalidRequest() throws {
        let client = TestClient()
        try client.initialize()
        XCTAssertNil(try client.errorCode("shutdown"))
        XCTAssertEqual(try client.errorCode("shutdown"), ResponseError.invalidRequest)
        XCTAssertEqual(try client.errorCode("textDocument/diagnostic", ["textDocument": ["uri": "untitled:1"]]), ResponseError.invalidRequest)
        client.notify("exit")
        XCTAssertEqual(client.waitForExit(), 0)
    }

    func testWrongParamsGetInvalidParams() throws {
        let client = TestClient()
        XCTAssertEqual(try client.errorCode("initialize", ["capabilities": 5]), ResponseError.invalidParams)
        XCTAssertEqual(try client.errorCode("initialize", ["processId": "one", "capabilities": [:]]), ResponseError.invalidParams)
        XCTAssertEqual(try client.errorCode("initialize", ["capabilities": ["general": ["positionEncodings": "utf-8"]]]), ResponseError.invalidParams)
        XCTAssertEqual(try client.errorCode("initialize", [1, 2]), ResponseError.invalidParams)
        try client.initialize()
        XCTAssertEqual(try client.errorCode("textDocument/diagnostic", [:]), ResponseError.invalidParams)
        XCTAssertEqual(try client.errorCode("textDocument/diagnostic", ["textDocument": ["uri": 7]]), ResponseError.invalidParams)
        XCTAssertEqual(try client.errorCode("textDocument/diagnostic"), ResponseError.invalidParams)
        XCTAssertEqual(try client.errorCode("workspace/diagnostic", ["previousResultIds": [["uri": "a"]]]), ResponseError.invalidParams)
        guard case .errorResponse(_, let error) = try client.request("textDocument/diagnostic", ["textDocument": ["uri": 7]]) else {
            return XCTFail("expected an error")
        }
        XCTAssertTrue(error.message.contains("textDocument.uri must be a string"), error.message)
    }

    func testUnparsableJSONGetsParseErrorWithNullID() throws {
        let client = TestClient()
        client.sendRaw(MessageFramer.frame(Array(#"{"jsonrpc":"2.0","id":1,"method":"#.utf8)))
        let answer = try client.next("a parse error") { if case .errorResponse(nil, _) = $0 { return true }; return false }
        guard case .errorResponse(nil, let error) = answer else { return XCTFail("\(answer)") }
        XCTAssertEqual(error.code, ResponseError.parseError)
    }

    func testInvalidMessagesGetInvalidRequest() throws {
        let client = TestClient()
        for body in [#"{"jsonrpc":"1.0","id":7,"method":"shutdown"}"#, #"{"jsonrpc":"2.0","id":8,"method":5}"#, #"[{"jsonrpc":"2.0","id":9,"method":"shutdown"}]"#] {
            client.sendRaw(MessageFramer.frame(Array(body.utf8)))
            let answer = try client.next("an invalid request error") { if case .errorResponse = $0 { return true }; return false }
            guard case .errorResponse(_, let error) = answer else { return XCTFail("\(answer)") }
            XCTAssertEqual(error.code, ResponseError.invalidRequest, body)
        }
        try client.initialize()
    }

    func testCancelledRequestsStillQueuedGetRequestCancelled() throws {
        let client = TestClient()
        try client.initialize()
        // A big document keeps the loop busy while the requests and their cancellations queue.
        client.open("untitled:big", BusyDocument.text)
        let ids = (0..<5).map { _ in client.sendRequest("textDocument/diagnostic", ["textDocument": ["uri": "untitled:big"]]) }
        for id in ids { client.notify("$/cancelRequest", ["id": id.jsonValue]) }
        var cancelled = 0
        for id in ids {
            let answer = try client.response(to: id)
            if case .errorResponse(_, let error) = answer {
                XCTAssertEqual(error.code, ResponseError.requestCancelled)
                cancelled += 1
            }
        }
        // The loop was still analysing the document when the cancellations arrived.
        XCTAssertGreaterThan(cancelled, 0)
        client.sendRequest("shutdown")
        XCTAssertEqual(try client.errorCode("textDocument/diagnostic", ["textDocument": ["uri": "untitled:big"]]), ResponseError.invalidRequest)
    }

    func testCancelOfUnknownOrAnsweredRequestIsHarmless() throws {
        let client = TestClient()
        try client.initialize()
        client.notify("$/cancelRequest", ["id": 999])
        client.notify("$/cancelRequest", ["id": "nope"])
        client.notify("$/cancelRequest", ["id": [1]])
        client.notify("$/cancelRequest")
        XCTAssertNil(try client.errorCode("shutdown"))
    }
}
