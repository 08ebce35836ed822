import JSONRPC
import ScreenSyntax
import ScreenTestSupport
import XCTest

/// `textDocument/foldingRange` for clients that fold lines and those that fold characters,
/// and `textDocument/selectionRange` in every encoding.
final class FoldingAndSelectionRangeTests: XCTestCase {
    private let uri = "file:///tmp/fold.screen"
    private let source = MarkedSource("""
        // 收件匣 😀
        // two
        screen Inbox {1️⃣
            Cell "😀" {2️⃣ subtitle: "x"
            3️⃣}
        4️⃣}
        """)

    func testWholeLineFoldsKeepTheClosingBraceInView() throws {
        let client = try TestClient.started(.utf16, textDocument: ["foldingRange": ["lineFoldingOnly": true, "foldingRange": ["collapsedText": true]]])
        try client.openAndWait(uri, source.text)
        let folds = try client.result("textDocument/foldingRange", ["textDocument": ["uri": .string(uri)]])
        // The Cell's block holds one line once its `}` stays in view: no fold.
        let expected: JSONValue = [
            ["startLine": 0, "endLine": 1, "kind": "comment", "collapsedText": "// 收件匣 😀 …"],
            ["startLine": 2, "endLine": 4, "collapsedText": "screen Inbox { … }"],
        ]
        XCTAssertEqual(folds, expected)
    }

    func testCharacterFoldsInEveryEncoding() throws {
        for encoding in PositionEncoding.allCases {
            let client = try TestClient.started(encoding)
            try client.openAndWait(uri, source.text)
            let folds = try XCTUnwrap(client.result("textDocument/foldingRange", ["textDocument": ["uri": .string(uri)]]).arrayValue)
            XCTAssertEqual(folds.count, 3)
            XCTAssertNil(folds[1]["collapsedText"], "not asked for")
            let (start, end) = source.positions("1️⃣", "4️⃣", in: encoding)
            XCTAssertEqual(folds[1], ["startLine": .integer(Int64(start.line)), "startCharacter": .integer(Int64(start.character)), "endLine": .integer(Int64(end.line)), "endCharacter": .integer(Int64(end.character))])
            let cell = source.positions("2️⃣", "3️⃣", in: encoding)
            XCTAssertEqual(folds[2]["startCharacter"]?.intValue, cell.start.character, encoding.rawValue)
            XCTAssertEqual(folds[2]["endLine"]?.intValue, cell.end.line)
        }
    }

    func testSelectionRangesNestFromTheWordOut() throws {
        let marked = MarkedSource("screen A {\n    NavigationBar { 1️⃣title: 2️⃣\"收件匣 😀 3️⃣in4️⃣box\"5️⃣ }\n}")
        for encoding in PositionEncoding.allCases {
            let client = try TestClient.started(encoding)
            try client.openAndWait(uri, marked.text)
            let result = try client.result("textDocument/selectionRange", ["textDocument": ["uri": .string(uri)], "positions": [marked.lspPosition("4️⃣", in: encoding)]])
            var chain: [JSONValue] = []
            var current = result[0]
            while let range = current?["range"] {
                chain.append(range)
                current = current?["parent"]
            }
            XCTAssertEqual(chain[0]["start"], marked.lspPosition("3️⃣", in: encoding), encoding.rawValue)
            XCTAssertEqual(chain[2], marked.lspRange("2️⃣", "5️⃣", in: encoding), encoding.rawValue)
            XCTAssertEqual(chain[3], marked.lspRange("1️⃣", "5️⃣", in: encoding), encoding.rawValue)
            XCTAssertEqual(chain.last?["start"], ["line": 0, "character": 0])
            XCTAssertGreaterThanOrEqual(chain.count, 7)
        }
    }
}
