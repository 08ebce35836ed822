import JSONRPC
import XCTest

/// Whatever a client sends, the server neither crashes nor hangs: after each abuse it still
/// answers a normal request.
final class ProtocolAbuseTests: XCTestCase {
    /// A client past `initialize`, with a document open.
    private func session() throws -> TestClient {
        let client = TestClient()
        try client.initialize()
        client.open("untitled:doc", "screen A { Label \"x\" }")
        _ = try client.publishedDiagnostics("untitled:doc", version: 1)
        return client
    }

    /// The server answers a normal request (a pull of the open document's diagnostics).
    private func assertStillAnswers(_ client: TestClient, file: StaticString = #filePath, line: UInt = #line) {
        do {
            let report = try client.result("textDocument/diagnostic", ["textDocument": ["uri": "untitled:doc"]], file: file, line: line)
            XCTAssertEqual(report["kind"], "full", file: file, line: line)
        } catch {
            XCTFail("no answer after the abuse: \(error)", file: file, line: line)
        }
    }

    private func framed(_ body: String) -> [UInt8] {
        MessageFramer.frame(Array(body.utf8))
    }

    func testGarbageBytes() throws {
        let client = try session()
        client.sendRaw([0, 1, 2, 0xFF, 0xFE] + Array("garbage\r\n\r\nmore garbage\n".utf8))
        client.sendRaw((0..<4096).map { UInt8(truncatingIfNeeded: $0 &* 31) })
        assertStillAnswers(client)
    }

    func testMissingContentLength() throws {
        let client = try session()
        client.sendRaw("Content-Type: application/vscode-jsonrpc; charset=utf-8\r\n\r\n{\"jsonrpc\":\"2.0\",\"id\":99,\"method\":\"shutdown\"}")
        assertStillAnswers(client)
    }

    func testWrongContentLengths() throws {
        let client = try session()
        let body = #"{"jsonrpc":"2.0","id":98,"method":"shutdown"}"#
        client.sendRaw("Content-Length: -5\r\n\r\n" + body)
        client.sendRaw("Content-Length: abc\r\n\r\n" + body)
        client.sendRaw("Content-Length: 99999999999999999999999\r\n\r\n" + body)
        client.sendRaw("Content-Length: 3\r\nContent-Length: 4\r\n\r\n" + body)
        // Too short: the body is cut, answered with a parse error; the rest is skipped.
        client.sendRaw("Content-Length: 10\r\n\r\n" + body)
        assertStillAnswers(client)
        // Too long: the next message is swallowed into this body; the one after is answered.
        client.sendRaw("Content-Length: 60\r\n\r\n{\"jsonrpc\":\"2.0\"}")
        client.sendRequest("textDocument/diagnostic", ["textDocument": ["uri": "untitled:doc"]])
        assertStillAnswers(client)
        XCTAssertFalse(client.unclaimedMessages.contains { if case .response(98, _) = $0 { return true }; return false },
                       "a shutdown inside a broken frame must not run")
    }

    func testInvalidJSON() throws {
        let client = try session()
        for body in ["{", "{\"jsonrpc\":\"2.0\",}", "nul", "{\"a\":1} trailing", "", "   ", "1e999999", "{\"id\":1,\"id\":}"] {
            client.sendRaw(framed(body))
        }
        assertStillAnswers(client)
        let parseErrors = client.unclaimedMessages.filter { if case .errorResponse(nil, let error) = $0 { return error.code == ResponseError.parseError }; return false }
        XCTAssertGreaterThanOrEqual(parseErrors.count, 7)
    }

