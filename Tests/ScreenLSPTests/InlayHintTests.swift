import JSONRPC
import ScreenSyntax
import ScreenTestSupport
import XCTest

/// `textDocument/inlayHint` in every encoding, switched by the editor's settings.
final class InlayHintRequestTests: XCTestCase {
    private let uri = "file:///tmp/hints.screen"
    private let source = MarkedSource("screen A1️⃣ {\n    NavigationBar { title: \"😀收件匣\" }\n    Label \"😀\" { }\n    Toolbar2️⃣ { Button \"x\" { pushes: A3️⃣ } }\n}")

    private func request(_ client: TestClient, _ encoding: PositionEncoding) throws -> JSONValue {
        try client.result("textDocument/inlayHint", ["textDocument": ["uri": .string(uri)], "range": ["start": ["line": 0, "character": 0], "end": ["line": 9, "character": 0]]])
    }

    func testHintsInEveryEncoding() throws {
        for encoding in PositionEncoding.allCases {
            let client = try TestClient.started(encoding)
            try client.openAndWait(uri, source.text)
            XCTAssertEqual(try request(client, encoding), [
                ["position": source.lspPosition("1️⃣", in: encoding), "label": "pushed screen", "kind": 1, "paddingLeft": true],
                ["position": ["line": 1, "character": 17], "label": "44 pt", "kind": 1, "paddingLeft": true],
                ["position": source.lspPosition("2️⃣", in: encoding), "label": "44 pt", "kind": 1, "paddingLeft": true],
                ["position": source.lspPosition("3️⃣", in: encoding), "label": "“😀收件匣”", "paddingLeft": true],
            ], encoding.rawValue)
        }
    }

    func testSettingsSwitchKindsOffAndAskForARefresh() throws {
        let client = TestClient()
        try client.initialize(capabilities: ["workspace": ["inlayHint": ["refreshSupport": true]]], ["initializationOptions": ["inlayHints": ["barHeights": false]]])
        try client.openAndWait(uri, source.text)
        XCTAssertEqual(try request(client, .utf16).arrayValue?.map { $0["label"] }, ["pushed screen", "“😀收件匣”"])
        client.notify("workspace/didChangeConfiguration", ["settings": ["screenkit": ["inlayHints": ["navigationTitles": false, "screenRoles": false]]]])
        XCTAssertEqual(try request(client, .utf16).arrayValue?.map { $0["label"] }, [])
        XCTAssertTrue(client.serverRequests.contains { $0.method == "workspace/inlayHint/refresh" })
    }
}
