import XCTest
import ScreenTestSupport
@testable import ScreenSyntax

/// An edited tree and line index must equal a fresh parse and scan of the edited text, and
/// ordinary typing inside a screen must not parse the whole text.
final class IncrementalParseTests: XCTestCase {
    static let text = """
        // 收件匣 😀
        screen Inbox {
            NavigationBar { title: "收件匣 📬" }
            TableView {
                Cell "陳小明" { subtitle: "週五午餐？😀" pushes: Detail }
            }
            TabBar { Tab "Mail" { screen: Inbox } }
        }
        /* between */
        screen Detail {
            Stack { Label "a" [1, 2] values: ["x", "y"] tint: #FF0000 }
        }\r\nscreen Last { Button "OK" }\r
        """

    /// Bytes that change how the text around them lexes or parses.
    static let fragments = [
        "", " ", "\n", "\r", "\r\n", "screen", "screen X {", "screen:", "}", "{", "[", "]", "\"", "\\", "/*", "*/", "//",
        ":", ",", ";", "#", "-", "1", "a", "Label \"中\"", "😀", "中",
    ]

    func testRandomEditsMatchAFreshParse() {
        var random = SeededGenerator(seed: 7)
        var source = Array(Self.text.utf8)
        var tree = SyntaxTree(parsing: source)
        var lines = LineIndex(source)
        var errors = tree.syntaxErrors()
        var spliced = 0
        for step in 0..<3000 {
            if source.count > 4000 { source = Array(Self.text.utf8); tree = SyntaxTree(parsing: source); lines = LineIndex(source); errors = tree.syntaxErrors() }
            let lower = Int.random(in: 0...source.count, using: &random)
            let upper = min(source.count, lower + Int.random(in: 0...12, using: &random))
            let edit = SourceEdit(range: lower..<upper, replacement: Array(Self.fragments.randomElement(using: &random)!.utf8))
            let (edited, replaced) = tree.applying(edit)
            source = edit.applied(to: source)
            lines = lines.applying(edit, to: source)
            let fresh = SyntaxTree(parsing: source)
            XCTAssertEqual(edited.source, source, "step \(step)")
            XCTAssertEqual(edited.tokens.kinds, fresh.tokens.kinds, "step \(step): tokens after \(edit)")
            XCTAssertEqual(edited.tokens.starts, fresh.tokens.starts, "step \(step): token starts after \(edit)")
            XCTAssertEqual(edited.nodes, fresh.nodes, "step \(step): nodes after \(edit)")
            XCTAssertEqual(lines, LineIndex(source), "step \(step): lines after \(edit)")
            errors = replaced.map { edited.syntaxErrors(after: $0, previous: errors) } ?? edited.syntaxErrors()
            XCTAssertEqual(errors, fresh.syntaxErrors(), "step \(step): syntax errors after \(edit)")
            if let replaced {
                spliced += 1
                let screens = SourceFileSyntax(tree).screens.count
                XCTAssertEqual(screens - replaced.oldScreens.count + replaced.newScreenCount, SourceFileSyntax(fresh).screens.count, "step \(step)")
            }
            tree = edited
            if step % 50 == 0 { XCTAssertEqual(tree.printed(), source) }
        }
        // Most random edits leave the screen keywords alone and are spliced.
        XCTAssertGreaterThan(spliced, 1500)
    }

    func testTypingInsideAScreenReparsesOnlyThatScreen() {
        let source = MarkedSource("screen A { Label \"a\" }\nscreen B {\n    Label \"1️⃣\"\n}\nscreen C { }\n")
        let tree = SyntaxTree(parsing: source.bytes)
        let edit = SourceEdit(range: source["1️⃣"]..<source["1️⃣"], replacement: Array("新".utf8))
        let replaced = tree.applying(edit).replaced
        XCTAssertEqual(replaced?.oldScreens, 1..<2)
        XCTAssertEqual(replaced?.newScreenCount, 1)
    }

    func testTypingANewScreenKeywordSplitsTheScreen() {
        let source = MarkedSource("screen A {\n    1️⃣\n    Label \"a\"\n}\nscreen B { }\n")
        let tree = SyntaxTree(parsing: source.bytes)
        let edit = SourceEdit(range: source["1️⃣"]..<source["1️⃣"], replacement: Array("}\nscreen N {".utf8))
        let (edited, replaced) = tree.applying(edit)
        XCTAssertEqual(replaced?.oldScreens, 0..<1)
        XCTAssertEqual(replaced?.newScreenCount, 2)
        XCTAssertEqual(SourceFileSyntax(edited).screens.map(\.name), ["A", "N", "B"])
    }

    func testAnUnterminatedCommentBeforeTheNextScreenParsesTheWholeText() {
        // The comment runs to the end of the text, so the screens after it are gone.
        let source = MarkedSource("screen A {\n    Label \"a\"\n}1️⃣\nscreen B { }\n")
        let tree = SyntaxTree(parsing: source.bytes)
        let (edited, replaced) = tree.applying(SourceEdit(range: source["1️⃣"]..<source["1️⃣"], replacement: Array("/*".utf8)))
        XCTAssertNil(replaced)
        XCTAssertEqual(SourceFileSyntax(edited).screens.map(\.name), ["A"])
    }

    func testErrorsRightBeforeTheReparsedScreenAreKept() throws {
        // The value and the braces screen A lacks are reported where `screen B` starts.
        let source = MarkedSource("screen A { NavigationBar { title:screen B {\n    Label \"1️⃣\"\n}\n")
        let tree = SyntaxTree(parsing: source.bytes)
        let edit = SourceEdit(range: source["1️⃣"]..<source["1️⃣"], replacement: Array("😀".utf8))
        let (edited, replaced) = tree.applying(edit)
        let errors = edited.syntaxErrors(after: try XCTUnwrap(replaced), previous: tree.syntaxErrors())
        XCTAssertEqual(errors, SyntaxTree(parsing: edit.applied(to: source.bytes)).syntaxErrors())
        XCTAssertTrue(errors.contains { $0.range == 33..<33 })
    }

    func testEditsOfALongLineKeepItsCheckpoints() {
        let long = String(repeating: "中😀a", count: 400)
        var source = Array("screen A {\n    Label \"\(long)\"\n}\n".utf8)
        var lines = LineIndex(source)
        for offset in [20, 700, 1500, source.count - 3] {
            let edit = SourceEdit(range: offset..<offset, replacement: Array("é\n".utf8))
            source = edit.applied(to: source)
            lines = lines.applying(edit, to: source)
            XCTAssertEqual(lines, LineIndex(source))
        }
    }
}
