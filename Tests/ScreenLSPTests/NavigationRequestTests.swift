import JSONRPC
import ScreenSyntax
import ScreenTestSupport
import XCTest

/// Definition, references, highlights, rename, workspace symbols and links through the
/// in-process client, across an open document and a workspace file only on disk, with ranges
/// exact in every encoding behind Chinese text and emoji.
final class NavigationRequestTests: XCTestCase {
    private let inbox = MarkedSource("""
        // 收件匣 📬 👨‍👩‍👧
        screen 1️⃣In2️⃣box3️⃣ {
            TableView { Cell "😀 週五" { pushes: 4️⃣Det5️⃣ail6️⃣ } }
            TabBar { Tab "郵件 😀" { screen: 7️⃣Inbox8️⃣ } }
            Label "Detail 😀"
        }
        """)
    private let detail = MarkedSource("""
        /* 詳細 😀 */ screen 1️⃣Detail2️⃣ {
            NavigationBar { title: "詳細 👨‍👩‍👧" }
            Button "返回 😀" { pushes: 3️⃣Inbox4️⃣ }
            WebView { url: "5️⃣https://例子.tw/說明6️⃣" }
        }
        """)

    /// A workspace with both files on disk (the inbox sorts first); the inbox is opened (and
    /// edited to version 2), the detail file stays on disk.
    private func started(_ encoding: PositionEncoding, capabilities: JSONObject = [:]) throws -> (TestClient, TemporaryWorkspace, inbox: String, detail: String) {
        let workspace = try TemporaryWorkspace()
        let inboxURI = try workspace.write("收件/inbox.screen", inbox.text)
        let detailURI = try workspace.write("細節/detail.screen", detail.text)
        let client = TestClient()
        var all: JSONObject = ["general": ["positionEncodings": [.string(encoding.rawValue)]]]
        for (key, value) in capabilities { all[key] = value }
        try client.initialize(capabilities: .object(all), ["workspaceFolders": workspace.workspaceFolders])
        // The loop reads the workspace at `initialized`, before it sees the open.
        client.open(inboxURI, inbox.text)
        // An edit that changes nothing of the names: the version is what counts.
        client.change(inboxURI, version: 2, [["range": inbox.lspRange("3️⃣", "3️⃣", in: encoding), "text": ""]])
        _ = try client.publishedDiagnostics(inboxURI, version: 2)
        return (client, workspace, inboxURI, detailURI)
    }

    private func at(_ uri: String, _ source: MarkedSource, _ marker: String, _ encoding: PositionEncoding) -> JSONObject {
        ["textDocument": ["uri": .string(uri)], "position": source.lspPosition(marker, in: encoding)]
    }

    func testDefinitionLeadsIntoTheFileOnDiskInEveryEncoding() throws {
        for encoding in PositionEncoding.allCases {
            let (client, workspace, inboxURI, detailURI) = try started(encoding, capabilities: ["textDocument": ["definition": ["linkSupport": true]]])
            _ = workspace
            let links = try client.result("textDocument/definition", .object(at(inboxURI, inbox, "5️⃣", encoding)))
            XCTAssertEqual(links, [[
                "originSelectionRange": inbox.lspRange("4️⃣", "6️⃣", in: encoding),
                "targetUri": .string(detailURI),
                "targetRange": detail.lspRange("1️⃣", "2️⃣", in: encoding),
                "targetSelectionRange": detail.lspRange("1️⃣", "2️⃣", in: encoding),
            ]], encoding.rawValue)
            // Declaration, from a client without link support: locations.
            let back = try client.result("textDocument/declaration", .object(at(detailURI, detail, "4️⃣", encoding)))
            XCTAssertEqual(back, [["uri": .string(inboxURI), "range": inbox.lspRange("1️⃣", "3️⃣", in: encoding)]], encoding.rawValue)
            // On anything else: an empty list, not an error.
            XCTAssertEqual(try client.result("textDocument/definition", .object(at(detailURI, detail, "5️⃣", encoding))), [])
            XCTAssertEqual(try client.result("textDocument/definition", ["textDocument": ["uri": "file:///nowhere.screen"], "position": ["line": 0, "character": 0]]), [])
        }
    }

