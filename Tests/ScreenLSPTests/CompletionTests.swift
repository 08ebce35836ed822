import JSONRPC
import ScreenSyntax
import ScreenTestSupport
import XCTest

/// `textDocument/completion`: items by context, each a text edit over the word being typed;
/// snippets, Markdown and deprecation as the client supports them; documentation in the list
/// or, for clients that resolve it, in `completionItem/resolve`.
final class CompletionTests: XCTestCase {
    private let uri = "file:///tmp/c.screen"
    private let snippets: JSONValue = ["completion": ["completionItem": ["snippetSupport": true, "tagSupport": ["valueSet": [1]], "documentationFormat": ["markdown", "plaintext"]]]]

    private func items(_ list: JSONValue) -> [JSONValue] {
        list["items"]?.arrayValue ?? []
    }

    private func item(_ label: String, in list: JSONValue, file: StaticString = #filePath, line: UInt = #line) throws -> JSONValue {
        try XCTUnwrap(items(list).first { $0["label"]?.stringValue == label }, "no \(label) in \(items(list).map { $0["label"] })", file: file, line: line)
    }

    func testElementsAndPropertiesWithSnippetsInEveryEncoding() throws {
        let source = MarkedSource("// 😀 週五\nscreen A {\n    /* 📬 收件 */ TabBar {\n        translucent: false\n        /* 👨‍👩‍👧 */ 1️⃣\n    }\n}")
        for encoding in PositionEncoding.allCases {
            let client = try TestClient.started(encoding, textDocument: snippets)
            try client.openAndWait(uri, source.text)
            let list = try client.result("textDocument/completion", uri, at: source.lspPosition("1️⃣", in: encoding))
            XCTAssertEqual(list["isIncomplete"], false)
            XCTAssertEqual(items(list).filter { $0["kind"] == 10 }.map { $0["label"] }, ["tint", "barTint", "width", "height", "hidden"])
            XCTAssertEqual(items(list).filter { $0["kind"] == 7 }.map { $0["label"] }, ["Tab"])
            let tab = try item("Tab", in: list)
            XCTAssertEqual(tab["textEdit"], ["range": source.lspRange("1️⃣", "1️⃣", in: encoding), "newText": "Tab \"${1:Title}\" {\n\t$0\n}"], encoding.rawValue)
            XCTAssertEqual(tab["insertTextFormat"], 2)
            XCTAssertEqual(tab["documentation"]?["kind"], "markdown")
            XCTAssertTrue(tab["documentation"]?["value"]?.stringValue?.hasPrefix("## Tab") == true)
            XCTAssertEqual(try item("tint", in: list)["textEdit"]?["newText"], "tint: $1")
        }
    }

    func testPlainTextWithoutSnippetSupport() throws {
        let source = MarkedSource("screen A {\n    TabBar {\n        1️⃣\n    }\n}")
        let client = try TestClient.started(.utf16)
        try client.openAndWait(uri, source.text)
        let list = try client.result("textDocument/completion", uri, at: source.lspPosition("1️⃣", in: .utf16))
        let tab = try item("Tab", in: list)
        XCTAssertEqual(tab["textEdit"]?["newText"], "Tab")
        XCTAssertEqual(tab["insertTextFormat"], 1)
        XCTAssertEqual(try item("hidden", in: list)["textEdit"]?["newText"], "hidden: ")
        XCTAssertFalse(items(list).contains { $0["insertTextFormat"] == 2 })
    }

    func testAPartlyTypedWordIsReplacedInEveryEncoding() throws {
        let source = MarkedSource("screen A {\n    /* 😀 週五 */ 1️⃣Navi2️⃣\n}")
        for encoding in PositionEncoding.allCases {
            let client = try TestClient.started(encoding, textDocument: snippets)
            try client.openAndWait(uri, source.text)
            let list = try client.result("textDocument/completion", uri, at: source.lspPosition("2️⃣", in: encoding))
            let navigationBar = try item("NavigationBar", in: list)
            XCTAssertEqual(navigationBar["textEdit"]?["range"], source.lspRange("1️⃣", "2️⃣", in: encoding), encoding.rawValue)
            XCTAssertEqual(navigationBar["kind"], 7)
        }
    }

