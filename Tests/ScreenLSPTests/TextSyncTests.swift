import JSONRPC
import ScreenSyntax
import ScreenLSP
import XCTest

/// didOpen, incremental and full didChange, didClose; the server's text is checked through
/// its diagnostics, which must equal those of the text the client expects.
final class TextSyncTests: XCTestCase {
    private func client(_ encoding: PositionEncoding, options: ServerOptionsOverride = .quiet) throws -> TestClient {
        let client = TestClient(options: options.options)
        try client.initialize(capabilities: ["general": ["positionEncodings": [.string(encoding.rawValue)]]])
        return client
    }

    private func assertDiagnostics(_ client: TestClient, _ uri: String, version: Int, match text: String, _ encoding: PositionEncoding, file: StaticString = #filePath, line: UInt = #line) throws {
        let published = DiagnosticSummary.syntaxErrors(try client.publishedDiagnostics(uri, version: version)["diagnostics"])
        let expected = DiagnosticSummary.expected(for: text, in: encoding)
        XCTAssertFalse(expected.isEmpty, "the text should have errors to compare", file: file, line: line)
        XCTAssertEqual(published, expected, "\(encoding.rawValue) v\(version)", file: file, line: line)
    }

    func testHandCountedEditAfterAnEmoji() throws {
        // "screen A { " is 11 units; 😀 is 4 bytes, 2 UTF-16 units, 1 UTF-32 unit; then "@@".
        for (encoding, start) in [(PositionEncoding.utf8, 15), (.utf16, 13), (.utf32, 12)] {
            let client = try client(encoding)
            client.open("untitled:1", "screen A { 😀@@ }")
            _ = try client.publishedDiagnostics("untitled:1", version: 1)
            client.change("untitled:1", version: 2, [["range": ["start": ["line": 0, "character": .integer(Int64(start))], "end": ["line": 0, "character": .integer(Int64(start + 2))]], "text": "#"]])
            try assertDiagnostics(client, "untitled:1", version: 2, match: "screen A { 😀# }", encoding)
        }
    }

    func testIncrementalEditsAcrossLinesAndEmojiInEveryEncoding() throws {
        for encoding in PositionEncoding.allCases {
            let client = try client(encoding)
            var document = LocalDocument("screen A {\n    Label \"前😀\" @@\n    Button \"👍🏽\" { size: 12px }\n}\n", encoding: encoding)
            client.open("untitled:doc", document.text)
            try assertDiagnostics(client, "untitled:doc", version: 1, match: document.text, encoding)

            // Two changes in one notification, the second in the text left by the first.
            let inside = document.replace("@@", with: "@中😀@")
            let spanning = document.replace("😀\" @中😀@\n    Button \"👍🏽", with: "🇹🇼\" $$\n    Button \"👨‍👩‍👧")
            client.change("untitled:doc", version: 2, [inside, spanning])
            try assertDiagnostics(client, "untitled:doc", version: 2, match: document.text, encoding)

            // Deleting a whole emoji, inserting lines, and a pure insertion.
            let deletion = document.replace("👨‍👩‍👧", with: "")
            let lines = document.replace("{ size: 12px }", with: "{\n        size: 12px\n        tint: #12\n    }")
            let insertion = document.replace("}\n", with: "} ^^\n")
            client.change("untitled:doc", version: 3, [deletion])
            client.change("untitled:doc", version: 4, [lines, insertion])
            try assertDiagnostics(client, "untitled:doc", version: 4, match: document.text, encoding)

            // A change without a range replaces everything.
            client.change("untitled:doc", version: 5, [["text": "screen 😀B { %% }"]])
            try assertDiagnostics(client, "untitled:doc", version: 5, match: "screen 😀B { %% }", encoding)
        }
    }

