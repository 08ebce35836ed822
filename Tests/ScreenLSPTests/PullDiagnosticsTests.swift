import JSONRPC
import XCTest

/// `textDocument/diagnostic` and `workspace/diagnostic` for clients that pull.
final class PullDiagnosticsTests: XCTestCase {
    private func pullClient(_ extra: JSONObject = [:]) throws -> (TestClient, JSONValue) {
        let client = TestClient()
        let result = try client.initialize(capabilities: ["textDocument": ["diagnostic": ["dynamicRegistration": false, "relatedDocumentSupport": false]], "workspace": ["diagnostics": ["refreshSupport": true]]], extra)
        return (client, result)
    }

    private func report(_ client: TestClient, _ uri: String, previous: String? = nil) throws -> JSONValue {
        var params: JSONObject = ["textDocument": ["uri": .string(uri)]]
        if let previous { params["previousResultId"] = .string(previous) }
        return try client.result("textDocument/diagnostic", .object(params))
    }

    func testPullClientsAreOfferedPullDiagnosticsAndGetNoPushes() throws {
        let (client, result) = try pullClient()
        XCTAssertEqual(result["capabilities"]?["diagnosticProvider"], ["identifier": "screenkit", "interFileDependencies": true, "workspaceDiagnostics": true])
        client.open("untitled:1", "screen A { @@ }")
        let full = try report(client, "untitled:1")
        XCTAssertEqual(full["kind"], "full")
        XCTAssertEqual(DiagnosticSummary.list(full["items"]), DiagnosticSummary.expected(for: "screen A { @@ }", in: .utf16))
        XCTAssertFalse(client.unclaimedMessages.contains { if case .notification("textDocument/publishDiagnostics", _) = $0 { return true }; return false })
    }

    func testResultIDsTellUnchangedReports() throws {
        let (client, _) = try pullClient()
        client.open("untitled:1", "screen A { @@ }\n// note")
        let first = try report(client, "untitled:1")
        let firstID = try XCTUnwrap(first["resultId"]?.stringValue)
        XCTAssertEqual(try report(client, "untitled:1", previous: firstID), ["kind": "unchanged", "resultId": .string(firstID)])
        // An edit after the error leaves the diagnostics as they were.
        client.change("untitled:1", version: 2, [["range": ["start": ["line": 1, "character": 7], "end": ["line": 1, "character": 7]], "text": "s"]])
        XCTAssertEqual(try report(client, "untitled:1", previous: firstID)["kind"], "unchanged")
        // One that moves the error gives a new full report.
        client.change("untitled:1", version: 3, [["range": ["start": ["line": 0, "character": 0], "end": ["line": 0, "character": 0]], "text": "\n"]])
        let moved = try report(client, "untitled:1", previous: firstID)
        XCTAssertEqual(moved["kind"], "full")
        XCTAssertNotEqual(moved["resultId"]?.stringValue, firstID)
        XCTAssertEqual(DiagnosticSummary.list(moved["items"]).first?.start.line, 1)
    }

    func testUnknownDocumentsHaveAnEmptyReport() throws {
        let (client, _) = try pullClient()
        let report = try report(client, "file:///nowhere/x.screen")
        XCTAssertEqual(report["kind"], "full")
        XCTAssertEqual(report["items"], [])
    }

    func testWorkspaceReportCoversOpenAndDiskFilesAndWaitsForNews() throws {
        let workspace = try TemporaryWorkspace()
        try workspace.write("disk.screen", "screen D { @@ }")
        let (client, _) = try pullClient(["workspaceFolders": workspace.workspaceFolders])
        client.open("untitled:open", "screen O { %% }", version: 7)
        let report = try client.result("workspace/diagnostic", ["previousResultIds": []])
        let items = try XCTUnwrap(report["items"]?.arrayValue).sorted { ($0["uri"]?.stringValue ?? "") < ($1["uri"]?.stringValue ?? "") }
        XCTAssertEqual(items.map { $0["uri"] }, [.string(workspace.uri("disk.screen")), "untitled:open"])
        XCTAssertEqual(items.map { $0["version"] }, [.null, 7])
        XCTAssertEqual(items.map { $0["kind"] }, ["full", "full"])
        XCTAssertEqual(items.map { $0["items"]?.arrayValue?.count }, [1, 1])

        // With every result current, the request waits until something changes.
        let previous: [JSONValue] = items.map { ["uri": $0["uri"] ?? .null, "value": $0["resultId"] ?? .null] }
        let id = client.sendRequest("workspace/diagnostic", ["previousResultIds": .array(previous)])
        XCTAssertFalse(client.receives(within: 0.3) { if case .response(id, _) = $0 { return true }; return false })
        client.change("untitled:open", version: 8, [["text": "screen O { }"]])
        guard case .response(_, let news) = try client.response(to: id) else { return XCTFail("expected a report") }
        let changed = (news["items"]?.arrayValue ?? []).filter { $0["kind"] == "full" }
        XCTAssertEqual(changed.map { $0["uri"] }, ["untitled:open"])
        XCTAssertEqual(changed.first?["items"], [])
        XCTAssertEqual(changed.first?["version"], 8)
    }

    func testHeldRequestIsAnsweredAtShutdown() throws {
        let (client, _) = try pullClient()
        let id = client.sendRequest("workspace/diagnostic", ["previousResultIds": []])
        XCTAssertNil(try client.errorCode("shutdown"))
        guard case .response(_, let report) = try client.response(to: id) else { return XCTFail("expected a report") }
        XCTAssertEqual(report, ["items": []])
    }

    func testClosedFilesAreClearedInTheWorkspaceReport() throws {
        let (client, _) = try pullClient()
        client.open("untitled:gone", "screen G { @@ }")
        let first = try client.result("workspace/diagnostic", ["previousResultIds": []])
        let resultID = try XCTUnwrap(first["items"]?[0]?["resultId"])
        client.notify("textDocument/didClose", ["textDocument": ["uri": "untitled:gone"]])
        let second = try client.result("workspace/diagnostic", ["previousResultIds": [["uri": "untitled:gone", "value": resultID]]])
        XCTAssertEqual(second["items"]?[0]?["uri"], "untitled:gone")
        XCTAssertEqual(second["items"]?[0]?["items"], [])
    }
}
