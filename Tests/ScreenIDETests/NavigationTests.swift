import XCTest
import ScreenSyntax
import ScreenRules
import ScreenTestSupport
@testable import ScreenIDE

/// Definition, references, highlights, rename, workspace symbols and links at marked offsets,
/// also behind emoji and Chinese text, across a file the editor has open and one read from disk.
final class NavigationTests: XCTestCase {
    private let main = "file:///app/main.screen"
    private let other = "file:///app/other.screen"
    private static let prefixes = ["", "// 😀 收件匣 👨‍👩‍👧\n", "/* 週五 😀 */ "]

    /// `main` holds the marked text; `other` is plain text, like a workspace file from disk.
    private func analysis(_ marked: String, prefix: String = "", other otherText: String? = nil) -> (Analysis, MarkedSource) {
        let source = MarkedSource(marked).prefixed(prefix)
        let host = AnalysisHost()
        host.setText(source.bytes, for: main)
        if let otherText { host.setText(Array(otherText.utf8), for: other) }
        return (host.snapshot, source)
    }

    private static let otherFile = "// 詳細 😀\nscreen AccountDetail {\n    NavigationBar { title: \"帳號 😀\" }\n    Button \"Back\" { pushes: Inbox }\n}\n"

    private func bytes(of range: Range<Int>, in text: String) -> String {
        String(decoding: Array(text.utf8)[range], as: UTF8.self)
    }

    func testDefinitionOfANameUsedBeforeItIsDeclaredAndOfOneInAnotherFile() throws {
        for prefix in Self.prefixes {
            let (analysis, source) = analysis("""
                screen Inbox {
                    TableView { Cell "😀 Alice" { pushes: 1️⃣Mess2️⃣age3️⃣ } }
                    Button "帳號" { presents: 4️⃣AccountDetail }
                    TabBar { Tab "郵件" { screen: 5️⃣Inbox } }
                }
                screen 6️⃣Message7️⃣ { }
                """, prefix: prefix, other: Self.otherFile)
            for marker in ["1️⃣", "2️⃣", "3️⃣"] {
                let definition = try XCTUnwrap(analysis.definition(in: main, at: source[marker]), marker)
                XCTAssertEqual(definition.origin.name, "Message")
                XCTAssertEqual(definition.origin.occurrence.range, source.range("1️⃣", "3️⃣"))
                XCTAssertEqual(definition.declarations, [ScreenNameOccurrence(key: main, range: source.range("6️⃣", "7️⃣"), role: .declaration)])
            }
            let account = try XCTUnwrap(analysis.definition(in: main, at: source["4️⃣"]))
            let target = try XCTUnwrap(account.declarations.first)
            XCTAssertEqual(account.declarations.count, 1)
            XCTAssertEqual(target.key, other)
            XCTAssertEqual(bytes(of: target.range, in: Self.otherFile), "AccountDetail")
            // A tab's `screen:` is a use too, and a declaration leads to itself.
            XCTAssertEqual(analysis.definition(in: main, at: source["5️⃣"])?.declarations.first?.key, main)
            XCTAssertEqual(analysis.definition(in: main, at: source["6️⃣"])?.declarations.map(\.range), [source.range("6️⃣", "7️⃣")])
        }
    }

    func testDefinitionListsEveryDuplicateAndNoneForANameThatDoesNotResolve() throws {
        let (analysis, source) = analysis(
            "screen A { Button \"去\" { pushes: 1️⃣Twin } Button \"😀\" { pushes: 2️⃣Nowhere3️⃣ } }\nscreen 4️⃣Twin5️⃣ { }\n",
            prefix: "// 😀\n", other: "screen Twin { }\n")
        let twin = try XCTUnwrap(analysis.definition(in: main, at: source["1️⃣"]))
        XCTAssertEqual(twin.declarations.map(\.key).sorted(), [main, other])
        XCTAssertTrue(twin.declarations.contains(ScreenNameOccurrence(key: main, range: source.range("4️⃣", "5️⃣"), role: .declaration)))
        let nowhere = try XCTUnwrap(analysis.definition(in: main, at: source["2️⃣"]))
        XCTAssertEqual(nowhere.origin.occurrence.range, source.range("2️⃣", "3️⃣"))
        XCTAssertEqual(nowhere.declarations, [])
        // Its uses are still found.
        XCTAssertEqual(analysis.references(in: main, at: source["3️⃣"], includeDeclaration: true).map(\.range), [source.range("2️⃣", "3️⃣")])
    }

