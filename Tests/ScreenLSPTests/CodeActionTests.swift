import JSONRPC
import ScreenSyntax
import ScreenTestSupport
import XCTest

/// `textDocument/codeAction`: the rules' fixes as quick fixes for the diagnostics a client
/// names, with edits exact in every encoding.
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

    func testQuickFixesInEveryEncoding() throws {
        for encoding in PositionEncoding.allCases {
            let client = try TestClient.started(encoding, textDocument: literals)
            let asked = diagnostics(try client.openAndWait(uri, source.text), ["button-title-case", "status-bar-hidden"])
            XCTAssertEqual(asked.count, 2)
            let actions = try actions(client, for: asked)
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
        XCTAssertEqual(try actions(client, for: asked).map { $0["title"] }, ["改为“Log in Now”"])
    }

    func testOtherDiagnosticsKindsAndClientsGetNone() throws {
        let client = try TestClient.started(.utf16, textDocument: literals)
        let published = try client.openAndWait(uri, source.text)
        let asked = diagnostics(published, ["button-title-case"])
        XCTAssertEqual(try actions(client, for: asked, only: ["refactor"]), [])
        XCTAssertEqual(try actions(client, for: asked, only: ["quickfix"]).count, 1)
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
        XCTAssertEqual(result["capabilities"]?["codeActionProvider"], ["codeActionKinds": ["quickfix"]])
    }
}