    func testInvalidUTF8() throws {
        let client = try session()
        var body = Array(#"{"jsonrpc":"2.0","id":5,"method":"textDocument/diagnostic","params":{"textDocument":{"uri":"untitled:"#.utf8)
        body += [0xC3, 0x28, 0xED, 0xA0, 0x80, 0xF8]
        body += Array(#""}}}"#.utf8)
        client.sendRaw(MessageFramer.frame(body))
        let answer = try client.next("a parse error") { if case .errorResponse = $0 { return true }; return false }
        guard case .errorResponse(_, let error) = answer else { return XCTFail() }
        XCTAssertEqual(error.code, ResponseError.parseError)
        // Escaped lone surrogates are valid JSON syntax; they must not crash either.
        client.sendRaw(framed(#"{"jsonrpc":"2.0","method":"textDocument/didChange","params":{"textDocument":{"uri":"untitled:doc","version":2},"contentChanges":[{"text":"screen A { Label \"\ud800\udc00\ud800\" }"}]}}"#))
        assertStillAnswers(client)
    }

    func testDeeplyNestedJSON() throws {
        let client = try session()
        let depth = 100_000
        client.sendRaw(framed(String(repeating: "[", count: depth) + String(repeating: "]", count: depth)))
        client.sendRaw(framed(#"{"jsonrpc":"2.0","id":3,"method":"textDocument/diagnostic","params":{"textDocument":"# + String(repeating: "{\"a\":", count: depth) + "1" + String(repeating: "}", count: depth) + "}}"))
        // Nested deep, but within the parser's limit: the wrong shape is invalid params.
        let nested = String(repeating: "[", count: 200) + String(repeating: "]", count: 200)
        XCTAssertEqual(try client.errorCode("textDocument/diagnostic", try JSONValue.parse(#"{"textDocument":\#(nested)}"#)), ResponseError.invalidParams)
        assertStillAnswers(client)
    }

    func testWrongParameterTypes() throws {
        let client = try session()
        let wrong: [(String, JSONValue?)] = [
            ("textDocument/didOpen", ["textDocument": ["uri": "untitled:x", "version": "1", "text": "screen"]]),
            ("textDocument/didOpen", ["textDocument": ["uri": "untitled:x", "version": 1, "text": 5]]),
            ("textDocument/didOpen", [1, 2, 3]),
            ("textDocument/didOpen", nil),
            ("textDocument/didChange", ["textDocument": ["uri": "untitled:doc", "version": 2], "contentChanges": "all"]),
            ("textDocument/didChange", ["textDocument": ["uri": "untitled:doc", "version": 2], "contentChanges": [["range": ["start": ["line": "0", "character": 0], "end": ["line": 0, "character": 0]], "text": "x"]]]),
            ("textDocument/didChange", ["textDocument": ["uri": "untitled:doc", "version": 2.5], "contentChanges": []]),
            ("textDocument/didChange", ["textDocument": ["uri": "untitled:doc", "version": 2], "contentChanges": [["range": ["start": ["line": 1e300, "character": 0], "end": ["line": 0, "character": 0]], "text": "x"]]]),
            ("textDocument/didClose", ["textDocument": "untitled:doc"]),
            ("workspace/didChangeWatchedFiles", ["changes": [["uri": 1, "type": 1]]]),
        ]
        for (method, params) in wrong {
            client.notify(method, params)
        }
        for params: JSONValue in [["textDocument": ["uri": ["x"]]], ["textDocument": []], [:], [1]] {
            XCTAssertEqual(try client.errorCode("textDocument/diagnostic", params), ResponseError.invalidParams, "\(params)")
        }
        let document: JSONValue = ["uri": "untitled:doc"]
        let wrongRequests: [(String, JSONValue)] = [
            ("textDocument/hover", ["textDocument": document, "position": ["line": "0", "character": 0]]),
            ("textDocument/completion", ["textDocument": document]),
            ("textDocument/documentSymbol", ["textDocument": 5]),
            ("textDocument/codeAction", ["textDocument": document, "range": ["start": ["line": 0, "character": 0], "end": ["line": 0, "character": 0]], "context": ["diagnostics": "all"]]),
            ("textDocument/codeAction", ["textDocument": document, "range": ["start": ["line": 0, "character": 0], "end": ["line": 0, "character": 0]], "context": ["diagnostics": [["range": ["start": ["line": 0, "character": 0], "end": ["line": 0, "character": 0]], "message": "m", "code": [1]]]]]),
        ]
        for (method, params) in wrongRequests {
            XCTAssertEqual(try client.errorCode(method, params), ResponseError.invalidParams, "\(method) \(params)")
        }
        client.notify("workspace/didChangeConfiguration", ["settings": ["screenkit": ["rules": [1, 2], "locale": 7]]])
        client.notify("workspace/didChangeConfiguration", [1])
        // JSON-RPC itself allows only arrays and objects as params.
        for params: JSONValue in ["text", 42, true] {
            XCTAssertEqual(try client.errorCode("textDocument/diagnostic", params), ResponseError.invalidRequest, "\(params)")
        }
        // The open document was not disturbed by any of it.
        XCTAssertEqual(try client.result("textDocument/diagnostic", ["textDocument": ["uri": "untitled:doc"]])["items"], [])
    }

    func testOddRequestIDs() throws {
        let client = try session()
        for body in [#"{"jsonrpc":"2.0","id":1.5,"method":"shutdown"}"#, #"{"jsonrpc":"2.0","id":null,"method":"shutdown"}"#,
                     #"{"jsonrpc":"2.0","id":[1],"method":"shutdown"}"#, #"{"jsonrpc":"2.0","id":{"a":1},"method":"shutdown"}"#] {
            client.sendRaw(framed(body))
            let answer = try client.next("an error for \(body)") { if case .errorResponse(nil, _) = $0 { return true }; return false }
            guard case .errorResponse(_, let error) = answer else { return XCTFail() }
            XCTAssertEqual(error.code, ResponseError.invalidRequest, body)
        }
        // Responses to requests the server never sent are ignored.
        client.sendRaw(framed(#"{"jsonrpc":"2.0","id":12345,"result":{"x":1}}"#))
        client.sendRaw(framed(#"{"jsonrpc":"2.0","id":"zz","error":{"code":1,"message":"?"}}"#))
        // String ids and huge integer ids are answered with the same id.
        XCTAssertEqual(try client.errorCode("nothing/here"), ResponseError.methodNotFound)
        client.sendRaw(framed(#"{"jsonrpc":"2.0","id":"s-1","method":"nothing/here"}"#))
        _ = try client.response(to: "s-1")
        client.sendRaw(framed(#"{"jsonrpc":"2.0","id":9223372036854775807,"method":"nothing/here"}"#))
        _ = try client.response(to: .integer(Int64.max))
        assertStillAnswers(client)
    }

    func testAFiftyMegabyteDocument() throws {
        let client = try session()
        // The size is the point: the bulk is comment lines (with Chinese and emoji, so that
        // positions are counted through them), which every layer must still read; the screen
        // at the end has one error.
        let line = "// 收件匣 📬 lorem ipsum dolor sit amet\n"
        let text = String(repeating: line, count: 50_000_000 / line.utf8.count) + "screen Tail { @@ }\n"
        client.open("untitled:big", text)
        let published = try client.publishedDiagnostics("untitled:big", version: 1, timeout: 120)
        XCTAssertEqual(published["diagnostics"]?.arrayValue?.count, 1)
        // An edit at its very end is applied in place.
        let lastLine = text.utf8.reduce(0) { $1 == UInt8(ascii: "\n") ? $0 + 1 : $0 } - 1
        client.change("untitled:big", version: 2, [["range": ["start": ["line": .integer(Int64(lastLine)), "character": 14], "end": ["line": .integer(Int64(lastLine)), "character": 16]], "text": ""]])
        XCTAssertEqual(try client.publishedDiagnostics("untitled:big", version: 2, timeout: 120)["diagnostics"], [])
        assertStillAnswers(client)
    }

    func testManyMessagesInOneWrite() throws {
        let client = try session()
        var burst: [UInt8] = []
        for index in 0..<500 {
            burst += MessageFramer.frame(JSONRPCMessage.request(id: .integer(Int64(10_000 + index)), method: "nothing/here", params: nil).serialized())
        }
        client.sendRaw(burst)
        for index in 0..<500 {
            _ = try client.response(to: .integer(Int64(10_000 + index)))
        }
        assertStillAnswers(client)
    }

    func testExitWithoutShutdownAfterAbuse() throws {
        let client = try session()
        client.sendRaw("Content-Length: 5\r\n\r\n{{{{{")
        assertStillAnswers(client)
        client.notify("exit")
        XCTAssertEqual(client.waitForExit(), 1)
    }
}