    func testNoScreenNameInStringsCommentsElementsOrOtherValues() {
        let (analysis, source) = analysis("""
            // 1️⃣Inbox in a comment
            screen Inbox {
                Label "2️⃣Inbox 😀"
                3️⃣Button "x" { 4️⃣pushes: Inbox style: 5️⃣plain }
            }
            6️⃣
            """, prefix: "// 中文\n")
        for marker in ["1️⃣", "2️⃣", "3️⃣", "4️⃣", "5️⃣", "6️⃣"] {
            XCTAssertNil(analysis.definition(in: main, at: source[marker]), marker)
            XCTAssertEqual(analysis.references(in: main, at: source[marker], includeDeclaration: true), [], marker)
            XCTAssertEqual(analysis.highlights(in: main, at: source[marker]), [], marker)
            XCTAssertEqual(analysis.prepareRename(in: main, at: source[marker]), .failure(.notAScreenName), marker)
        }
        XCTAssertNil(analysis.definition(in: "file:///app/unknown.screen", at: 0))
    }

    func testReferencesAcrossFilesFromAUseAndFromTheDeclaration() throws {
        for prefix in Self.prefixes {
            let (analysis, source) = analysis("""
                screen 1️⃣Inbox2️⃣ {
                    Label "Inbox"
                    TabBar { Tab "📬" { screen: 3️⃣Inbox4️⃣ } }
                }
                screen Compose { Button "✉️" { pushes: 5️⃣Inbox6️⃣ } }
                """, prefix: prefix, other: Self.otherFile)
            let otherUse = try XCTUnwrap(Array(Self.otherFile.utf8).firstRange(of: Array("Inbox".utf8)))
            let expected = [
                ScreenNameOccurrence(key: main, range: source.range("1️⃣", "2️⃣"), role: .declaration),
                ScreenNameOccurrence(key: main, range: source.range("3️⃣", "4️⃣"), role: .use(.tab)),
                ScreenNameOccurrence(key: main, range: source.range("5️⃣", "6️⃣"), role: .use(.pushes)),
                ScreenNameOccurrence(key: other, range: otherUse, role: .use(.pushes)),
            ]
            for marker in ["1️⃣", "4️⃣", "5️⃣"] {
                XCTAssertEqual(analysis.references(in: main, at: source[marker], includeDeclaration: true), expected, marker)
                XCTAssertEqual(analysis.references(in: main, at: source[marker], includeDeclaration: false), Array(expected.dropFirst()), marker)
            }
            // Highlights stay in the file: the declaration as written, the uses as read.
            let highlights = analysis.highlights(in: main, at: source["6️⃣"])
            XCTAssertEqual(highlights, Array(expected.prefix(3)))
        }
    }

    func testRenameEditsEveryUseAndDeclarationAndNothingElse() throws {
        for prefix in Self.prefixes {
            let marked = """
                // Inbox: the list of mail 😀
                screen 1️⃣Inbox {
                    Label "Inbox 收件匣"
                    TabBar { Tab "📬" { screen: Inbox } }
                    /* pushes: Inbox */
                }
                screen Compose { Button "✉️" { pushes: 2️⃣Inbox } }
                """
            let (analysis, source) = analysis(marked, prefix: prefix, other: Self.otherFile)
            for marker in ["1️⃣", "2️⃣"] {
                let rename = try analysis.rename(in: main, at: source[marker], to: "Mailbox").get()
                XCTAssertEqual(rename.oldName, "Inbox")
                XCTAssertEqual(rename.edits.map(\.key), [main, other])
                XCTAssertEqual(rename.editCount, 4)
                let renamedMain = String(decoding: SourceEdit.apply(rename.edits[0].edits, to: source.bytes).result, as: UTF8.self)
                let expectedMain = MarkedSource(marked).prefixed(prefix).text
                    .replacingOccurrences(of: "screen Inbox", with: "screen Mailbox")
                    .replacingOccurrences(of: "screen: Inbox", with: "screen: Mailbox")
                    .replacingOccurrences(of: "{ pushes: Inbox }", with: "{ pushes: Mailbox }")
                XCTAssertEqual(renamedMain, expectedMain)
                XCTAssertTrue(renamedMain.contains("// Inbox: the list of mail 😀") && renamedMain.contains("\"Inbox 收件匣\"") && renamedMain.contains("/* pushes: Inbox */"))
                let renamedOther = String(decoding: SourceEdit.apply(rename.edits[1].edits, to: Array(Self.otherFile.utf8)).result, as: UTF8.self)
                XCTAssertEqual(renamedOther, Self.otherFile.replacingOccurrences(of: "pushes: Inbox", with: "pushes: Mailbox"))
            }
            // From the command line, by name: the same edits.
            XCTAssertEqual(try analysis.renameScreen(named: "Inbox", to: "Mailbox").get(), try analysis.rename(in: main, at: source["1️⃣"], to: "Mailbox").get())
        }
    }

