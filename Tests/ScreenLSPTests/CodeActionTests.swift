import JSONRPC
import ScreenSyntax
import ScreenTestSupport
import XCTest

/// `textDocument/codeAction`: the rules' fixes as quick fixes for the diagnostics a client
/// names, with edits exact in every encoding; the ways to silence a rule; fix-all; resolve.
final class CodeActionTests: XCTestCase {
    private let uri = "file:///tmp/%E8%A8%AD%E5%AE%9A.screen"
    private let source = MarkedSource("""
        // 設定 ⚙️ 😀
        screen Settings {
            StatusBar { hidden: true }
            NavigationBar { title: "設定 👨‍👩‍👧" }
            /* 😀 週五 */ Button 1️⃣"log in now"2️⃣
        }
        """)
    private let literals: JSONValue = ["codeAction": ["codeActionLiteralSupport": ["codeActionKind": ["valueSet": ["quickfix"]]]]]

    /// The published diagnostics with these codes, as the client holds them.
    private func diagnostics(_ published: [JSONValue], _ codes: Set<String>) -> [JSONValue] {
        published.filter { codes.contains($0["code"]?.stringValue ?? "") }
    }

    private func actions(_ client: TestClient, for diagnostics: [JSONValue], only: JSONValue? = nil) throws -> [JSONValue] {
        var context: JSONObject = ["diagnostics": .array(diagnostics)]
        if let only { context["only"] = only }
        let range = diagnostics.first?["range"] ?? ["start": ["line": 0, "character": 0], "end": ["line": 0, "character": 0]]
        let result = try client.result("textDocument/codeAction", ["textDocument": ["uri": .string(uri)], "range": range, "context": .object(context)])
        return try XCTUnwrap(result.arrayValue)
    }

    /// The rules' own fixes among the actions (the others silence the rule).
    private func fixes(_ actions: [JSONValue]) -> [JSONValue] {
        actions.filter { !($0["title"]?.stringValue ?? "").hasPrefix("Disable ") }
    }

    func testQuickFixesInEveryEncoding() throws {
        for encoding in PositionEncoding.allCases {
            let client = try TestClient.started(encoding, textDocument: literals)
            let asked = diagnostics(try client.openAndWait(uri, source.text), ["button-title-case", "status-bar-hidden"])
            XCTAssertEqual(asked.count, 2)
            let actions = fixes(try actions(client, for: asked))
            XCTAssertEqual(actions.map { $0["title"] }, ["Show the status bar", "Write \"Log in Now\""], encoding.rawValue)
            XCTAssertEqual(actions.map { $0["kind"] }, ["quickfix", "quickfix"])
            // Only the safe fix is preferred; each carries the diagnostic it fixes, as sent.
            XCTAssertEqual(actions.map { $0["isPreferred"] }, [nil, true])
            XCTAssertEqual(actions.map { $0["diagnostics"] }, asked.map { [$0] })
            let titleEdit = try XCTUnwrap(actions[1]["edit"]?["changes"]?[uri]?.arrayValue)
            XCTAssertEqual(titleEdit, [["range": source.lspRange("1️⃣", "2️⃣", in: encoding), "newText": "\"Log in Now\""]], encoding.rawValue)
            let statusEdit = try XCTUnwrap(actions[0]["edit"]?["changes"]?[uri]?.arrayValue)
            let fixed = applying(statusEdit, to: source.text, in: encoding)
            XCTAssertFalse(fixed.contains("hidden"), fixed)
            XCTAssertTrue(fixed.hasSuffix("/* 😀 週五 */ Button \"log in now\"\n}"), fixed)
        }
    }

    func testTitlesInTheClientLanguage() throws {
        let client = try TestClient.started(.utf16, textDocument: literals, ["locale": "zh-CN"])
        let asked = diagnostics(try client.openAndWait(uri, source.text), ["button-title-case"])
        XCTAssertEqual(try actions(client, for: asked).map { $0["title"] }, ["改为“Log in Now”", "在此行停用 button-title-case", "在此文件中停用 button-title-case"])
    }

