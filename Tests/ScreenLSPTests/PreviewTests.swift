import JSONRPC
import ScreenSyntax
import ScreenTestSupport
import XCTest

/// The preview at the edge: a lens above each screen, the command behind it, and
/// `screenkit/preview` at a position, in every position encoding.
final class PreviewTests: XCTestCase {
    private let uri = "file:///tmp/preview.screen"
    private let source = MarkedSource("""
        // 收件匣 📬 😀
        1️⃣screen Inbox2️⃣ {
            StatusBar
            NavigationBar { title: "收件匣 👨‍👩‍👧" }
            Alert "Error" { message: "Could not send."; Button "OK" }
        }
        3️⃣screen Compose4️⃣ {
            presentation: modal
            NavigationBar { title: "新郵件 ✉️" 5️⃣}
        }
        """)

    func testALensAboveEachScreenRunsThePreviewCommand() throws {
        for encoding in PositionEncoding.allCases {
            let client = try TestClient.started(encoding)
            try client.openAndWait(uri, source.text)
            let lenses = try XCTUnwrap(client.result("textDocument/codeLens", ["textDocument": ["uri": .string(uri)]]).arrayValue)
            XCTAssertEqual(lenses.count, 2)
            XCTAssertEqual(lenses[0]["range"], source.lspRange("1️⃣", "2️⃣", in: encoding), encoding.rawValue)
            XCTAssertEqual(lenses[1]["range"], source.lspRange("3️⃣", "4️⃣", in: encoding), encoding.rawValue)
            XCTAssertEqual(lenses[0]["command"], ["title": "Preview", "command": "screenkit.preview", "arguments": [.string(uri), "Inbox"]])
            let command = try XCTUnwrap(lenses[1]["command"])
            let answer = try client.result("workspace/executeCommand", ["command": command["command"]!, "arguments": command["arguments"]!])
            XCTAssertEqual(answer["screen"], "Compose")
            let svg = try XCTUnwrap(answer["svg"]?.stringValue)
            XCTAssertTrue(svg.hasPrefix("<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"375\" height=\"667\""))
            XCTAssertTrue(svg.contains("新郵件 ✉️"))
        }
    }

    func testTheCapabilitiesListTheCommands() throws {
        let client = TestClient()
        let result = try client.initialize()
        XCTAssertEqual(result["capabilities"]?["executeCommandProvider"], ["commands": ["screenkit.preview", "screenkit.storyboard"]])
        XCTAssertEqual(result["capabilities"]?["codeLensProvider"], ["resolveProvider": false])
    }

    func testThePreviewAtAPositionIsTheScreenThereWithItsFindings() throws {
        for encoding in PositionEncoding.allCases {
            let client = try TestClient.started(encoding)
            try client.openAndWait(uri, source.text)
            let inbox = try client.result("screenkit/preview", ["textDocument": ["uri": .string(uri)], "position": source.lspPosition("2️⃣", in: encoding)])
            XCTAssertEqual(inbox["screen"], "Inbox", encoding.rawValue)
            XCTAssertTrue(inbox["svg"]?.stringValue?.contains("data-findings=\"alert-generic-title\"") == true)
            let compose = try client.result("screenkit/preview", ["textDocument": ["uri": .string(uri)], "position": source.lspPosition("5️⃣", in: encoding)])
            XCTAssertEqual(compose["screen"], "Compose", encoding.rawValue)
        }
    }

    func testTheStoryboardCommandAnswersThePage() throws {
        let client = try TestClient.started(.utf16)
        try client.openAndWait(uri, source.text)
        let page = try XCTUnwrap(client.result("workspace/executeCommand", ["command": "screenkit.storyboard"])["html"]?.stringValue)
        XCTAssertTrue(page.hasPrefix("<!DOCTYPE html>"))
        XCTAssertTrue(page.contains("<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"375\" height=\"667\" viewBox=\"0 0 375 667\" data-screen=\"Inbox\""))
        XCTAssertTrue(page.contains("data-screen=\"Compose\""))
    }

    func testBadCommandsAreRefusedAndTheServerKeepsServing() throws {
        let client = try TestClient.started(.utf16)
        try client.openAndWait(uri, source.text)
        for params: JSONValue in [
            ["command": "screenkit.unknown"],
            ["command": "screenkit.preview"],
            ["command": "screenkit.preview", "arguments": [.string(uri)]],
            ["command": "screenkit.preview", "arguments": [.string(uri), "Nowhere"]],
            ["command": "screenkit.preview", "arguments": "Inbox"],
            ["arguments": []],
        ] {
            XCTAssertEqual(try client.errorCode("workspace/executeCommand", params), ResponseError.invalidParams, "\(params)")
        }
        XCTAssertEqual(try client.result("screenkit/preview", ["textDocument": ["uri": "file:///unknown.screen"], "position": ["line": 0, "character": 0]]), .null)
        XCTAssertEqual(try client.result("textDocument/codeLens", ["textDocument": ["uri": "file:///unknown.screen"]]), [])
        XCTAssertEqual(try client.result("screenkit/preview", ["textDocument": ["uri": .string(uri)], "position": ["line": 1, "character": 3]])["screen"], "Inbox")
    }
}
