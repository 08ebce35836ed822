import JSONRPC
import ScreenLSP
import XCTest

/// `workspace/didChangeWorkspaceFolders`: folders added are read from disk (screenkit.json
/// included) and watched; files of folders removed leave the analysis and the editor; open
/// documents stay; findings across files follow.
final class WorkspaceFoldersTests: XCTestCase {
    private let watcher: JSONValue = ["workspace": ["didChangeWatchedFiles": ["dynamicRegistration": true]]]

    private func changeFolders(_ client: TestClient, adding added: [TemporaryWorkspace] = [], removing removed: [TemporaryWorkspace] = []) {
        func folders(_ workspaces: [TemporaryWorkspace]) -> JSONValue {
            .array(workspaces.map { ["uri": .string($0.folderURI), "name": "ws"] })
        }
        client.notify("workspace/didChangeWorkspaceFolders", ["event": ["added": folders(added), "removed": folders(removed)]])
    }

    /// The codes of the next diagnostics published for `uri` that `predicate` accepts.
    @discardableResult
    private func codes(_ client: TestClient, _ uri: String, where predicate: @escaping ([String]) -> Bool = { _ in true }) throws -> [String] {
        func codes(_ params: JSONValue) -> [String] {
            (params["diagnostics"]?.arrayValue ?? []).compactMap { $0["code"]?.stringValue }.sorted()
        }
        return codes(try client.notification("textDocument/publishDiagnostics") { params in
            params["uri"]?.stringValue == uri && predicate(codes(params))
        })
    }

    func testFolderChangesAreAdvertised() throws {
        let result = try TestClient().initialize()
        XCTAssertEqual(result["capabilities"]?["workspace"], ["workspaceFolders": ["supported": true, "changeNotifications": true]])
    }

    func testFilesComeAndGoWithTheirFoldersAndOpenDocumentsStay() throws {
        let home = try TemporaryWorkspace()
        let homeScreen = try home.write("home.screen", "screen Home {\n    Button \"Go\" { pushes: Detail }\n}\n")
        let homeBroken = try home.write("broken.screen", "screen HomeBroken { @@ }")
        let detail = try TemporaryWorkspace()
        let detailBroken = try detail.write("深 層/broken.screen", "screen DetailBroken { @@ }")
        try detail.write("detail.screen", "screen Detail { }")
        let twin = try TemporaryWorkspace()
        try twin.write("twin.screen", "screen Home { }")

        let client = TestClient()
        try client.initialize(capabilities: watcher, ["workspaceFolders": home.workspaceFolders])
        XCTAssertEqual(try codes(client, homeScreen), ["unknown-screen"])
        XCTAssertEqual(try codes(client, homeBroken), ["syntax-error"])

        // The new folder's files are read; the screen they declare is known to the others.
        changeFolders(client, adding: [detail])
        XCTAssertEqual(try codes(client, detailBroken), ["syntax-error"])
        XCTAssertEqual(try codes(client, homeScreen), [])

        // A document opened in the folder stays open when the folder goes; the files read
        // from disk go, and the editor is told to clear them.
        let opened = detail.uri("opened.screen")
        client.open(opened, "screen Opened {\n    Button \"Back\" { pushes: Home }\n}\n")
        XCTAssertEqual(try codes(client, opened), [])
        changeFolders(client, removing: [detail])
        XCTAssertEqual(try codes(client, detailBroken), [])
        XCTAssertEqual(try codes(client, homeScreen), ["unknown-screen"])
        let hover = try client.result("textDocument/hover", opened, at: ["line": 1, "character": 6])
        XCTAssertNotEqual(hover, .null, "the open document is still analysed")

        // Two folders declaring the same screen, then one of them gone.
        changeFolders(client, adding: [twin])
        XCTAssertEqual(try codes(client, homeScreen) { $0.contains("duplicate-screen") }, ["duplicate-screen", "unknown-screen"])
        changeFolders(client, removing: [home, twin])
        XCTAssertEqual(try codes(client, homeBroken), [])
        XCTAssertEqual(try codes(client, opened) { $0 == ["unknown-screen"] }, ["unknown-screen"])
        XCTAssertEqual(try client.shutdownAndExit(), 0)
    }