    func testValuesAndScreenNames() throws {
        let source = MarkedSource("screen A {\n    StatusBar { style: 1️⃣ }\n    Button \"Go\" { pushes: 2️⃣Se3️⃣ }\n}\nscreen Settings { }")
        let client = try TestClient.started(.utf16, textDocument: snippets)
        try client.openAndWait(uri, source.text)
        let styles = try client.result("textDocument/completion", uri, at: source.lspPosition("1️⃣", in: .utf16))
        XCTAssertEqual(items(styles).map { $0["label"] }, ["default", "darkContent", "lightContent"])
        XCTAssertEqual(items(styles).map { $0["kind"] }, [20, 20, 20])
        XCTAssertEqual(try item("default", in: styles)["detail"], "This is the default.")
        let screens = try client.result("textDocument/completion", uri, at: source.lspPosition("3️⃣", in: .utf16))
        XCTAssertEqual(items(screens).map { $0["label"] }, ["A", "Settings"])
        XCTAssertEqual(try item("Settings", in: screens)["textEdit"], ["range": source.lspRange("2️⃣", "3️⃣", in: .utf16), "newText": "Settings"])
        XCTAssertEqual(try item("Settings", in: screens)["kind"], 18)
    }

    func testDeprecatedItemsAreMarkedAsTheClientSupports() throws {
        let source = MarkedSource("screen A {\n    Round1️⃣\n}")
        let capabilities: [(JSONValue, JSONValue?, JSONValue?)] = [
            (snippets, [1], nil),
            (["completion": ["completionItem": ["deprecatedSupport": true]]], nil, true),
            ([:], nil, nil),
        ]
        for (textDocument, tags, deprecated) in capabilities {
            let client = try TestClient.started(.utf16, textDocument: textDocument)
            try client.openAndWait(uri, source.text)
            let list = try client.result("textDocument/completion", uri, at: source.lspPosition("1️⃣", in: .utf16))
            let button = try item("RoundedRectButton", in: list)
            XCTAssertEqual(button["tags"], tags, "\(textDocument)")
            XCTAssertEqual(button["deprecated"], deprecated, "\(textDocument)")
            XCTAssertNil(try item("Label", in: list)["tags"])
        }
    }

    func testDocumentationInTheClientLanguageAndFormat() throws {
        let source = MarkedSource("screen A {\n    1️⃣\n}")
        let client = try TestClient.started(.utf16, textDocument: ["completion": ["completionItem": ["documentationFormat": ["plaintext"]]]], ["locale": "zh-Hant"])
        try client.openAndWait(uri, source.text)
        let list = try client.result("textDocument/completion", uri, at: source.lspPosition("1️⃣", in: .utf16))
        let tabBar = try item("TabBar", in: list)
        XCTAssertEqual(tabBar["documentation"]?["kind"], "plaintext")
        XCTAssertTrue(tabBar["documentation"]?["value"]?.stringValue?.contains("標籤欄") == true)
    }

    func testNothingInCommentsAndUnknownDocuments() throws {
        let source = MarkedSource("// a 1️⃣comment\nscreen A { Label \"te2️⃣xt\" }")
        let client = try TestClient.started(.utf16)
        try client.openAndWait(uri, source.text)
        XCTAssertEqual(try client.result("textDocument/completion", uri, at: source.lspPosition("1️⃣", in: .utf16)), .null)
        XCTAssertEqual(try client.result("textDocument/completion", uri, at: source.lspPosition("2️⃣", in: .utf16)), .null)
        XCTAssertEqual(try client.result("textDocument/completion", "untitled:none", at: ["line": 0, "character": 0]), .null)
    }

