import JSONRPC
import ScreenLSP
import XCTest

/// Workspace files loaded from disk and kept current (client watcher or poller), and the
/// rule that nothing outside the workspace folders is read.
final class WorkspaceTests: XCTestCase {
    private let broken = "screen A { @@ }"
    private let fine = "screen B { }"
    /// A syntax error under a name of its own, for a file that turns bad while `broken` is
    /// still in the workspace: two screens named A would add duplicate-screen findings.
    private let brokenElsewhere = "screen F { @@ }"

    /// A workspace with files the server must load, and some it must not.
    private func makeWorkspace() throws -> TemporaryWorkspace {
        let workspace = try TemporaryWorkspace()
        try workspace.write("a.screen", broken)
        try workspace.write("中 文/b c.screen", "screen C { Label \"😀\" }")
        try workspace.write("fine.screen", fine)
        try workspace.write(".hidden/h.screen", broken)
        try workspace.write("notes.txt", broken)
        let secret = try workspace.writeOutside("secret.screen", broken)
        try workspace.link("linked.screen", to: secret)
        try workspace.link("linked-folder", to: workspace.outside)
        return workspace
    }

    private func pullClient(_ workspace: TemporaryWorkspace, watch: Bool) throws -> TestClient {
        let client = TestClient()
        var workspaceCapabilities: JSONObject = ["diagnostics": ["refreshSupport": true]]
        if watch { workspaceCapabilities["didChangeWatchedFiles"] = ["dynamicRegistration": true] }
        let capabilities: JSONObject = ["textDocument": ["diagnostic": ["dynamicRegistration": false]], "workspace": .object(workspaceCapabilities)]
        try client.initialize(capabilities: .object(capabilities), ["workspaceFolders": workspace.workspaceFolders])
        return client
    }

    private func reportedURIs(_ client: TestClient) throws -> [String] {
        let report = try client.result("workspace/diagnostic", ["previousResultIds": []])
        return (report["items"]?.arrayValue ?? []).compactMap { $0["uri"]?.stringValue }.sorted()
    }

    func testWorkspaceFilesAreLoadedWithoutFollowingLinksOut() throws {
        let workspace = try makeWorkspace()
        let client = try pullClient(workspace, watch: false)
        XCTAssertEqual(try reportedURIs(client), [workspace.uri("a.screen"), workspace.uri("fine.screen"), workspace.uri("中 文/b c.screen")].sorted())
        XCTAssertTrue(workspace.uri("中 文/b c.screen").contains("%E4%B8%AD%20%E6%96%87/b%20c.screen"))
    }

    func testRootURIAndRootPathAreUsedWithoutWorkspaceFolders() throws {
        let workspace = try makeWorkspace()
        for extra: JSONObject in [["rootUri": .string(workspace.folderURI)], ["rootPath": .string(workspace.folder)]] {
            let client = TestClient()
            try client.initialize(capabilities: TestClient.pullCapabilities, extra)
            XCTAssertEqual(try reportedURIs(client).count, 3)
        }
    }

    func testPushClientsGetDiagnosticsOfWorkspaceFilesWithoutVersion() throws {
        let workspace = try makeWorkspace()
        let client = TestClient()
        try client.initialize(capabilities: [:], ["workspaceFolders": workspace.workspaceFolders])
        let published = try client.publishedDiagnostics(workspace.uri("a.screen"))
        XCTAssertNil(published["version"])
        XCTAssertEqual(published["diagnostics"]?.arrayValue?.count, 1)
        // Files without findings are not announced; nothing outside is read.
        _ = try client.request("shutdown")
        let uris = client.unclaimedMessages.compactMap { message -> String? in
            guard case .notification("textDocument/publishDiagnostics", let params) = message else { return nil }
            return params?["uri"]?.stringValue
        }
        XCTAssertEqual(uris, [])
    }

    func testWatchedFileEventsKeepTheWorkspaceCurrent() throws {
        let workspace = try makeWorkspace()
        let client = try pullClient(workspace, watch: true)
        XCTAssertEqual(try reportedURIs(client).count, 3)
        let registration = try XCTUnwrap(client.serverRequests.first { $0.method == "client/registerCapability" })
        let watchers = registration.params?["registrations"]?[0]?["registerOptions"]?["watchers"]
        XCTAssertEqual(watchers, [["globPattern": "**/*.screen"], ["globPattern": "**/screenkit.json"]])

        try workspace.write("new.screen", broken)
        try workspace.remove("a.screen")
        try workspace.write("fine.screen", brokenElsewhere)
        let secret = DocumentURI(path: workspace.outside + "/secret.screen").string
        client.notify("workspace/didChangeWatchedFiles", ["changes": [
            ["uri": .string(workspace.uri("new.screen")), "type": 1],
            ["uri": .string(workspace.uri("a.screen")), "type": 3],
            ["uri": .string(workspace.uri("fine.screen")), "type": 2],
            ["uri": .string(secret), "type": 1],
            ["uri": .string(workspace.uri("linked.screen")), "type": 2],
            ["uri": .string(workspace.uri("linked-folder/secret.screen")), "type": 1],
            ["uri": .string(workspace.uri(".hidden/h.screen")), "type": 2],
            ["uri": .string(workspace.uri("screenkit.json")), "type": 2],
            ["uri": "untitled:nothing", "type": 1],
        ]])
        XCTAssertEqual(try reportedURIs(client), [workspace.uri("fine.screen"), workspace.uri("new.screen"), workspace.uri("中 文/b c.screen")].sorted())
        let fineReport = try client.result("textDocument/diagnostic", ["textDocument": ["uri": .string(workspace.uri("fine.screen"))]])
        XCTAssertEqual(fineReport["items"]?.arrayValue?.count, 1, "the changed file was read again")
    }

