import JSONRPC
import ScreenLSP
import XCTest

/// A document opened outside every workspace folder (or with none) is checked with its
/// project's facts (the nearest folder upward with a screenkit.json, else its folder), as on
/// the command line; the project's other files are neither reported nor written. Documents
/// inside a folder read nothing outside it.
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

    private func reportedURIs(_ client: TestClient) -> [String] {
        client.unclaimedMessages.compactMap { message -> String? in
            guard case .notification("textDocument/publishDiagnostics", let params) = message else { return nil }
            return params?["uri"]?.stringValue
        }
    }

    func testADocumentOpenedOutsideTheFoldersKnowsItsSiblingsWhichAreNotReportedNorWritten() throws {
        let workspace = try TemporaryWorkspace()
        try workspace.write("fine.screen", "screen Fine {}\n")
        let inboxPath = try workspace.writeOutside("inbox.screen", inbox)
        let chatPath = try workspace.writeOutside("chat.screen", chat)
        let chatURI = DocumentURI(path: chatPath).string
        let inboxBefore = try FileManager.default.attributesOfItem(atPath: inboxPath)[.modificationDate] as? Date
        let client = TestClient()
        try client.initialize(capabilities: [:], ["workspaceFolders": workspace.workspaceFolders])
        client.open(chatURI, chat)
        let published = try client.publishedDiagnostics(chatURI, version: 1)
        XCTAssertEqual(ruleIDs(published), [], "Inbox is declared and pushes Chat in the sibling outside the folder: \(published)")
        _ = try client.request("shutdown")
        let reported = reportedURIs(client)
        XCTAssertFalse(reported.contains(DocumentURI(path: inboxPath).string), "the sibling is read for facts, not reported: \(reported)")
        XCTAssertEqual(try String(contentsOfFile: inboxPath, encoding: .utf8), inbox, "the sibling is not written")
        XCTAssertEqual(try FileManager.default.attributesOfItem(atPath: inboxPath)[.modificationDate] as? Date, inboxBefore)
    }

    func testADocumentOpenedOutsideTheFoldersIsPulledAloneWithItsFolderFiles() throws {
        let workspace = try TemporaryWorkspace()
        let fineURI = try workspace.write("fine.screen", "screen Fine {\n    NavigationBar { title: \"Fine\" }\n}\n")
        let inboxURI = DocumentURI(path: try workspace.writeOutside("inbox.screen", inbox)).string
        let chatURI = DocumentURI(path: try workspace.writeOutside("chat.screen", chat)).string
        let client = TestClient()
        try client.initialize(capabilities: TestClient.pullCapabilities, ["workspaceFolders": workspace.workspaceFolders])
        client.open(chatURI, chat)
        let report = try client.result("textDocument/diagnostic", ["textDocument": ["uri": .string(chatURI)]])
        XCTAssertEqual((report["items"]?.arrayValue ?? []).compactMap { $0["code"]?.stringValue }, [], "\(report)")
        let workspaceReport = try client.result("workspace/diagnostic", ["previousResultIds": []])
        let uris = Set((workspaceReport["items"]?.arrayValue ?? []).compactMap { $0["uri"]?.stringValue })
        XCTAssertTrue(uris.contains(fineURI), "the folder's files are reported: \(uris)")
        XCTAssertTrue(uris.contains(chatURI), "the open document is reported: \(uris)")
        XCTAssertFalse(uris.contains(inboxURI), "the sibling read for facts is not: \(uris)")
    }

    func testADocumentInsideTheFolderReadsNothingOutsideIt() throws {
        let workspace = try TemporaryWorkspace()
        _ = try workspace.writeOutside("inbox.screen", inbox)
        let chatURI = try workspace.write("chat.screen", chat)
        let client = TestClient()
        try client.initialize(capabilities: [:], ["workspaceFolders": workspace.workspaceFolders])
        client.open(chatURI, chat)
        let published = try client.publishedDiagnostics(chatURI, version: 1)
        XCTAssertTrue(ruleIDs(published).contains("unknown-screen"), "Inbox is declared only outside the folder: \(published)")
        XCTAssertTrue(ruleIDs(published).contains("back-button-on-root"), "\(published)")
    }

    func testADocumentOpenedOutsideLeavesTheFolderDocumentsAsTheyWere() throws {
        let workspace = try TemporaryWorkspace()
        let home = """
            screen Home {
                NavigationBar { title: "Home" }
                Button "Settings" { pushes: Settings }
            }

            """
        try workspace.write("settings.screen", "screen Settings {\n    NavigationBar { title: \"Settings\" }\n}\n")
        let homeURI = try workspace.write("home.screen", home)
        _ = try workspace.writeOutside("inbox.screen", inbox)
        let chatURI = DocumentURI(path: try workspace.writeOutside("chat.screen", chat)).string
        let client = TestClient()
        try client.initialize(capabilities: TestClient.pullCapabilities, ["workspaceFolders": workspace.workspaceFolders])
        client.open(homeURI, home)
        let before = try client.result("textDocument/diagnostic", ["textDocument": ["uri": .string(homeURI)]])
        client.open(chatURI, chat)
        let outside = try client.result("textDocument/diagnostic", ["textDocument": ["uri": .string(chatURI)]])
        XCTAssertEqual((outside["items"]?.arrayValue ?? []).compactMap { $0["code"]?.stringValue }, [], "\(outside)")
        let after = try client.result("textDocument/diagnostic", ["textDocument": ["uri": .string(homeURI)]])
        XCTAssertEqual(before["items"], after["items"], "the folder's document is checked as before")
    }

    func testADocumentOpenedThroughALinkOutOfTheFolderHasTheProjectOfItsRealLocation() throws {
        let workspace = try TemporaryWorkspace()
        let inboxPath = try workspace.writeOutside("inbox.screen", inbox)
        let chatPath = try workspace.writeOutside("chat.screen", chat)
        try FileManager.default.createSymbolicLink(atPath: workspace.folder + "/chat-link.screen", withDestinationPath: chatPath)
        let linkURI = DocumentURI(path: workspace.folder + "/chat-link.screen").string
        let client = TestClient()
        try client.initialize(capabilities: [:], ["workspaceFolders": workspace.workspaceFolders])
        client.open(linkURI, chat)
        let published = try client.publishedDiagnostics(linkURI, version: 1)
        XCTAssertEqual(ruleIDs(published), [], "the link leads to the outside project, whose Inbox counts: \(published)")
        _ = try client.request("shutdown")
        XCTAssertFalse(reportedURIs(client).contains(DocumentURI(path: inboxPath).string))
    }

    func testAHiddenFolderAndASubfolderOfAnUnmarkedProjectAreNotRead() throws {
        let workspace = try TemporaryWorkspace()
        try FileManager.default.createDirectory(atPath: workspace.outside + "/.hidden", withIntermediateDirectories: true)
        try FileManager.default.createDirectory(atPath: workspace.outside + "/sub", withIntermediateDirectories: true)
        _ = try workspace.writeOutside(".hidden/inbox.screen", inbox)
        _ = try workspace.writeOutside("sub/inbox.screen", inbox)
        let chatURI = DocumentURI(path: try workspace.writeOutside("chat.screen", chat)).string
        let client = TestClient()
        try client.initialize(capabilities: [:], ["workspaceFolders": workspace.workspaceFolders])
        client.open(chatURI, chat)
        let published = try client.publishedDiagnostics(chatURI, version: 1)
        XCTAssertTrue(ruleIDs(published).contains("unknown-screen"), "no screenkit.json: the folder's own files only, none hidden: \(published)")
    }

    func testAMarkedProjectOutsideTheFoldersIsReadWholeButForHiddenFolders() throws {
        let workspace = try TemporaryWorkspace()
        try FileManager.default.createDirectory(atPath: workspace.outside + "/app/mail", withIntermediateDirectories: true)
        try FileManager.default.createDirectory(atPath: workspace.outside + "/app/.hidden", withIntermediateDirectories: true)
        _ = try workspace.writeOutside("app/screenkit.json", "{}\n")
        _ = try workspace.writeOutside("app/mail/inbox.screen", inbox)
        _ = try workspace.writeOutside("app/.hidden/other.screen", "screen Other {}\n")
        let chatText = chat.replacingOccurrences(of: "pushes: Inbox }", with: "pushes: Inbox }\n        Cell \"Other\" { accessory: disclosureIndicator pushes: Other }")
        let chatURI = DocumentURI(path: try workspace.writeOutside("app/chat.screen", chatText)).string
        let client = TestClient()
        try client.initialize(capabilities: [:], ["workspaceFolders": workspace.workspaceFolders])
        client.open(chatURI, chatText)
        let published = try client.publishedDiagnostics(chatURI, version: 1)
        let unknown = (published["diagnostics"]?.arrayValue ?? []).filter { $0["code"]?.stringValue == "unknown-screen" }
        XCTAssertEqual(unknown.count, 1, "Inbox in a subfolder counts, Other in a hidden folder does not: \(published)")
        XCTAssertEqual(unknown.first?["message"]?.stringValue?.contains("Other"), true, "\(unknown)")
    }
}