    func testReferencesAndHighlightsInEveryEncoding() throws {
        for encoding in PositionEncoding.allCases {
            let (client, workspace, inboxURI, detailURI) = try started(encoding)
            _ = workspace
            var params = at(detailURI, detail, "3️⃣", encoding)
            params["context"] = ["includeDeclaration": true]
            let all: JSONValue = [
                ["uri": .string(inboxURI), "range": inbox.lspRange("1️⃣", "3️⃣", in: encoding)],
                ["uri": .string(inboxURI), "range": inbox.lspRange("7️⃣", "8️⃣", in: encoding)],
                ["uri": .string(detailURI), "range": detail.lspRange("3️⃣", "4️⃣", in: encoding)],
            ]
            XCTAssertEqual(try client.result("textDocument/references", .object(params)), all, encoding.rawValue)
            params["context"] = ["includeDeclaration": false]
            XCTAssertEqual(try client.result("textDocument/references", .object(params)), .array(Array(all.arrayValue!.dropFirst())))
            let highlights = try client.result("textDocument/documentHighlight", .object(at(inboxURI, inbox, "2️⃣", encoding)))
            XCTAssertEqual(highlights, [
                ["range": inbox.lspRange("1️⃣", "3️⃣", in: encoding), "kind": 3],
                ["range": inbox.lspRange("7️⃣", "8️⃣", in: encoding), "kind": 2],
            ], encoding.rawValue)
            XCTAssertEqual(try client.errorCode("textDocument/references", .object(at(detailURI, detail, "3️⃣", encoding))), ResponseError.invalidParams, "context is required")
        }
    }

    func testRenameAsVersionedDocumentChangesInEveryEncoding() throws {
        for encoding in PositionEncoding.allCases {
            let capabilities: JSONObject = ["workspace": ["workspaceEdit": ["documentChanges": true]], "textDocument": ["rename": ["prepareSupport": true]]]
            let (client, workspace, inboxURI, detailURI) = try started(encoding, capabilities: capabilities)
            _ = workspace
            let prepared = try client.result("textDocument/prepareRename", .object(at(detailURI, detail, "4️⃣", encoding)))
            XCTAssertEqual(prepared, ["range": detail.lspRange("3️⃣", "4️⃣", in: encoding), "placeholder": "Inbox"])
            var params = at(detailURI, detail, "3️⃣", encoding)
            params["newName"] = "Mailbox"
            let edit = try client.result("textDocument/rename", .object(params))
            let changes = try XCTUnwrap(edit["documentChanges"]?.arrayValue, "\(edit)")
            XCTAssertNil(edit["changes"])
            XCTAssertEqual(changes.map { $0["textDocument"] }, [
                ["uri": .string(inboxURI), "version": 2],
                ["uri": .string(detailURI), "version": .null],
            ])
            let renamedInbox = applying(changes[0]["edits"]?.arrayValue ?? [], to: inbox.text, in: encoding)
            XCTAssertEqual(renamedInbox, inbox.text.replacingOccurrences(of: "screen Inbox", with: "screen Mailbox").replacingOccurrences(of: "screen: Inbox", with: "screen: Mailbox"))
            let renamedDetail = applying(changes[1]["edits"]?.arrayValue ?? [], to: detail.text, in: encoding)
            XCTAssertEqual(renamedDetail, detail.text.replacingOccurrences(of: "pushes: Inbox", with: "pushes: Mailbox"))
        }
    }

    func testRenameAsChangesForClientsWithoutDocumentChanges() throws {
        let (client, workspace, inboxURI, detailURI) = try started(.utf16)
        _ = workspace
        var params = at(inboxURI, inbox, "4️⃣", .utf16)
        params["newName"] = "Details"
        let edit = try client.result("textDocument/rename", .object(params))
        XCTAssertNil(edit["documentChanges"])
        let inboxEdits = try XCTUnwrap(edit["changes"]?[inboxURI]?.arrayValue)
        let detailEdits = try XCTUnwrap(edit["changes"]?[detailURI]?.arrayValue)
        XCTAssertEqual(inboxEdits, [["range": inbox.lspRange("4️⃣", "6️⃣", in: .utf16), "newText": "Details"]])
        XCTAssertEqual(detailEdits, [["range": detail.lspRange("1️⃣", "2️⃣", in: .utf16), "newText": "Details"]])
    }