    func testColonTriggersValuesAndScreenNames() throws {
        let source = MarkedSource("screen A {\n    StatusBar { style:1️⃣ }\n    Button \"Go\" { pushes:2️⃣ }\n}\nscreen Settings { }")
        let client = TestClient()
        let result = try client.initialize()
        XCTAssertEqual(result["capabilities"]?["completionProvider"], ["triggerCharacters": [":", "\""], "resolveProvider": true])
        try client.openAndWait(uri, source.text)
        // As a client asks when ":" was typed.
        let trigger: JSONValue = ["triggerKind": 2, "triggerCharacter": ":"]
        let styles = try client.result("textDocument/completion", ["textDocument": ["uri": .string(uri)], "position": source.lspPosition("1️⃣", in: .utf16), "context": trigger])
        XCTAssertEqual(items(styles).map { $0["label"] }, ["default", "darkContent", "lightContent"])
        XCTAssertEqual(try item("default", in: styles)["textEdit"], ["range": source.lspRange("1️⃣", "1️⃣", in: .utf16), "newText": "default"])
        let screens = try client.result("textDocument/completion", ["textDocument": ["uri": .string(uri)], "position": source.lspPosition("2️⃣", in: .utf16), "context": trigger])
        XCTAssertEqual(items(screens).map { $0["label"] }, ["A", "Settings"])
    }

    /// Answers come from serialised items kept between requests: the same question gets the
    /// same answer, each with its own range, in the language of the moment.
    /// Screen names are kept between requests only while the workspace says the same of them.
    func testScreenNamesFollowTheWorkspace() throws {
        let source = MarkedSource("screen A {\n    Button \"Go\" { pushes: 1️⃣ }\n}\nscreen Settings { NavigationBar { title: \"設定\" } }\n")
        let client = try TestClient.started(.utf16, textDocument: snippets)
        try client.openAndWait(uri, source.text)
        let position = source.lspPosition("1️⃣", in: .utf16)
        let first = try client.result("textDocument/completion", uri, at: position)
        XCTAssertEqual(try item("Settings", in: first)["detail"], "設定")
        XCTAssertEqual(try client.result("textDocument/completion", uri, at: position), first)
        // A new title, then a new name, in the last line (the text before it does not move).
        let lines = LineIndex(source.bytes)
        let title = lines.position(ofOffset: Array(source.text.utf8).firstRange(of: Array("設定".utf8))!.lowerBound, in: .utf16)
        let titleEnd = LinePosition(line: title.line, character: title.character + 2)
        client.change(uri, version: 2, [["range": ["start": ["line": .integer(Int64(title.line)), "character": .integer(Int64(title.character))], "end": ["line": .integer(Int64(titleEnd.line)), "character": .integer(Int64(titleEnd.character))]], "text": "设置"]])
        _ = try client.publishedDiagnostics(uri, version: 2)
        let retitled = try client.result("textDocument/completion", uri, at: position)
        XCTAssertEqual(try item("Settings", in: retitled)["detail"], "设置")
        XCTAssertTrue(try item("Settings", in: retitled)["documentation"]?["value"]?.stringValue?.contains("设置") == true)
        client.change(uri, version: 3, [["range": ["start": ["line": .integer(Int64(title.line)), "character": 7], "end": ["line": .integer(Int64(title.line)), "character": 15]], "text": "Options"]])
        _ = try client.publishedDiagnostics(uri, version: 3)
        let renamed = try client.result("textDocument/completion", uri, at: position)
        XCTAssertEqual(items(renamed).map { $0["label"] }, ["A", "Options"])
    }

    func testKeptItemsGetEachRequestsRangeAndLanguage() throws {
        let source = MarkedSource("screen A {\n    TabBar {\n        1️⃣\n    }\n    TabBar { 2️⃣Ta3️⃣ }\n}")
        let client = try TestClient.started(.utf16, textDocument: snippets)
        try client.openAndWait(uri, source.text)
        let first = try client.result("textDocument/completion", uri, at: source.lspPosition("1️⃣", in: .utf16))
        XCTAssertEqual(try client.result("textDocument/completion", uri, at: source.lspPosition("1️⃣", in: .utf16)), first)
        let partial = try client.result("textDocument/completion", uri, at: source.lspPosition("3️⃣", in: .utf16))
        XCTAssertEqual(items(partial).map { $0["label"] }, items(first).map { $0["label"] })
        for (before, after) in zip(items(first), items(partial)) {
            XCTAssertEqual(before["documentation"], after["documentation"])
            XCTAssertEqual(after["textEdit"]?["range"], source.lspRange("2️⃣", "3️⃣", in: .utf16))
            XCTAssertEqual(after["textEdit"]?["newText"], before["textEdit"]?["newText"])
        }
        client.notify("workspace/didChangeConfiguration", ["settings": ["screenkit": ["locale": "zh-Hans"]]])
        let chinese = try client.result("textDocument/completion", uri, at: source.lspPosition("1️⃣", in: .utf16))
        XCTAssertTrue(try item("Tab", in: chinese)["documentation"]?["value"]?.stringValue?.contains("标签") == true)
        XCTAssertNotEqual(try item("Tab", in: chinese)["documentation"], try item("Tab", in: first)["documentation"])
    }

