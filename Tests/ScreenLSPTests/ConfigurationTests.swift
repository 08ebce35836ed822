import JSONRPC
import ScreenSyntax
import ScreenTestSupport
import XCTest

/// Settings in the server: screenkit.json in the workspace (read at start, reloaded on
/// change, problems shown on it), `initializationOptions` and the editor's settings, and
/// which wins.
final class ConfigurationTests: XCTestCase {
    private let screen = "screen A {\n    Button \"log in now\"\n}\n"
    private let rule = "button-title-case"

    private func workspace(configuration: String? = nil) throws -> TemporaryWorkspace {
        let workspace = try TemporaryWorkspace()
        try workspace.write("a.screen", screen)
        if let configuration { try workspace.write("screenkit.json", configuration) }
        return workspace
    }

    /// A push client on the workspace; `watch` lets it register a file watcher, else the
    /// server polls.
    private func client(_ workspace: TemporaryWorkspace, watch: Bool = true, encoding: PositionEncoding = .utf16, _ extra: JSONObject = [:]) throws -> TestClient {
        let client = TestClient()
        var capabilities: JSONObject = ["general": ["positionEncodings": [.string(encoding.rawValue)]]]
        if watch { capabilities["workspace"] = ["didChangeWatchedFiles": ["dynamicRegistration": true]] }
        var params = extra
        params["workspaceFolders"] = workspace.workspaceFolders
        try client.initialize(capabilities: .object(capabilities), params)
        return client
    }

    /// The rule's diagnostic in published params, nil when it is not there.
    private func ruleDiagnostic(_ params: JSONValue) -> JSONValue? {
        params["diagnostics"]?.arrayValue?.first { $0["code"]?.stringValue == rule }
    }

    /// Waits for diagnostics of `uri` in which the rule has `severity` (nil: is absent).
    @discardableResult
    private func awaitRule(_ client: TestClient, _ uri: String, severity: Int?, file: StaticString = #filePath, line: UInt = #line) throws -> JSONValue? {
        let params = try client.notification("textDocument/publishDiagnostics") { params in
            params["uri"]?.stringValue == uri && self.ruleDiagnostic(params)?["severity"]?.intValue == severity
        }
        return ruleDiagnostic(params)
    }