    func testOtherDiagnosticsKindsAndClientsGetNone() throws {
        let client = try TestClient.started(.utf16, textDocument: literals)
        let published = try client.openAndWait(uri, source.text)
        let asked = diagnostics(published, ["button-title-case"])
        XCTAssertEqual(try actions(client, for: asked, only: ["refactor"]), [])
        XCTAssertEqual(try actions(client, for: asked, only: ["quickfix"]).map { $0["title"] }, [
            "Write \"Log in Now\"", "Disable button-title-case for this line", "Disable button-title-case for this file",
        ])
        // Fix-all is a source action: offered when asked for by kind, not with quick fixes.
        XCTAssertEqual(try actions(client, for: asked, only: ["source.fixAll"]).map { $0["kind"] }, ["source.fixAll.screenkit"])
        // Another tool's diagnostic, or ours moved elsewhere, is not ours to fix.
        var foreign = try XCTUnwrap(asked.first?.objectValue)
        foreign["code"] = "E501"
        XCTAssertEqual(try actions(client, for: [.object(foreign)]), [])
        var moved = try XCTUnwrap(asked.first?.objectValue)
        moved["range"] = ["start": ["line": 0, "character": 0], "end": ["line": 0, "character": 1]]
        XCTAssertEqual(try actions(client, for: [.object(moved)]), [])
        XCTAssertEqual(try client.errorCode("textDocument/codeAction", ["textDocument": ["uri": .string(uri)], "range": asked[0]["range"] ?? .null]), ResponseError.invalidParams)

        // A client that takes only commands is not offered code actions.
        let commandsOnly = TestClient()
        XCTAssertNil(try commandsOnly.initialize()["capabilities"]?["codeActionProvider"])
        let again = diagnostics(try commandsOnly.openAndWait(uri, source.text), ["button-title-case"])
        XCTAssertEqual(try actions(commandsOnly, for: again), [])
    }

    func testCodeActionProviderIsAnnounced() throws {
        let client = TestClient()
        let result = try client.initialize(capabilities: ["textDocument": literals])
        XCTAssertEqual(result["capabilities"]?["codeActionProvider"], ["codeActionKinds": ["quickfix", "source.fixAll.screenkit"], "resolveProvider": false])
    }

    func testDisablingForTheLineOrTheFileSilencesTheFindingInEveryEncoding() throws {
        for encoding in PositionEncoding.allCases {
            for title in ["Disable button-title-case for this line", "Disable button-title-case for this file"] {
                let client = try TestClient.started(encoding, textDocument: literals)
                let asked = diagnostics(try client.openAndWait(uri, source.text), ["button-title-case"])
                let action = try XCTUnwrap(try actions(client, for: asked).first { $0["title"]?.stringValue == title })
                let edits = try XCTUnwrap(action["edit"]?["changes"]?[uri]?.arrayValue)
                let silenced = applying(edits, to: source.text, in: encoding)
                // The comment keeps the line's indentation; the finding is gone, and nothing else changed.
                XCTAssertTrue(silenced.contains(title.hasSuffix("line") ? "\n    // screenkit-ignore: button-title-case --\n    /* 😀" : "// screenkit-ignore-file: button-title-case\n// 設定"), silenced)
                let after = try client.changeAndWait(uri, version: 2, text: silenced)
                XCTAssertEqual(diagnostics(after, ["button-title-case", "unused-suppression"]), [], "\(encoding.rawValue) \(title)")
                XCTAssertEqual(diagnostics(after, ["status-bar-hidden"]).count, 1)
            }
        }
    }

    func testASecondRuleIsAddedToTheCommentThatIsThere() throws {
        let marked = MarkedSource("""
            screen Settings {
                StatusBar { hidden: true }
                // screenkit-ignore: status-bar-hidden -- the splash shows full-screen art
                NavigationBar { title: "Settings and Privacy of Your Account Here" }
            }
            """)
        let client = try TestClient.started(.utf16, textDocument: literals)
        let asked = diagnostics(try client.openAndWait(uri, marked.text), ["nav-bar-long-title"])
        XCTAssertEqual(asked.count, 1)
        let action = try XCTUnwrap(try actions(client, for: asked).first { $0["title"]?.stringValue == "Disable nav-bar-long-title for this line" })
        let edited = applying(try XCTUnwrap(action["edit"]?["changes"]?[uri]?.arrayValue), to: marked.text, in: .utf16)
        XCTAssertTrue(edited.contains("// screenkit-ignore: status-bar-hidden, nav-bar-long-title -- the splash shows full-screen art\n"), edited)
    }