    private let resolving: JSONValue = ["completion": ["completionItem": ["documentationFormat": ["markdown"], "resolveSupport": ["properties": ["documentation", "detail"]]]]]

    /// A client that resolves documentation gets lists without it, and each item's
    /// documentation on resolve: the same text the list carries for other clients.
    func testDocumentationWaitsForResolveWhenTheClientResolvesIt() throws {
        let source = MarkedSource("screen A {\n    1️⃣\n    StatusBar { style: 2️⃣ }\n    Button \"Go\" { pushes: 3️⃣ }\n}\nscreen Settings { NavigationBar { title: \"設定\" } }\n4️⃣")
        let resolvingClient = try TestClient.started(.utf16, textDocument: resolving)
        let listingClient = try TestClient.started(.utf16, textDocument: ["completion": ["completionItem": ["documentationFormat": ["markdown"]]]])
        for client in [resolvingClient, listingClient] { try client.openAndWait(uri, source.text) }
        for marker in ["1️⃣", "2️⃣", "3️⃣", "4️⃣"] {
            let deferred = items(try resolvingClient.result("textDocument/completion", uri, at: source.lspPosition(marker, in: .utf16)))
            let listed = items(try listingClient.result("textDocument/completion", uri, at: source.lspPosition(marker, in: .utf16)))
            XCTAssertFalse(deferred.isEmpty, marker)
            XCTAssertEqual(deferred.count, listed.count, marker)
            for (item, full) in zip(deferred, listed) {
                XCTAssertNil(item["documentation"], "\(marker) \(item)")
                XCTAssertNotNil(item["data"], "\(marker) \(item)")
                XCTAssertNotNil(full["documentation"], "\(marker) \(full)")
                let resolved = try resolvingClient.result("completionItem/resolve", item)
                // The item comes back as sent, with the documentation added.
                guard case .object(var expected) = item else { return XCTFail("not an object: \(item)") }
                expected["documentation"] = full["documentation"]
                XCTAssertEqual(resolved, .object(expected), marker)
            }
        }
        XCTAssertEqual(try item("Settings", in: try resolvingClient.result("textDocument/completion", uri, at: source.lspPosition("3️⃣", in: .utf16)))["data"], ["screen": "Settings"])
    }

    /// Items the server did not make, or whose subject is gone, come back unchanged; what is
    /// no completion item at all is invalid params.
    func testResolveOfForeignOrStaleItems() throws {
        let client = try TestClient.started(.utf16, textDocument: resolving)
        try client.openAndWait(uri, "screen A { Button \"Go\" { pushes: A } }")
        let unchanged: [JSONValue] = [
            ["label": "x"],
            ["label": "x", "data": 42],
            ["label": "x", "data": ["from": "another server"]],
            ["label": "x", "data": ["element": "NoSuchElement"]],
            ["label": "x", "data": ["owner": "TabBar", "property": "noSuchProperty"]],
            ["label": "x", "data": ["owner": "StatusBar", "property": "style", "value": "purple"]],
            ["label": "Gone", "data": ["screen": "Gone"], "kind": 18],
            ["label": "x", "data": ["owner": 1, "property": []]],
        ]
        for item in unchanged {
            XCTAssertEqual(try client.result("completionItem/resolve", item), item)
        }
        for params: JSONValue in [nil, [], ["data": ["element": "Tab"]], ["label": 7]] {
            XCTAssertEqual(try client.errorCode("completionItem/resolve", params), ResponseError.invalidParams, "\(params)")
        }
        XCTAssertNotNil(try client.result("completionItem/resolve", ["label": "Tab", "data": ["element": "Tab"]])["documentation"])
    }
}