    func testQueuedChangesAreAnalysedOnceForTheLatestVersion() throws {
        let client = try client(.utf16)
        // The big document keeps the loop busy while the small one's changes pile up.
        client.open("untitled:big", BusyDocument.text)
        client.open("untitled:small", "screen A { }")
        var document = LocalDocument("screen A { }", encoding: .utf16)
        for version in 2...11 {
            client.change("untitled:small", version: version, [document.replace("{ ", with: "{ @\(version) ")])
        }
        try assertDiagnostics(client, "untitled:small", version: 11, match: document.text, .utf16)
        _ = try client.request("shutdown")
        let stale = client.unclaimedMessages.filter {
            guard case .notification("textDocument/publishDiagnostics", let params) = $0 else { return false }
            return params?["uri"] == "untitled:small"
        }
        XCTAssertEqual(stale.count, 0, "only the latest version is published: \(stale)")
    }

    func testReversedRangeIsNormalised() throws {
        let client = try client(.utf16)
        client.open("untitled:1", "screen A { @@ }")
        _ = try client.publishedDiagnostics("untitled:1", version: 1)
        client.change("untitled:1", version: 2, [["range": ["start": ["line": 0, "character": 13], "end": ["line": 0, "character": 11]], "text": "%%"]])
        try assertDiagnostics(client, "untitled:1", version: 2, match: "screen A { %% }", .utf16)
    }

    func testPositionsOutsideTheDocumentAreClamped() throws {
        let client = try client(.utf16)
        client.open("untitled:1", "screen A { }\n")
        _ = try client.publishedDiagnostics("untitled:1", version: 1)
        client.change("untitled:1", version: 2, [["range": ["start": ["line": 99, "character": 5], "end": ["line": 120, "character": 0]], "text": "@@"]])
        try assertDiagnostics(client, "untitled:1", version: 2, match: "screen A { }\n@@", .utf16)
        client.change("untitled:1", version: 3, [["range": ["start": ["line": 0, "character": .integer(Int64.max)], "end": ["line": 0, "character": .integer(Int64.max)]], "text": " ##"]])
        try assertDiagnostics(client, "untitled:1", version: 3, match: "screen A { } ##\n@@", .utf16)
        client.change("untitled:1", version: 4, [["range": ["start": ["line": -3, "character": -7], "end": ["line": 0, "character": 0]], "text": "%%"]])
        try assertDiagnostics(client, "untitled:1", version: 4, match: "%%screen A { } ##\n@@", .utf16)
    }

    func testEditsToUnopenedDocumentsAreIgnoredWithALogMessage() throws {
        let client = try client(.utf16, options: .warnings)
        client.change("untitled:never-opened", version: 2, [["text": "screen A { @@ }"]])
        let log = try client.notification("window/logMessage") { $0["message"]?.stringValue?.contains("not open") == true }
        XCTAssertEqual(log["type"], 2)
        client.notify("textDocument/didClose", ["textDocument": ["uri": "untitled:never-opened"]])
        XCTAssertNil(try client.errorCode("shutdown"))
        XCTAssertFalse(client.unclaimedMessages.contains { if case .notification("textDocument/publishDiagnostics", _) = $0 { return true }; return false })
    }

    func testCloseClearsTheDiagnosticsOfADocumentNotOnDisk() throws {
        let client = try client(.utf16)
        client.open("untitled:1", "screen A { @@ }")
        XCTAssertEqual(try client.publishedDiagnostics("untitled:1", version: 1)["diagnostics"]?.arrayValue?.count, 1)
        client.notify("textDocument/didClose", ["textDocument": ["uri": "untitled:1"]])
        let cleared = try client.publishedDiagnostics("untitled:1")
        XCTAssertEqual(cleared["diagnostics"], [])
        XCTAssertNil(cleared["version"])
        // Changes after the close are ignored.
        client.change("untitled:1", version: 2, [["text": "@@"]])
        XCTAssertNil(try client.errorCode("shutdown"))
    }
}

/// Server options the tests choose between.
enum ServerOptionsOverride {
    case quiet
    case warnings

    var options: ScreenLSP.ServerOptions {
        switch self {
        case .quiet: return ScreenLSP.ServerOptions(logLevel: .error, logsToStandardError: false, pollInterval: 0.1)
        case .warnings: return ScreenLSP.ServerOptions(logLevel: .warning, logsToStandardError: false, pollInterval: 0.1)
        }
    }
}