    func testTheFileAppliesFromTheStart() throws {
        let workspace = try workspace(configuration: #"{"rules": {"button-title-case": "error"}}"#)
        let client = try client(workspace)
        try awaitRule(client, workspace.uri("a.screen"), severity: 1)
        client.open(workspace.uri("a.screen"), screen)
        XCTAssertEqual(ruleDiagnostic(try client.publishedDiagnostics(workspace.uri("a.screen"), version: 1))?["severity"], 1)
    }

    func testChangesToTheFileAreReadAgainAndDiagnosticsSentAgain() throws {
        let workspace = try workspace()
        let client = try client(workspace)
        let uri = workspace.uri("a.screen")
        client.open(uri, screen)
        XCTAssertEqual(ruleDiagnostic(try client.publishedDiagnostics(uri, version: 1))?["severity"], 4)
        for (setting, severity) in [("off", nil), ("warning", 2), ("error", 1)] as [(String, Int?)] {
            try workspace.write("screenkit.json", #"{"rules": {"button-title-case": "\#(setting)"}}"#)
            client.notify("workspace/didChangeWatchedFiles", ["changes": [["uri": .string(workspace.uri("screenkit.json")), "type": 2]]])
            try awaitRule(client, uri, severity: severity)
        }
        // Deleting the file brings the defaults back.
        try workspace.remove("screenkit.json")
        client.notify("workspace/didChangeWatchedFiles", ["changes": [["uri": .string(workspace.uri("screenkit.json")), "type": 3]]])
        try awaitRule(client, uri, severity: 4)
    }

    func testThePollerSeesTheFileToo() throws {
        let workspace = try workspace()
        let client = try client(workspace, watch: false)
        try awaitRule(client, workspace.uri("a.screen"), severity: 4)
        try workspace.write("screenkit.json", #"{"rules": {"button-title-case": "error"}}"#)
        try awaitRule(client, workspace.uri("a.screen"), severity: 1)
    }

    func testAMalformedFileGivesTheDefaultsAndAnErrorOnItUntilFixed() throws {
        let workspace = try workspace(configuration: #"{"rules": {"button-title-case": "off""#)
        let client = try client(workspace)
        let configurationURI = workspace.uri("screenkit.json")
        let problems = try client.publishedDiagnostics(configurationURI)
        XCTAssertNil(problems["version"])
        XCTAssertEqual(problems["diagnostics"]?.arrayValue?.map { $0["code"] }, ["invalid-configuration"])
        XCTAssertEqual(problems["diagnostics"]?[0]?["severity"], 1)
        try awaitRule(client, workspace.uri("a.screen"), severity: 4)

        try workspace.write("screenkit.json", #"{"rules": {"button-title-case": "off"}}"#)
        client.notify("workspace/didChangeWatchedFiles", ["changes": [["uri": .string(configurationURI), "type": 2]]])
        XCTAssertEqual(try client.publishedDiagnostics(configurationURI)["diagnostics"], [])
        try awaitRule(client, workspace.uri("a.screen"), severity: nil)
    }

    func testProblemsOnTheFileAreExactInEveryEncodingAndInItsLanguage() throws {
        let marked = MarkedSource("{\n  \"locale\": \"zh-Hant\",\n  \"rules\": { 1️⃣\"不存在 😀\"2️⃣: \"off\", \"button-title-case\": \"error\" }\n}")
        for encoding in PositionEncoding.allCases {
            let workspace = try workspace(configuration: marked.text)
            let client = try client(workspace, encoding: encoding, ["locale": "en-US"])
            let problems = try client.publishedDiagnostics(workspace.uri("screenkit.json"))["diagnostics"]
            XCTAssertEqual(problems?.arrayValue?.count, 1)
            XCTAssertEqual(problems?[0]?["range"], marked.lspRange("1️⃣", "2️⃣", in: encoding), encoding.rawValue)
            XCTAssertEqual(problems?[0]?["message"], "沒有名為「不存在 😀」的規則。")
            let finding = try awaitRule(client, workspace.uri("a.screen"), severity: 1)
            XCTAssertTrue(finding?["message"]?.stringValue?.hasPrefix("按鈕標題") == true, "\(String(describing: finding))")
        }
    }

    func testPullClientsFindTheFileProblemsInTheWorkspaceReport() throws {
        let workspace = try workspace(configuration: "[1, 2]")
        let client = TestClient()
        try client.initialize(capabilities: TestClient.pullCapabilities, ["workspaceFolders": workspace.workspaceFolders])
        let report = try client.result("workspace/diagnostic", ["previousResultIds": []])
        let item = try XCTUnwrap(report["items"]?.arrayValue?.first { $0["uri"]?.stringValue == workspace.uri("screenkit.json") })
        XCTAssertEqual(item["items"]?.arrayValue?.map { $0["code"] }, ["invalid-configuration"])
        let single = try client.result("textDocument/diagnostic", ["textDocument": ["uri": .string(workspace.uri("screenkit.json"))]])
        XCTAssertEqual(single["items"]?.arrayValue?.count, 1)
    }

    func testInitializationOptionsSetRulesAndLanguage() throws {
        let client = try TestClient.started(.utf16, ["locale": "en-US", "initializationOptions": ["locale": "zh-Hans", "rules": ["button-title-case": "warning"]]])
        let finding = ruleDiagnostic(try client.publishedDiagnostics("untitled:1", version: 1, opening: screen))
        XCTAssertEqual(finding?["severity"], 2)
        XCTAssertTrue(finding?["message"]?.stringValue?.hasPrefix("按钮标题") == true, "\(String(describing: finding))")
        // Unknown settings are only logged: the rest applies.
        let lenient = try TestClient.started(.utf16, ["initializationOptions": ["rules": ["button-title-case": "error", "no-such-rule": "off"], "colour": "blue"]])
        XCTAssertEqual(ruleDiagnostic(try lenient.publishedDiagnostics("untitled:1", version: 1, opening: screen))?["severity"], 1)
    }

    func testTheFileWinsOverTheEditor() throws {
        let workspace = try workspace(configuration: #"{"rules": {"button-title-case": "error"}}"#)
        let client = try client(workspace, ["initializationOptions": ["locale": "zh-Hant", "rules": ["button-title-case": "off"]]])
        let finding = try awaitRule(client, workspace.uri("a.screen"), severity: 1)
        XCTAssertTrue(finding?["message"]?.stringValue?.hasPrefix("按鈕標題") == true, "the editor's locale still applies")
    }

    func testEditorSettingsAreAskedForAfterStartAndOnChange() throws {
        let client = TestClient()
        client.serverRequestResults["workspace/configuration"] = [["rules": ["button-title-case": "off"]]]
        try client.initialize(capabilities: ["workspace": ["configuration": true]])
        client.open("untitled:1", screen)
        try awaitRule(client, "untitled:1", severity: nil)
        client.serverRequestResults["workspace/configuration"] = [["rules": ["button-title-case": "error"], "locale": "zh-Hant"]]
        client.notify("workspace/didChangeConfiguration", ["settings": .null])
        let finding = try awaitRule(client, "untitled:1", severity: 1)
        XCTAssertTrue(finding?["message"]?.stringValue?.hasPrefix("按鈕標題") == true)
        let asked = client.serverRequests.filter { $0.method == "workspace/configuration" }
        XCTAssertEqual(asked.count, 2)
        XCTAssertEqual(asked.first?.params, ["items": [["section": "screenkit"]]])
    }

    /// Findings are worded in the session's language alone, so a change of language alone
    /// words them again: the list that follows is in the new language, not the old one.
    func testAChangeOfLanguageAloneWordsTheFindingsAgain() throws {
        let client = try TestClient.started(.utf16)
        let english = ruleDiagnostic(try client.publishedDiagnostics("untitled:1", version: 1, opening: screen))
        XCTAssertTrue(english?["message"]?.stringValue?.hasPrefix("The button title") == true, "\(String(describing: english))")
        client.notify("workspace/didChangeConfiguration", ["settings": ["screenkit": ["locale": "zh-Hans"]]])
        let params = try client.notification("textDocument/publishDiagnostics") { params in
            params["uri"]?.stringValue == "untitled:1" && self.ruleDiagnostic(params) != nil
        }
        XCTAssertTrue(ruleDiagnostic(params)?["message"]?.stringValue?.hasPrefix("按钮标题") == true, "\(params)")
    }

    func testClientsThatCannotBeAskedSendTheirSettings() throws {
        let client = try TestClient.started(.utf16)
        XCTAssertEqual(ruleDiagnostic(try client.publishedDiagnostics("untitled:1", version: 1, opening: screen))?["severity"], 4)
        client.notify("workspace/didChangeConfiguration", ["settings": ["screenkit": ["rules": ["button-title-case": "error"]]]])
        try awaitRule(client, "untitled:1", severity: 1)
        XCTAssertFalse(client.serverRequests.contains { $0.method == "workspace/configuration" })
    }
}

private extension TestClient {
    /// Opens `text` as `uri` and returns its first published diagnostics.
    func publishedDiagnostics(_ uri: String, version: Int, opening text: String) throws -> JSONValue {
        open(uri, text, version: version)
        return try publishedDiagnostics(uri, version: version)
    }
}
