import JSONRPC
import ScreenSyntax
import XCTest

/// A finding in one document can depend on another (a screen pushed by name, a duplicate
/// name): when the other changes what it declares, the first is published again.
final class CrossFileTests: XCTestCase {
    private let inbox = "file:///app/inbox.screen"
    private let detail = "file:///app/detail.screen"

    private func codes(_ published: JSONValue) -> [String] {
        (published["diagnostics"]?.arrayValue ?? []).compactMap { $0["code"]?.stringValue }
    }

    func testDeclaringAScreenElsewhereClearsUnknownScreen() throws {
        let client = try TestClient.started(.utf16)
        let found = try client.openAndWait(inbox, "screen Inbox {\n    TableView { Cell \"😀 Alice\" { pushes: Detail } }\n}\n")
        XCTAssertEqual(found.compactMap { $0["code"]?.stringValue }, ["unknown-screen"])
        try client.openAndWait(detail, "screen Detai {\n}\n")
        // A new name to suggest: the finding now reads "did you mean Detai?".
        let suggested = try client.publishedDiagnostics(inbox, version: 1)
        XCTAssertTrue(suggested["diagnostics"]?[0]?["message"]?.stringValue?.contains("Detai") == true)
        // Typing the missing letter declares Detail: the inbox's finding goes away.
        client.change(detail, version: 2, [["range": ["start": ["line": 0, "character": 12], "end": ["line": 0, "character": 12]], "text": "l"]])
        XCTAssertEqual(codes(try client.publishedDiagnostics(detail, version: 2)), [])
        XCTAssertEqual(codes(try client.publishedDiagnostics(inbox, version: 1)), [])
        // And back.
        client.change(detail, version: 3, [["range": ["start": ["line": 0, "character": 12], "end": ["line": 0, "character": 13]], "text": ""]])
        XCTAssertEqual(codes(try client.publishedDiagnostics(inbox, version: 1)), ["unknown-screen"])
    }

    func testAnEditThatKeepsWhatAFileDeclaresDoesNotRepublishOthers() throws {
        let client = try TestClient.started(.utf16)
        try client.openAndWait(inbox, "screen Inbox {\n    TableView { Cell \"😀 Alice\" { pushes: Detail } }\n}\n")
        try client.openAndWait(detail, "screen Detail {\n}\n")
        XCTAssertEqual(codes(try client.publishedDiagnostics(inbox, version: 1)), [])
        client.change(detail, version: 2, [["range": ["start": ["line": 1, "character": 0], "end": ["line": 1, "character": 0]], "text": "    Label \"新\"\n"]])
        _ = try client.publishedDiagnostics(detail, version: 2)
        XCTAssertFalse(client.receives(within: 0.3) { message in
            guard case .notification("textDocument/publishDiagnostics", let params) = message else { return false }
            return params?["uri"]?.stringValue == self.inbox
        })
    }

    func testPullClientsAreAskedToPullWhenAnotherFileChangesTheirFindings() throws {
        let client = TestClient()
        try client.initialize(capabilities: TestClient.pullCapabilities)
        client.open(inbox, "screen Inbox {\n    TableView { Cell \"😀 Alice\" { pushes: Detail } }\n}\n")
        client.open(detail, "screen Other {\n}\n")
        let report = try client.result("textDocument/diagnostic", ["textDocument": ["uri": .string(inbox)]])
        XCTAssertEqual(report["items"]?.arrayValue?.compactMap { $0["code"]?.stringValue }, ["unknown-screen"])
        let refreshes = client.serverRequests.filter { $0.method == "workspace/diagnostic/refresh" }.count
        // A comment in the other file changes nothing the inbox depends on.
        client.change(detail, version: 2, [["range": ["start": ["line": 1, "character": 0], "end": ["line": 1, "character": 0]], "text": "// 新\n"]])
        _ = try client.result("textDocument/diagnostic", ["textDocument": ["uri": .string(detail)]])
        XCTAssertEqual(client.serverRequests.filter { $0.method == "workspace/diagnostic/refresh" }.count, refreshes)
        // Renaming the screen there to Detail does.
        client.change(detail, version: 3, [["range": ["start": ["line": 0, "character": 7], "end": ["line": 0, "character": 12]], "text": "Detail"]])
        _ = try client.result("textDocument/diagnostic", ["textDocument": ["uri": .string(detail)]])
        XCTAssertEqual(client.serverRequests.filter { $0.method == "workspace/diagnostic/refresh" }.count, refreshes + 1)
        let again = try client.result("textDocument/diagnostic", ["textDocument": ["uri": .string(inbox)]])
        XCTAssertEqual(again["items"], [])
    }

    func testAClientThatPullsButCannotBeAskedToPullAgainGetsPushedDiagnostics() throws {
        let client = TestClient()
        let result = try client.initialize(capabilities: ["textDocument": ["diagnostic": [:]]])
        XCTAssertNil(result["capabilities"]?["diagnosticProvider"])
        let found = try client.openAndWait(inbox, "screen Inbox {\n    TableView { Cell \"😀 Alice\" { pushes: Detail } }\n}\n")
        XCTAssertEqual(found.compactMap { $0["code"]?.stringValue }, ["unknown-screen"])
        try client.openAndWait(detail, "screen Detail {\n}\n")
        XCTAssertEqual(codes(try client.publishedDiagnostics(inbox, version: 1)), [])
    }

    func testADocumentOpenedAgainIsToldItsDiagnosticsAgain() throws {
        // A workspace file: closed, it falls back to its text on disk, with the same findings.
        let text = "screen Inbox {\n    TableView { Cell \"😀 Alice\" { pushes: Detail } }\n}\n"
        let workspace = try TemporaryWorkspace()
        let uri = try workspace.write("inbox.screen", text)
        let client = TestClient()
        try client.initialize(capabilities: [:], ["workspaceFolders": workspace.workspaceFolders])
        XCTAssertEqual(try client.publishedDiagnostics(uri)["diagnostics"]?.arrayValue?.count, 1)
        XCTAssertEqual(try client.openAndWait(uri, text).count, 1)
        client.notify("textDocument/didClose", ["textDocument": ["uri": .string(uri)]])
        XCTAssertEqual(try client.openAndWait(uri, text).count, 1)
    }
}
