import JSONRPC
import ScreenSyntax
import XCTest

/// Pushed diagnostics are written straight to JSON and reuse the text of findings that only
/// moved: after every edit they must be what a fresh server publishes for the same text, in
/// every encoding and language.
final class DiagnosticsPublishingTests: XCTestCase {
    private static let source = """
    // 收件匣 📬
    screen Inbox {
        NavigationBar { title: "收件匣 📬" Button "edit all" { placement: trailing } }
        SearchBar { placeholder: "Search" }
        TableView {
            Cell "陳小明 😀" { subtitel: "週五午餐？" pushes: Conversaton }
            Cell "Bob" { accessory: disclosureIndicator presents: Compose }
        }
    }

    screen Conversation {
        NavigationBar { title: "Alice \\"A\\" Chen" BackButton "收件匣 📬" }
        Label "Hello\\tthere" { dynamicType: false }
    }

    screen Compose {
        NavigationBar { title: "New Message" Button "Send" }
        TextView
    }

    """

    private func client(_ encoding: PositionEncoding, locale: String) throws -> TestClient {
        let client = TestClient(options: ServerOptionsOverride.quiet.options)
        try client.initialize(capabilities: ["general": ["positionEncodings": [.string(encoding.rawValue)]]], ["locale": .string(locale)])
        return client
    }

    /// What a server that never saw an earlier version publishes for `text`, under the same name.
    private func freshDiagnostics(_ text: String, _ encoding: PositionEncoding, locale: String) throws -> JSONValue? {
        let client = try client(encoding, locale: locale)
        client.open("untitled:doc", text)
        return try client.publishedDiagnostics("untitled:doc", version: 1)["diagnostics"]
    }

    func testEditedDocumentsPublishWhatAFreshServerPublishes() throws {
        for encoding in PositionEncoding.allCases {
            for locale in ["en", "zh-TW"] {
                let client = try client(encoding, locale: locale)
                var document = LocalDocument(Self.source, encoding: encoding)
                client.open("untitled:doc", document.text)
                let first = try client.publishedDiagnostics("untitled:doc", version: 1)["diagnostics"]
                XCTAssertEqual(first, try freshDiagnostics(document.text, encoding, locale: locale))
                guard case .array(let items) = first else { return XCTFail("no diagnostics array") }
                XCTAssertGreaterThan(items.count, 6, "the document has findings of several rules")
                // A line inserted at the top moves every finding; a fix removes one in the
                // middle; a new mistake adds one; a retyped cell title keeps every finding.
                let edits = [
                    ("// 收件匣 📬\n", "// 收件匣 📬\n// 🚀 one more line\n"),
                    ("subtitel", "subtitle"),
                    ("Button \"Send\"", "Button \"send now\""),
                    ("Cell \"陳小明 😀\"", "Cell \"陳大明 😀\""),
                ]
                for (offset, (old, new)) in edits.enumerated() {
                    let version = offset + 2
                    client.change("untitled:doc", version: version, [document.replace(old, with: new)])
                    let published = try client.publishedDiagnostics("untitled:doc", version: version)["diagnostics"]
                    XCTAssertEqual(published, try freshDiagnostics(document.text, encoding, locale: locale), "\(encoding.rawValue), \(locale), v\(version)")
                }
            }
        }
    }

    func testMessagesAreInTheSessionsLanguageOnly() throws {
        let client = try client(.utf16, locale: "zh-TW")
        client.open("untitled:doc", Self.source)
        guard case .array(let items) = try client.publishedDiagnostics("untitled:doc", version: 1)["diagnostics"] else {
            return XCTFail("no diagnostics array")
        }
        let messages = items.compactMap { $0["message"]?.stringValue }
        XCTAssertEqual(messages.count, items.count)
        XCTAssertTrue(messages.contains { $0.contains("畫面") }, "\(messages)")
        XCTAssertFalse(messages.contains { $0.contains("The ") }, "\(messages)")
    }
}