    func testRenameRefusals() throws {
        let (analysis, source) = analysis(
            "screen 1️⃣Inbox { Button \"😀\" { pushes: 2️⃣Missing } Label \"3️⃣Inbox\" }\n",
            prefix: "// 中文 😀\n", other: Self.otherFile)
        let prepared = try analysis.prepareRename(in: main, at: source["1️⃣"]).get()
        XCTAssertEqual(prepared.name, "Inbox")
        XCTAssertEqual(prepared.occurrence.range, source["1️⃣"]..<source["1️⃣"] + 5)
        let refusals: [(String, RenameRefusal)] = [
            ("AccountDetail", .alreadyDeclared("AccountDetail")),
            ("Inbox", .alreadyDeclared("Inbox")),
            ("screen", .keyword("screen")),
            ("true", .keyword("true")),
            ("", .notAnIdentifier("")),
            ("2Inbox", .notAnIdentifier("2Inbox")),
            ("Mail box", .notAnIdentifier("Mail box")),
            ("Inbox//x", .notAnIdentifier("Inbox//x")),
            ("收件匣", .notAnIdentifier("收件匣")),
            ("Inbox😀", .notAnIdentifier("Inbox😀")),
        ]
        for (newName, refusal) in refusals {
            XCTAssertEqual(analysis.rename(in: main, at: source["1️⃣"], to: newName), .failure(refusal), newName)
        }
        XCTAssertEqual(analysis.prepareRename(in: main, at: source["2️⃣"]), .failure(.undeclared("Missing")))
        XCTAssertEqual(analysis.rename(in: main, at: source["2️⃣"], to: "Found"), .failure(.undeclared("Missing")))
        XCTAssertEqual(analysis.rename(in: main, at: source["3️⃣"], to: "Found"), .failure(.notAScreenName))
        XCTAssertEqual(analysis.renameScreen(named: "Nope", to: "Found"), .failure(.undeclared("Nope")))
        XCTAssertTrue(RenameRefusal.alreadyDeclared("A").message[.traditionalChinese].contains("已有名為 A 的畫面"))
        XCTAssertTrue(RenameRefusal.keyword("true").message[.traditionalChinese].contains("「true」"))
        XCTAssertEqual(try analysis.rename(in: main, at: source["1️⃣"], to: "_Inbox2").get().editCount, 2)
    }

    func testWorkspaceSymbolsAreFuzzyAndOrderedByMatchQuality() {
        let (analysis, _) = analysis(
            "screen AccountDetail { NavigationBar { title: \"帳號\" } TableView { Section { } } }\nscreen Add { }\nscreen BadgeList { }\nscreen Loading { }\nscreen ad { }\n",
            other: "screen AllDevices { Toolbar { } }\n")
        let names = analysis.workspaceSymbols(matching: "ad").map(\.name)
        // Exact (case aside) first, then prefixes, then word starts, then letters inside words;
        // among equal matches the shorter name first.
        XCTAssertEqual(names, ["ad", "Add", "AllDevices", "AccountDetail", "Loading", "BadgeList"])
        XCTAssertEqual(analysis.workspaceSymbols(matching: "acdet").map(\.name), ["AccountDetail"])
        XCTAssertEqual(analysis.workspaceSymbols(matching: "zz"), [])
        let bars = analysis.workspaceSymbols(matching: "bar")
        XCTAssertEqual(bars.map(\.name), ["Toolbar", "NavigationBar"])
        XCTAssertEqual(bars.map(\.containerName), ["AllDevices", "AccountDetail"])
        XCTAssertEqual(bars.map(\.key), [other, main])
        let section = analysis.workspaceSymbols(matching: "Section")
        XCTAssertEqual(section.map(\.containerName), ["AccountDetail"], "a nested element names its screen")
        XCTAssertEqual(analysis.workspaceSymbols(matching: "").count, 10)
        XCTAssertEqual(analysis.workspaceSymbols(matching: "", limit: 3).count, 3)
    }

