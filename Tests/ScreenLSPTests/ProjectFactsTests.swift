import JSONRPC
import ScreenLSP
import XCTest

/// With no workspace folder, a document opened is checked with its project's facts (the
/// nearest folder upward with a screenkit.json, else its folder), as on the command line;
/// the project's other files are not reported. With workspace folders, nothing outside
/// them is read.
final class ProjectFactsTests: XCTestCase {
    private let inbox = """
        screen Inbox {
            NavigationBar { title: "Inbox" }
            TableView { Cell "Alice" { pushes: Chat } }
            Button "send now"
        }

        """
    private let chat = """
        screen Chat {
            NavigationBar { title: "Alice" BackButton "Inbox" }
            TableView { Cell "All Chats" { accessory: disclosureIndicator pushes: Inbox } }
        }

        """

    private func ruleIDs(_ published: JSONValue) -> [String] {
        (published["diagnostics"]?.arrayValue ?? []).compactMap { $0["code"]?.stringValue }
    }

    func testADocumentOpenedWithoutFoldersKnowsItsSiblingsWhichAreNotReported() throws {
        let workspace = try TemporaryWorkspace()
        let inboxURI = try workspace.write("app/inbox.screen", inbox)
        let chatURI = try workspace.write("app/chat.screen", chat)
        let client = TestClient()
        try client.initialize()
        client.open(chatURI, chat)
        let published = try client.publishedDiagnostics(chatURI, version: 1)
        XCTAssertEqual(ruleIDs(published), [], "Inbox is declared and pushes Chat in the sibling: \(published)")
        _ = try client.request("shutdown")
        let reported = client.unclaimedMessages.compactMap { message -> String? in
            guard case .notification("textDocument/publishDiagnostics", let params) = message else { return nil }
            return params?["uri"]?.stringValue
        }
        XCTAssertFalse(reported.contains(inboxURI), "the sibling is read for facts, not reported")
    }

    func testTheProjectReachesUpToTheScreenkitJSON() throws {
        let workspace = try TemporaryWorkspace()
        try workspace.write("app/screenkit.json", "{}\n")
        try workspace.write("app/mail/inbox.screen", inbox)
        let chatURI = try workspace.write("app/chat/chat.screen", chat)
        let client = TestClient()
        try client.initialize(capabilities: TestClient.pullCapabilities)
        client.open(chatURI, chat)
        let report = try client.result("textDocument/diagnostic", ["textDocument": ["uri": .string(chatURI)]])
        XCTAssertEqual((report["items"]?.arrayValue ?? []).compactMap { $0["code"]?.stringValue }, [], "\(report)")
        let workspaceReport = try client.result("workspace/diagnostic", ["previousResultIds": []])
        let uris = (workspaceReport["items"]?.arrayValue ?? []).compactMap { $0["uri"]?.stringValue }
        XCTAssertEqual(uris, [chatURI], "only the open document is reported")
    }

    func testWithoutTheSiblingTheScreenIsUnknown() throws {
        let workspace = try TemporaryWorkspace()
        let chatURI = try workspace.write("alone/chat.screen", chat)
        let client = TestClient()
        try client.initialize()
        client.open(chatURI, chat)
        let published = try client.publishedDiagnostics(chatURI, version: 1)
        XCTAssertTrue(ruleIDs(published).contains("unknown-screen"), "\(published)")
        XCTAssertTrue(ruleIDs(published).contains("back-button-on-root"), "\(published)")
    }

    func testWithWorkspaceFoldersNothingOutsideThemIsRead() throws {
        let workspace = try TemporaryWorkspace()
        try workspace.write("fine.screen", "screen Fine {}\n")
        _ = try workspace.writeOutside("inbox.screen", inbox)
        let chatPath = try workspace.writeOutside("chat.screen", chat)
        let chatURI = DocumentURI(path: chatPath).string
        let client = TestClient()
        try client.initialize(capabilities: [:], ["workspaceFolders": workspace.workspaceFolders])
        client.open(chatURI, chat)
        let published = try client.publishedDiagnostics(chatURI, version: 1)
        XCTAssertTrue(ruleIDs(published).contains("unknown-screen"), "the file outside the folder is not read: \(published)")
    }
}