/// Requests do not wait behind diagnostics: an edit and a hover that arrive together get the
/// hover's answer first, from the edited text, and then the edit's diagnostics.
final class RequestsBeforeDiagnosticsTests: XCTestCase {
    func testAHoverSentWithAnEditIsAnsweredBeforeTheEditsDiagnostics() throws {
        let client = TestClient(options: ServerOptionsOverride.quiet.options)
        try client.initialize()
        // A document whose checking takes a while, so that the edit and the hover both wait
        // while the server opens it.
        let screen = "screen Inbox{n} {\n    NavigationBar { title: \"收件匣\" Button \"edit\" }\n    TableView { Cell \"A\" { pushes: Inbox{n}x } }\n}\n"
        let text = (0..<400).map { screen.replacingOccurrences(of: "{n}", with: String($0)) }.joined()
        client.open("untitled:big", text)
        let change = JSONRPCMessage.notification(method: "textDocument/didChange", params: [
            "textDocument": ["uri": "untitled:big", "version": 2],
            "contentChanges": [["range": ["start": ["line": 0, "character": 0], "end": ["line": 0, "character": 0]], "text": "// edited\n"]],
        ])
        // The hover names TableView, one line down after the edit.
        let hover = JSONRPCMessage.request(id: .integer(77), method: "textDocument/hover", params: [
            "textDocument": ["uri": "untitled:big"], "position": ["line": 3, "character": 6],
        ])
        client.sendRaw(MessageFramer.frame(change.serialized()) + MessageFramer.frame(hover.serialized()))
        _ = try client.publishedDiagnostics("untitled:big", version: 2, timeout: 60)
        let answer = client.unclaimedMessages.first { message in
            if case .response(.integer(77), _) = message { return true }
            return false
        }
        guard case .response(_, let result)? = answer else {
            return XCTFail("the hover was not answered before the diagnostics of the edit it came with")
        }
        XCTAssertTrue(result["contents"]?["value"]?.stringValue?.contains("TableView") ?? false, "\(result)")
    }

    /// The rules run off the loop: a request that comes while a big document is being
    /// checked is answered from the latest snapshot at once, before those diagnostics.
    func testRequestsAreAnsweredWhileAnotherDocumentIsChecked() throws {
        let client = TestClient(options: ServerOptionsOverride.quiet.options)
        try client.initialize()
        client.open("untitled:small", "screen A {\n    Label \"x\"\n}\n")
        _ = try client.publishedDiagnostics("untitled:small", version: 1)
        client.open("untitled:big", BusyDocument.text)
        let hover: JSONValue = ["textDocument": ["uri": "untitled:small"], "position": ["line": 1, "character": 5]]
        // Answered once the big document's text is in; its check starts then.
        _ = try client.result("textDocument/hover", hover)
        let during = client.sendRequest("textDocument/hover", hover)
        _ = try client.response(to: during)
        // The diagnostics of the big document had not come when the answer did.
        let earlier = client.unclaimedMessages.filter {
            guard case .notification("textDocument/publishDiagnostics", let params) = $0 else { return false }
            return params?["uri"] == "untitled:big"
        }
        XCTAssertEqual(earlier.count, 0)
        // And they come after.
        XCTAssertNotNil(try client.publishedDiagnostics("untitled:big", version: 1)["diagnostics"])
    }

    /// A document closed while the worker checks it gets no findings after its close: what
    /// the worker made for it is dropped, and the client's list stays empty.
    func testADocumentClosedWhileItIsCheckedIsNotPublishedAfter() throws {
        let client = TestClient(options: ServerOptionsOverride.quiet.options)
        try client.initialize()
        // Hundreds of findings (each button title is not in title case), some time to check.
        let text = (0..<2_000).map { "screen S\($0) {\n    Button \"edit all\"\n}\n" }.joined()
        client.open("untitled:big", text)
        // Answered once the document is in, and its check is handed to the worker before or
        // right after; a hover costs little, so the close comes early in the check. (An
        // answer that took as long as the check, a list of every screen's symbols, let the
        // check end before the close, and its list was rightly pushed.)
        _ = try client.result("textDocument/hover", ["textDocument": ["uri": "untitled:big"], "position": ["line": 1, "character": 6]])
        client.notify("textDocument/didClose", ["textDocument": ["uri": "untitled:big"]])
        // Jobs run in order: once the small document's diagnostics come, the big one's
        // check has ended.
        client.open("untitled:small", "screen A {\n    Label \"x\"\n}\n")
        _ = try client.publishedDiagnostics("untitled:small", version: 1, timeout: 60)
        _ = try client.request("shutdown")
        let published = client.unclaimedMessages.compactMap { message -> JSONValue? in
            guard case .notification("textDocument/publishDiagnostics", let params) = message, params?["uri"] == "untitled:big" else { return nil }
            return params?["diagnostics"]
        }
        // Its check takes far longer than the close takes to arrive: any list with findings
        // was made for the closed document and pushed after its close.
        XCTAssertEqual(published.map { DiagnosticSummary.list($0).count }.filter { $0 > 0 }, [], "lists published for the closed document")
    }
}