    func testDocumentLinksForWebViewURLs() {
        for prefix in Self.prefixes {
            let (analysis, source) = analysis("""
                screen Help {
                    WebView { url: "1️⃣https://例子.tw/幫助?q=😀2️⃣" }
                    Stack { WebView { url: "3️⃣mailto:help@example.com4️⃣" } }
                    WebView { url: "not a link" }
                    Label { text: "https://example.com" }
                }
                """, prefix: prefix)
            XCTAssertEqual(analysis.documentLinks(in: main), [
                DocumentLink(range: source.range("1️⃣", "2️⃣"), target: "https://例子.tw/幫助?q=😀"),
                DocumentLink(range: source.range("3️⃣", "4️⃣"), target: "mailto:help@example.com"),
            ])
        }
    }

    func testHoverListsEachTargetOnce() throws {
        let (analysis, source) = analysis("""
            screen 1️⃣Accounts {
                TableView {
                    Cell "😀 A" { pushes: AccountDetail }
                    Cell "中文 B" { pushes: AccountDetail }
                    Cell "C" { presents: AccountDetail }
                }
            }
            """, other: Self.otherFile)
        let hover = try XCTUnwrap(analysis.hover(in: main, at: source["1️⃣"], language: .english))
        XCTAssertTrue(hover.markdown.contains("Leads to: `pushes: AccountDetail`, `presents: AccountDetail`\n"), hover.markdown)
    }

    /// Every screen of the examples renamed in turn: afterwards the new name has the old one's
    /// declarations and uses, the old name has none, and each edit covered the old name alone.
    func testRenamingEveryScreenOfTheExamplesMovesAllItsUses() throws {
        let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Docs/examples")
        let files = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.hasSuffix(".screen") }.sorted()
        XCTAssertGreaterThanOrEqual(files.count, 4)
        var texts: [String: [UInt8]] = [:]
        for name in files { texts[name] = Array(try Data(contentsOf: folder.appendingPathComponent(name))) }
        let host = AnalysisHost()
        for (key, bytes) in texts { host.setText(bytes, for: key) }
        let before = host.snapshot
        func findings(_ analysis: Analysis) -> [String] { analysis.fileKeys.flatMap { analysis.diagnostics(for: $0).map(\.ruleID) }.sorted() }
        let findingsBefore = findings(before)
        for oldName in before.index.screenNames {
            let rename = try before.renameScreen(named: oldName, to: "Renamed_\(oldName)").get()
            let renamedHost = AnalysisHost()
            for (key, bytes) in texts {
                let edits = rename.edits.first { $0.key == key }?.edits ?? []
                // Each edit replaces the old name itself, nothing around it.
                for edit in edits {
                    XCTAssertEqual(String(decoding: bytes[edit.range], as: UTF8.self), oldName, key)
                    XCTAssertEqual(edit.newText, "Renamed_\(oldName)")
                }
                renamedHost.setText(SourceEdit.apply(edits, to: bytes).result, for: key)
            }
            let after = renamedHost.snapshot
            XCTAssertFalse(after.index.declares(oldName), oldName)
            XCTAssertEqual(after.index.incomingLinks(to: oldName).count, 0, oldName)
            XCTAssertEqual(after.index.declarationCount(of: "Renamed_\(oldName)"), before.index.declarationCount(of: oldName), oldName)
            XCTAssertEqual(after.index.incomingLinks(to: "Renamed_\(oldName)").map(\.link.kind), before.index.incomingLinks(to: oldName).map(\.link.kind), oldName)
            XCTAssertEqual(rename.editCount, before.index.declarationCount(of: oldName) + before.index.incomingLinks(to: oldName).count)
            // A use left behind would be an unknown screen; the findings are the same.
            XCTAssertEqual(findings(after), findingsBefore, oldName)
        }
    }
}