    func testRenameRefusalsAreErrorsThatSayWhy() throws {
        let (client, workspace, inboxURI, detailURI) = try started(.utf8, capabilities: ["textDocument": ["rename": ["prepareSupport": true]]])
        _ = workspace
        for (newName, words) in [("Detail", "already exists"), ("true", "keyword"), ("Mail box", "is not a screen name"), ("收件匣", "is not a screen name")] {
            var params = at(inboxURI, inbox, "2️⃣", .utf8)
            params["newName"] = .string(newName)
            guard case .errorResponse(_, let error) = try client.request("textDocument/rename", .object(params)) else {
                XCTFail("\(newName) was not refused")
                continue
            }
            XCTAssertEqual(error.code, ResponseError.requestFailed)
            XCTAssertTrue(error.message.contains(words), "\(newName): \(error.message)")
        }
        // Not a screen name: a word in a string, a URL.
        guard case .errorResponse(_, let error) = try client.request("textDocument/prepareRename", .object(at(detailURI, detail, "6️⃣", .utf8))) else {
            return XCTFail("prepareRename in a string was not refused")
        }
        XCTAssertEqual(error.code, ResponseError.requestFailed)
        XCTAssertTrue(error.message.contains("Only a screen name can be renamed"))
        XCTAssertEqual(try client.errorCode("textDocument/rename", .object(at(inboxURI, inbox, "2️⃣", .utf8))), ResponseError.invalidParams, "newName is required")
    }

    func testRenameRefusalsSpeakTheClientLanguage() throws {
        let client = try TestClient.started(.utf16, ["locale": "zh-TW"])
        try client.openAndWait("file:///app/a.screen", "screen A { }\nscreen B { }\n")
        let params: JSONValue = ["textDocument": ["uri": "file:///app/a.screen"], "position": ["line": 0, "character": 7], "newName": "B"]
        guard case .errorResponse(_, let error) = try client.request("textDocument/rename", params) else { return XCTFail("not refused") }
        XCTAssertEqual(error.message, "工作區中已有名為 B 的畫面；兩個畫面不能同名。")
    }

    func testCapabilitiesNameTheNewProviders() throws {
        let plain = try TestClient().initialize(capabilities: [:])["capabilities"]
        XCTAssertEqual(plain?["renameProvider"], true)
        for provider in ["definitionProvider", "declarationProvider", "referencesProvider", "documentHighlightProvider", "workspaceSymbolProvider"] {
            XCTAssertEqual(plain?[provider], true, provider)
        }
        XCTAssertEqual(plain?["documentLinkProvider"], ["resolveProvider": false])
        let preparing = try TestClient().initialize(capabilities: ["textDocument": ["rename": ["prepareSupport": true]]])["capabilities"]
        XCTAssertEqual(preparing?["renameProvider"], ["prepareProvider": true])
    }

    func testWorkspaceSymbolsAndDocumentLinks() throws {
        for encoding in PositionEncoding.allCases {
            let (client, workspace, inboxURI, detailURI) = try started(encoding)
            _ = workspace
            let symbols = try client.result("workspace/symbol", ["query": "det"])
            XCTAssertEqual(symbols, [["name": "Detail", "kind": 5, "location": ["uri": .string(detailURI), "range": detail.lspRange("1️⃣", "2️⃣", in: encoding)]]])
            let bars = try client.result("workspace/symbol", ["query": "bar"]).arrayValue ?? []
            XCTAssertEqual(bars.map { $0["name"] }, ["TabBar", "NavigationBar"])
            XCTAssertEqual(bars.map { $0["containerName"] }, ["Inbox", "Detail"])
            XCTAssertEqual(bars.map { $0["location"]?["uri"] }, [.string(inboxURI), .string(detailURI)])
            let links = try client.result("textDocument/documentLink", ["textDocument": ["uri": .string(detailURI)]])
            XCTAssertEqual(links, [["range": detail.lspRange("5️⃣", "6️⃣", in: encoding), "target": "https://例子.tw/說明"]])
            XCTAssertEqual(try client.errorCode("workspace/symbol", [:]), ResponseError.invalidParams)
        }
    }
}