    func testWrongWatchedFileEventsAreIgnored() throws {
        let workspace = try makeWorkspace()
        let client = try pullClient(workspace, watch: true)
        client.notify("workspace/didChangeWatchedFiles", ["changes": [["uri": .string(workspace.uri("a.screen")), "type": 9]]])
        client.notify("workspace/didChangeWatchedFiles", ["changes": "all"])
        XCTAssertEqual(try reportedURIs(client).count, 3)
    }

    func testPollingFindsChangesWhenTheClientCannotWatch() throws {
        let workspace = try makeWorkspace()
        let client = TestClient()
        try client.initialize(capabilities: [:], ["workspaceFolders": workspace.workspaceFolders])
        _ = try client.publishedDiagnostics(workspace.uri("a.screen"))
        XCTAssertFalse(client.serverRequests.contains { $0.method == "client/registerCapability" })
        try workspace.write("fine.screen", brokenElsewhere)
        XCTAssertEqual(try client.publishedDiagnostics(workspace.uri("fine.screen"))["diagnostics"]?.arrayValue?.count, 1)
        try workspace.remove("a.screen")
        XCTAssertEqual(try client.publishedDiagnostics(workspace.uri("a.screen"))["diagnostics"], [])
        try workspace.write("deeper/new.screen", broken)
        XCTAssertEqual(try client.publishedDiagnostics(workspace.uri("deeper/new.screen"))["diagnostics"]?.arrayValue?.count, 1)
        XCTAssertEqual(try client.shutdownAndExit(), 0)
    }

    func testARefusedWatcherFallsBackToPolling() throws {
        let workspace = try makeWorkspace()
        let client = TestClient()
        client.serverRequestError = ResponseError(code: ResponseError.methodNotFound, message: "no")
        try client.initialize(capabilities: ["workspace": ["didChangeWatchedFiles": ["dynamicRegistration": true]]], ["workspaceFolders": workspace.workspaceFolders])
        _ = try client.publishedDiagnostics(workspace.uri("a.screen"))
        try workspace.write("fine.screen", brokenElsewhere)
        XCTAssertEqual(try client.publishedDiagnostics(workspace.uri("fine.screen"))["diagnostics"]?.arrayValue?.count, 1)
    }

    func testOpenDocumentsWinOverTheDiskAndFallBackToItOnClose() throws {
        let workspace = try makeWorkspace()
        let client = TestClient()
        try client.initialize(capabilities: [:], ["workspaceFolders": workspace.workspaceFolders])
        let uri = workspace.uri("a.screen")
        _ = try client.publishedDiagnostics(uri)
        // The editor's text fixes the error and keeps the name (fine.screen already has B).
        client.open(uri, "screen A { }")
        XCTAssertEqual(try client.publishedDiagnostics(uri, version: 1)["diagnostics"], [])
        // A change on disk while the document is open does not replace the editor's text.
        try workspace.write("a.screen", "screen A { %% }")
        client.notify("workspace/didChangeWatchedFiles", ["changes": [["uri": .string(uri), "type": 2]]])
        client.notify("textDocument/didClose", ["textDocument": ["uri": .string(uri)]])
        let afterClose = try client.publishedDiagnostics(uri)
        XCTAssertNil(afterClose["version"])
        XCTAssertEqual(afterClose["diagnostics"]?.arrayValue?.count, 1, "back to the text on disk")
    }

    func testClosingALinkOutOfTheWorkspaceDoesNotReadItsTarget() throws {
        let workspace = try makeWorkspace()
        let client = try pullClient(workspace, watch: true)
        let uri = workspace.uri("linked.screen")
        client.open(uri, fine)
        client.notify("textDocument/didClose", ["textDocument": ["uri": .string(uri)]])
        XCTAssertFalse(try reportedURIs(client).contains(uri))
    }

    func testFoldersThatAreNotLocalAreSkipped() throws {
        let client = TestClient()
        try client.initialize(capabilities: TestClient.pullCapabilities, ["workspaceFolders": [
            ["uri": "https://example.com/x", "name": "web"], ["uri": "file:///no/such/folder", "name": "gone"],
        ]])
        // Nothing to report: the request is held until something changes, or cancelled.
        let id = client.sendRequest("workspace/diagnostic", ["previousResultIds": []])
        XCTAssertFalse(client.receives(within: 0.3) { if case .response(id, _) = $0 { return true }; return false })
        client.notify("$/cancelRequest", ["id": id.jsonValue])
        guard case .errorResponse(_, let error) = try client.response(to: id) else { return XCTFail("expected -32800") }
        XCTAssertEqual(error.code, ResponseError.requestCancelled)
    }
}
