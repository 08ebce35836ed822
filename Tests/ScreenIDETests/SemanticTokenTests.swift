import XCTest
import ScreenSyntax
import ScreenTestSupport
@testable import ScreenIDE

/// Semantic tokens on the tree: what each name is, literals, comments, suppressions.
final class SemanticTokenTests: XCTestCase {
    private func tokens(_ text: String, range: Range<Int>? = nil) -> [(String, SemanticToken.Kind, SemanticToken.Modifiers)] {
        let host = AnalysisHost()
        host.setText(Array(text.utf8), for: "a")
        let bytes = Array(text.utf8)
        return (host.snapshot.semanticTokens(in: "a", range: range) ?? []).map {
            (String(decoding: bytes[$0.range], as: UTF8.self), $0.kind, $0.modifiers)
        }
    }

    private func assertTokens(_ actual: [(String, SemanticToken.Kind, SemanticToken.Modifiers)], _ expected: [(String, SemanticToken.Kind, SemanticToken.Modifiers)], file: StaticString = #filePath, line: UInt = #line) {
        XCTAssertEqual(actual.map { "\($0.0) \($0.1) \($0.2.rawValue)" }, expected.map { "\($0.0) \($0.1) \($0.2.rawValue)" }, file: file, line: line)
    }

    func testEveryKindOfToken() {
        let text = """
            // 收件匣 📬
            screen Inbox {
                device: iphoneX
                NavigationBar { title: "收件匣 😀" tint: #007AFF }
                RoundedRectButton "Old"
                Carousel
                TableView { Cell "A" { pushes: Message height: 44pt hidden: true } }
                SegmentedControl { segments: ["一", "二"] }
            }
            /* two
               lines */
            """
        assertTokens(tokens(text), [
            ("// 收件匣 📬", .comment, []),
            ("screen", .keyword, []), ("Inbox", .screen, .declaration),
            ("device", .property, []), ("iphoneX", .enumerationValue, []),
            ("NavigationBar", .component, .defaultLibrary), ("title", .property, []), ("\"收件匣 😀\"", .string, []),
            ("tint", .property, []), ("#007AFF", .color, []),
            ("RoundedRectButton", .component, [.defaultLibrary, .deprecated]), ("\"Old\"", .string, []),
            ("Carousel", .unknownComponent, []),
            ("TableView", .component, .defaultLibrary), ("Cell", .component, .defaultLibrary), ("\"A\"", .string, []),
            ("pushes", .property, []), ("Message", .screenReference, []),
            ("height", .property, []), ("44pt", .number, []), ("hidden", .property, []), ("true", .keyword, []),
            ("SegmentedControl", .component, .defaultLibrary), ("segments", .property, []), ("\"一\"", .string, []), ("\"二\"", .string, []),
            ("/* two\n   lines */", .comment, []),
        ])
    }

    func testATabsScreenPropertyIsAPropertyAndItsValueAScreen() {
        assertTokens(tokens("screen A { TabBar { Tab \"Mail\" { screen: Mail } } }"), [
            ("screen", .keyword, []), ("A", .screen, .declaration),
            ("TabBar", .component, .defaultLibrary), ("Tab", .component, .defaultLibrary), ("\"Mail\"", .string, []),
            ("screen", .property, []), ("Mail", .screenReference, []),
        ])
    }

    func testSuppressionCommentsColourTheirRuleIDs() {
        assertTokens(tokens("// screenkit-ignore: unknown-component, tab-bar-too-few-tabs -- 原因\n//screenkit-ignore-file: a\n// screenkit ignore: b"), [
            ("// screenkit-ignore: ", .comment, []), ("unknown-component", .ruleIdentifier, []), (", ", .comment, []),
            ("tab-bar-too-few-tabs", .ruleIdentifier, []), (" -- 原因", .comment, []),
            ("//screenkit-ignore-file: ", .comment, []), ("a", .ruleIdentifier, []),
            ("// screenkit ignore: b", .comment, []),
        ])
    }

    func testARangeGivesOnlyTheTokensThatOverlapIt() {
        let source = MarkedSource("screen A {\n    1️⃣StatusBar { style: darkContent }\n2️⃣    Toolbar\n}")
        assertTokens(tokens(source.text, range: source.range("1️⃣", "2️⃣")), [
            ("StatusBar", .component, .defaultLibrary), ("style", .property, []), ("darkContent", .enumerationValue, []),
        ])
    }

    func testBrokenInputStillGetsTokens() {
        assertTokens(tokens("screen { Button \"open\n  : ] Label"), [
            ("screen", .keyword, []), ("Button", .component, .defaultLibrary), ("\"open", .string, []), ("Label", .component, .defaultLibrary),
        ])
    }
}

