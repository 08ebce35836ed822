import JSONRPC
import ScreenSyntax
import ScreenTestSupport
import XCTest

/// `textDocument/documentColor` and `textDocument/colorPresentation` in every encoding.
final class DocumentColorTests: XCTestCase {
    private let uri = "file:///tmp/colors.screen"

    func testColorsAndPresentationsBehindEmoji() throws {
        let source = MarkedSource("screen A {\n    NavigationBar { title: \"😀收件匣\" tint: 1️⃣#FFF2️⃣ }\n}")
        for encoding in PositionEncoding.allCases {
            let client = try TestClient.started(encoding)
            try client.openAndWait(uri, source.text)
            let colors = try client.result("textDocument/documentColor", ["textDocument": ["uri": .string(uri)]])
            XCTAssertEqual(colors, [["range": source.lspRange("1️⃣", "2️⃣", in: encoding), "color": ["red": 1.0, "green": 1.0, "blue": 1.0, "alpha": 1.0]]], encoding.rawValue)
            let presentations = try client.result("textDocument/colorPresentation", [
                "textDocument": ["uri": .string(uri)], "range": source.lspRange("1️⃣", "2️⃣", in: encoding),
                "color": ["red": 0.0, "green": 0.47843137254901963, "blue": 1.0, "alpha": 1.0],
            ])
            XCTAssertEqual(presentations[0]?["label"], "#007AFF")
            XCTAssertEqual(presentations[0]?["textEdit"], ["range": source.lspRange("1️⃣", "2️⃣", in: encoding), "newText": "#007AFF"])
            XCTAssertEqual(presentations.arrayValue?.count, 2)
        }
    }

    func testABadColorIsInvalidParams() throws {
        let client = try TestClient.started(.utf16)
        try client.openAndWait(uri, "screen A {}")
        let range: JSONValue = ["start": ["line": 0, "character": 0], "end": ["line": 0, "character": 0]]
        XCTAssertEqual(try client.errorCode("textDocument/colorPresentation", ["textDocument": ["uri": .string(uri)], "range": range, "color": ["red": "x", "green": 0, "blue": 0, "alpha": 1]]), -32602)
    }
}
