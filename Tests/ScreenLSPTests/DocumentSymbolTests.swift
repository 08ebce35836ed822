import JSONRPC
import ScreenSyntax
import ScreenTestSupport
import XCTest

/// `textDocument/documentSymbol`: a tree for clients that take one, else a flat list.
final class DocumentSymbolTests: XCTestCase {
    private let uri = "file:///tmp/s.screen"
    private let source = MarkedSource("""
        // 收件匣 📬
        1️⃣screen 2️⃣Inbox3️⃣ {
            StatusBar
            /* 😀 */ 4️⃣NavigationBar5️⃣ { title: "收件匣 👨‍👩‍👧" }6️⃣
            TableView { Section "Today" { Cell "A" } }
        }7️⃣
        screen Other { }
        """)
    private let hierarchical: JSONValue = ["documentSymbol": ["hierarchicalDocumentSymbolSupport": true]]

    func testHierarchicalSymbolsInEveryEncoding() throws {
        for encoding in PositionEncoding.allCases {
            let client = try TestClient.started(encoding, textDocument: hierarchical)
            try client.openAndWait(uri, source.text)
            let symbols = try client.result("textDocument/documentSymbol", ["textDocument": ["uri": .string(uri)]])
            XCTAssertEqual(symbols.arrayValue?.map { $0["name"] }, ["Inbox", "Other"])
            let inbox = try XCTUnwrap(symbols[0])
            XCTAssertEqual(inbox["kind"], 5)
            XCTAssertEqual(inbox["range"], source.lspRange("1️⃣", "7️⃣", in: encoding), encoding.rawValue)
            XCTAssertEqual(inbox["selectionRange"], source.lspRange("2️⃣", "3️⃣", in: encoding), encoding.rawValue)
            XCTAssertEqual(inbox["children"]?.arrayValue?.map { $0["name"] }, ["StatusBar", "NavigationBar", "TableView"])
            XCTAssertEqual(inbox["children"]?.arrayValue?.map { $0["kind"] }, [23, 23, 19])
            let navigationBar = try XCTUnwrap(inbox["children"]?[1])
            XCTAssertEqual(navigationBar["detail"], "收件匣 👨‍👩‍👧")
            XCTAssertEqual(navigationBar["range"], source.lspRange("4️⃣", "6️⃣", in: encoding), encoding.rawValue)
            XCTAssertEqual(navigationBar["selectionRange"], source.lspRange("4️⃣", "5️⃣", in: encoding), encoding.rawValue)
            XCTAssertEqual(inbox["children"]?[2]?["children"]?[0]?["detail"], "Today")
        }
    }

    func testFlatSymbolsNameTheirContainer() throws {
        let client = try TestClient.started(.utf32)
        try client.openAndWait(uri, source.text)
        let symbols = try XCTUnwrap(client.result("textDocument/documentSymbol", ["textDocument": ["uri": .string(uri)]]).arrayValue)
        XCTAssertEqual(symbols.map { $0["name"] }, ["Inbox", "StatusBar", "NavigationBar", "TableView", "Section", "Other"])
        XCTAssertEqual(symbols.map { $0["containerName"] }, [nil, "Inbox", "Inbox", "Inbox", "TableView", nil])
        XCTAssertEqual(symbols[2]["location"], ["uri": .string(uri), "range": source.lspRange("4️⃣", "6️⃣", in: .utf32)])
    }

    func testUnknownDocumentHasNone() throws {
        let client = try TestClient.started(.utf16, textDocument: hierarchical)
        XCTAssertEqual(try client.result("textDocument/documentSymbol", ["textDocument": ["uri": "untitled:none"]]), .null)
    }
}