    func testScreenkitJSONOfFoldersAddedAppliesAndOfFoldersRemovedIsCleared() throws {
        let first = try TemporaryWorkspace()
        let firstConfiguration = try first.write("screenkit.json", #"{"rules": {"button-title-cas": "off"}}"#)
        let second = try TemporaryWorkspace()
        let secondScreen = try second.write("login.screen", "screen Login {\n    Button \"log in now\"\n}\n")
        try second.write("screenkit.json", #"{"rules": {"button-title-case": "error"}}"#)

        let client = TestClient()
        try client.initialize(capabilities: watcher, ["workspaceFolders": first.workspaceFolders])
        XCTAssertEqual(try codes(client, firstConfiguration), ["invalid-configuration"])

        changeFolders(client, adding: [second])
        let findings = try client.notification("textDocument/publishDiagnostics") { $0["uri"]?.stringValue == secondScreen }
        XCTAssertEqual(findings["diagnostics"]?.arrayValue?.first { $0["code"] == "button-title-case" }?["severity"], 1)

        changeFolders(client, removing: [first])
        XCTAssertEqual(try codes(client, firstConfiguration), [])
    }

    func testFoldersAddedToAnEmptyWorkspaceAreWatched() throws {
        for watches in [true, false] {
            let folder = try TemporaryWorkspace()
            let client = TestClient()
            try client.initialize(capabilities: watches ? watcher : [:])
            changeFolders(client, adding: [folder])
            let uri = try folder.write("new.screen", "screen New { @@ }")
            if watches {
                // The client watches: its watcher covers every folder, once it is asked to.
                _ = try client.request("shutdown")
                XCTAssertEqual(client.serverRequests.filter { $0.method == "client/registerCapability" }.count, 1)
            } else {
                XCTAssertEqual(try codes(client, uri), ["syntax-error"], "found by polling")
            }
        }
    }

    func testPollingFollowsTheFolders() throws {
        let kept = try TemporaryWorkspace()
        let dropped = try TemporaryWorkspace()
        let droppedScreen = try dropped.write("a.screen", "screen A { }")
        let client = TestClient()
        try client.initialize(capabilities: [:], ["workspaceFolders": dropped.workspaceFolders])
        changeFolders(client, adding: [kept], removing: [dropped])
        // Answered only once the change is made: the server handles everything in order.
        XCTAssertEqual(try client.result("textDocument/hover", "untitled:none", at: ["line": 0, "character": 0]), .null)
        let keptScreen = try kept.write("b.screen", "screen B { @@ }")
        try dropped.write("a.screen", "screen A { @@ }")
        XCTAssertEqual(try codes(client, keptScreen), ["syntax-error"])
        XCTAssertFalse(client.receives(within: 0.5) { message in
            guard case .notification("textDocument/publishDiagnostics", let params) = message else { return false }
            return params?["uri"]?.stringValue == droppedScreen
        }, "a folder removed is not polled")
    }

    func testPullClientsAreAskedToRefreshAndGetEmptyReportsForFilesGone() throws {
        let kept = try TemporaryWorkspace()
        try kept.write("kept.screen", "screen Kept { @@ }")
        let dropped = try TemporaryWorkspace()
        let droppedScreen = try dropped.write("dropped.screen", "screen Dropped { @@ }")
        let client = TestClient()
        try client.initialize(
            capabilities: ["textDocument": ["diagnostic": [:]], "workspace": ["diagnostics": ["refreshSupport": true]]],
            ["workspaceFolders": .array((kept.workspaceFolders.arrayValue ?? []) + (dropped.workspaceFolders.arrayValue ?? []))])
        let before = try client.result("workspace/diagnostic", ["previousResultIds": []])
        let previous = (before["items"]?.arrayValue ?? []).map { item -> JSONValue in ["uri": item["uri"]!, "value": item["resultId"]!] }
        XCTAssertEqual(previous.count, 2)

        changeFolders(client, removing: [dropped])
        let after = try client.result("workspace/diagnostic", ["previousResultIds": .array(previous)])
        let gone = try XCTUnwrap(after["items"]?.arrayValue?.first { $0["uri"]?.stringValue == droppedScreen })
        XCTAssertEqual(gone["items"], [])
        XCTAssertTrue(client.serverRequests.contains { $0.method == "workspace/diagnostic/refresh" })
    }

    func testBadParamsAndFoldersThatCannotBeReadAreIgnored() throws {
        let folder = try TemporaryWorkspace()
        let uri = try folder.write("a.screen", "screen A { @@ }")
        let client = TestClient()
        try client.initialize(capabilities: TestClient.pullCapabilities, ["workspaceFolders": folder.workspaceFolders])
        for params: JSONValue in [nil, [], ["event": 1], ["event": ["added": "all", "removed": []]], ["event": ["added": []]],
                                  ["event": ["added": [["name": "no uri"]], "removed": []]], ["event": ["added": [], "removed": [7]]]] {
            client.notify("workspace/didChangeWorkspaceFolders", params)
        }
        client.notify("workspace/didChangeWorkspaceFolders", ["event": [
            "added": [["uri": "https://example.com/x", "name": "web"], ["uri": "file:///no/such/folder", "name": "gone"], ["uri": .string(folder.folderURI), "name": "again"]],
            "removed": [["uri": "file:///never/added", "name": "never"]],
        ]])
        let report = try client.result("workspace/diagnostic", ["previousResultIds": []])
        XCTAssertEqual(report["items"]?.arrayValue?.compactMap { $0["uri"]?.stringValue }, [uri])
    }
}