/// The tokens of a change since an earlier tree, put in that tree's tokens, are the tokens
/// of the whole file made afresh: what a delta to an editor is built on.
final class SemanticTokenChangeTests: XCTestCase {
    func testAChangeSplicedIntoTheEarlierTokensEqualsAllTokensAfterRandomEdits() throws {
        var generator = SeededGenerator(seed: 41)
        let pieces = ["Button \"好\" ", "}", "{", "\n", "// screenkit-ignore: a, b\n", "/* 😀\n */", "/*", "*/", "pushes: X ", "tint: #FFF ",
                      "\"", "screen B {", "screen", "screen:", "x", "Carousel ", "height: 44pt ", "\u{FEFF}"]
        let base = Array("// 頂部 👋\nscreen A {\n    NavigationBar { title: \"收件匣\" }\n    TableView { Cell \"A\" { pushes: B } }\n}\nscreen B { Toolbar { Button \"Edit\" } }\nscreen C { TabBar { Tab \"一\" { screen: A } } }\n".utf8)
        var text = base
        let host = AnalysisHost()
        host.setText(text, for: "a")
        var previousTree = try XCTUnwrap(host.snapshot.file("a")).tree
        var previousTokens = try XCTUnwrap(host.snapshot.semanticTokens(in: "a"))
        var partialAfterReset = 0
        for step in 0..<400 {
            // Edits pile up into text that no longer parses; every eighth edit is made to the
            // well-formed text again, where it touches one screen.
            let reset = step % 8 == 0
            if reset {
                text = base
                host.setText(text, for: "a")
                previousTree = try XCTUnwrap(host.snapshot.file("a")).tree
                previousTokens = try XCTUnwrap(host.snapshot.semanticTokens(in: "a"))
            }
            var start = Int.random(in: 0...text.count, using: &generator)
            while start < text.count, text[start] & 0xC0 == 0x80 { start += 1 }
            var end = min(text.count, start + Int.random(in: 0...8, using: &generator))
            while end < text.count, text[end] & 0xC0 == 0x80 { end += 1 }
            let inserted = Bool.random(using: &generator) ? Array(pieces.randomElement(using: &generator)!.utf8) : []
            text.replaceSubrange(start..<end, with: inserted)
            host.setText(text, for: "a")
            let analysis = host.snapshot
            let change = try XCTUnwrap(analysis.semanticTokenChange(in: "a", since: previousTree))
            let fresh = try XCTUnwrap(analysis.semanticTokens(in: "a"))
            let moved = previousTokens.filter { $0.start >= change.previousBytes.upperBound }.map {
                SemanticToken(($0.start + change.delta)..<($0.end + change.delta), $0.kind, $0.modifiers)
            }
            let spliced = previousTokens.filter { $0.start < change.previousBytes.lowerBound } + change.tokens + moved
            XCTAssertEqual(spliced, fresh, "step \(step): \(String(decoding: text, as: UTF8.self))")
            XCTAssertTrue(change.tokens.allSatisfy { change.bytes.contains($0.start) }, "step \(step)")
            if reset, change.bytes.count < text.count { partialAfterReset += 1 }
            previousTree = try XCTUnwrap(analysis.file("a")).tree
            previousTokens = fresh
        }
        // An edit of the well-formed text touches one screen (or the comment before the
        // first): the change must be that part, not the whole file, unless it opens a comment.
        XCTAssertGreaterThan(partialAfterReset, 35)
    }

    func testAnUnchangedTextHasNoChangeAndAnOpenedCommentChangesTheRest() throws {
        let host = AnalysisHost()
        let text = "screen A { StatusBar }\nscreen B { Toolbar }\nscreen C { TabBar }\n"
        host.setText(Array(text.utf8), for: "a")
        let tree = try XCTUnwrap(host.snapshot.file("a")).tree
        host.setText(Array(text.utf8), for: "a")
        let same = try XCTUnwrap(host.snapshot.semanticTokenChange(in: "a", since: tree))
        XCTAssertEqual(same.tokens, [])
        XCTAssertTrue(same.bytes.isEmpty)
        // A letter in B's bar: B alone is classified again.
        let renamed = text.replacingOccurrences(of: "Toolbar", with: "Toolbars")
        host.setText(Array(renamed.utf8), for: "a")
        let one = try XCTUnwrap(host.snapshot.semanticTokenChange(in: "a", since: tree))
        XCTAssertEqual(String(decoding: Array(renamed.utf8)[one.bytes], as: UTF8.self), "screen B { Toolbars }\n")
        // A comment left open in A swallows B and C: everything from A on is new.
        let opened = text.replacingOccurrences(of: "StatusBar", with: "/* StatusBar")
        host.setText(Array(opened.utf8), for: "a")
        let rest = try XCTUnwrap(host.snapshot.semanticTokenChange(in: "a", since: tree))
        XCTAssertEqual(rest.bytes.upperBound, opened.utf8.count)
        XCTAssertEqual(rest.previousBytes.upperBound, text.utf8.count)
    }
}