    func testFixAllAppliesEverySafeFixToAFixedPointAndResolvesLater() throws {
        let marked = """
            screen Settings {
                Button "log in now"
                Button "sign out of this device"
            }
            """
        let resolving: JSONValue = ["codeAction": ["codeActionLiteralSupport": ["codeActionKind": ["valueSet": ["quickfix", "source"]]], "resolveSupport": ["properties": ["edit"]]]]
        let client = try TestClient.started(.utf16, textDocument: resolving)
        _ = try client.openAndWait(uri, marked)
        let listed = try actions(client, for: [], only: ["source.fixAll.screenkit"])
        XCTAssertEqual(listed.count, 1)
        // The list comes without edits; resolving makes them.
        XCTAssertNil(listed[0]["edit"])
        let resolved = try client.result("codeAction/resolve", listed[0])
        XCTAssertEqual(resolved["title"], listed[0]["title"])
        let edits = try XCTUnwrap(resolved["edit"]?["changes"]?[uri]?.arrayValue)
        // One edit per change, not one over everything between them.
        XCTAssertEqual(edits.map { $0["newText"] }, ["\"Log in Now\"", "\"Sign Out of This Device\""])
        let fixed = applying(edits, to: marked, in: .utf16)
        XCTAssertEqual(fixed, """
            screen Settings {
                Button "Log in Now"
                Button "Sign Out of This Device"
            }
            """)
    }

    func testTurningARuleOffEditsTheFoldersScreenkitJSONOrCreatesIt() throws {
        let title = "Turn button-title-case off in screenkit.json"
        for existing in [true, false] {
            let workspace = try TemporaryWorkspace()
            let document = try workspace.write("a.screen", "screen A {\n    Button \"log in now\"\n}\n")
            if existing { try workspace.write("screenkit.json", "{\n  \"locale\": \"en\"\n}\n") }
            for canCreate in [true, false] {
                let client = TestClient()
                let workspaceEdits: JSONValue = canCreate ? ["workspaceEdit": ["documentChanges": true, "resourceOperations": ["create"]]] : [:]
                try client.initialize(capabilities: ["textDocument": literals, "workspace": workspaceEdits], ["workspaceFolders": workspace.workspaceFolders])
                client.notify("initialized", [:])
                let asked = try client.openAndWait(document, "screen A {\n    Button \"log in now\"\n}\n").filter { $0["code"]?.stringValue == "button-title-case" }
                XCTAssertEqual(asked.count, 1)
                let action = try actionsFor(client, document, asked).first { $0["title"]?.stringValue == title }
                let configuration = workspace.uri("screenkit.json")
                switch (existing, canCreate) {
                case (true, _):
                    let edits = try XCTUnwrap(action?["edit"]?["changes"]?[configuration]?.arrayValue)
                    XCTAssertEqual(applying(edits, to: "{\n  \"locale\": \"en\"\n}\n", in: .utf16), "{\n  \"rules\": { \"button-title-case\": \"off\" },\n  \"locale\": \"en\"\n}\n")
                case (false, true):
                    let changes = try XCTUnwrap(action?["edit"]?["documentChanges"]?.arrayValue)
                    XCTAssertEqual(changes.first, ["kind": "create", "uri": .string(configuration), "options": ["ignoreIfExists": true]])
                    let edits = try XCTUnwrap(changes.last?["edits"]?.arrayValue)
                    XCTAssertEqual(applying(edits, to: "", in: .utf16), "{\n  \"rules\": {\n    \"button-title-case\": \"off\"\n  }\n}\n")
                case (false, false):
                    // A client that cannot create the file is not offered the action.
                    XCTAssertNil(action)
                }
            }
        }
    }

    private func actionsFor(_ client: TestClient, _ uri: String, _ diagnostics: [JSONValue]) throws -> [JSONValue] {
        let result = try client.result("textDocument/codeAction", ["textDocument": ["uri": .string(uri)], "range": diagnostics[0]["range"] ?? .null, "context": ["diagnostics": .array(diagnostics)]])
        return try XCTUnwrap(result.arrayValue)
    }
}
