import XCTest
import ScreenTestSupport
@testable import ScreenSyntax

/// Each syntax error with the exact range it reports, also behind an emoji and Chinese text.
final class SyntaxErrorTests: XCTestCase {
    private func assertErrors(_ marked: String, _ expected: [(String, String, String)], file: StaticString = #filePath, line: UInt = #line) {
        for prefix in ["", "// 😀 中文\n", "screen Qian { Label \"前😀\" }\n"] {
            let source = MarkedSource(marked).prefixed(prefix)
            let errors = SyntaxTree(parsing: source.text).syntaxErrors()
            XCTAssertEqual(errors.map(\.range), expected.map { source.range($0.0, $0.1) }, "prefix \(prefix.debugDescription)", file: file, line: line)
            XCTAssertEqual(errors.map(\.message.english), expected.map(\.2), file: file, line: line)
        }
    }

    func testUnterminatedString() {
        assertErrors("screen A { Label 1️⃣\"open2️⃣\n}", [("1️⃣", "2️⃣", "This string has no closing quote; end it with \" on the same line.")])
    }

    func testInvalidEscape() {
        assertErrors("screen A { Label \"a1️⃣\\q2️⃣b\" }", [("1️⃣", "2️⃣", "Unknown escape '\\q'; use \\\", \\\\, \\n, \\t or \\u{…}.")])
    }

    /// Backslashes are looked for ahead of the strings: one in a comment or in a string with
    /// only valid escapes must not hide the invalid escapes of the strings after it.
    func testInvalidEscapesAfterOtherBackslashes() {
        assertErrors("""
            screen A {
                Label "plain" // a \\ in a comment
                Label "ok \\n" Label "no escape"
                Label "a1️⃣\\q2️⃣b" Label "c" Label "3️⃣\\z4️⃣ and 5️⃣\\y6️⃣"
            }
            """, [
            ("1️⃣", "2️⃣", "Unknown escape '\\q'; use \\\", \\\\, \\n, \\t or \\u{…}."),
            ("3️⃣", "4️⃣", "Unknown escape '\\z'; use \\\", \\\\, \\n, \\t or \\u{…}."),
            ("5️⃣", "6️⃣", "Unknown escape '\\y'; use \\\", \\\\, \\n, \\t or \\u{…}."),
        ])
    }

    func testUnicodeEscapes() {
        let tree = SyntaxTree(parsing: "screen A { Label \"\\u{1F600}\\u{4E2D}\" }")
        XCTAssertEqual(tree.syntaxErrors(), [])
        XCTAssertEqual(SourceFileSyntax(tree).screens.first?.block?.elements.first?.primaryText, "😀中")
        assertErrors("screen A { Label \"1️⃣\\u{D800}2️⃣\" }", [("1️⃣", "2️⃣", "Unknown escape '\\u{D800}'; use \\\", \\\\, \\n, \\t or \\u{…}.")])
    }

    func testUnknownUnitAndBadColor() {
        assertErrors("screen A { Label { size: 1️⃣12px2️⃣ } NavigationBar { tint: 3️⃣#12345️⃣ } }", [
            ("1️⃣", "2️⃣", "Unknown unit 'px'; use pt, %, or a duration such as 1h30m or 90s."),
            ("3️⃣", "5️⃣", "'#1234' is not a color; write #RGB, #RRGGBB or #RRGGBBAA in hexadecimal digits."),
        ])
    }

    func testUnterminatedComment() {
        assertErrors("screen A { } 1️⃣/*2️⃣ never closed", [("1️⃣", "2️⃣", "This comment is never closed; end it with */.")])
    }

    func testStrayCharacters() {
        assertErrors("screen A { 1️⃣@@2️⃣ Label \"x\" }", [("1️⃣", "2️⃣", "Unexpected characters '@@'; text belongs in a \"string\".")])
    }

    func testInvalidUTF8() {
        let bytes = Array("screen A { Label \"".utf8) + [0xC3, 0x28] + Array("\" }".utf8)
        let errors = SyntaxTree(parsing: bytes).syntaxErrors()
        XCTAssertEqual(errors.map(\.message.english), ["The file is not valid UTF-8 here; save it as UTF-8."])
    }

    /// One mistake, one error: on the characters, saying what a screen name may be.
    func testScreenNameThatIsNoIdentifier() {
        assertErrors("screen 1️⃣收件匣2️⃣ { Label \"x\" }", [
            ("1️⃣", "2️⃣", "'收件匣' cannot be a screen name: names are ASCII letters, digits and '_' (such as Inbox). Put the title people see in the navigation bar."),
        ])
        // Characters elsewhere are still unexpected text.
        assertErrors("screen A { 1️⃣收件匣2️⃣ }", [("1️⃣", "2️⃣", "Unexpected characters '收件匣'; text belongs in a \"string\".")])
    }

    /// A value left half typed at the end of a line does not take the next member as its
    /// value: an identifier followed by a string or a block starts an element.
    func testAMissingValueBeforeAnElementOnTheNextLine() {
        assertErrors("screen A {\n    NavigationBar {\n        title:1️⃣\n        BackButton \"Back\"\n    }\n    Stack { spacing:2️⃣ Label \"x\" { } }\n}", [
            ("1️⃣", "1️⃣", "Expected a value after ':'."),
            ("2️⃣", "2️⃣", "Expected a value after ':'."),
        ])
        let tree = SyntaxTree(parsing: Array("screen A { NavigationBar { title: BackButton \"Back\" } }".utf8))
        let elements = (0..<tree.nodeCount).map(NodeID.init).filter { tree.kind(of: $0) == .element }
        XCTAssertEqual(elements.count, 2)
    }

    func testErrorsAreWordedInEveryLanguage() {
        let errors = SyntaxTree(parsing: "screen A { Label \"open\n}").syntaxErrors()
        XCTAssertEqual(errors.first?.message[.simplifiedChinese], "字符串缺少结尾的引号；请在同一行用 \" 结束它。")
        XCTAssertEqual(errors.first?.message[.traditionalChinese], "字串缺少結尾的引號；請在同一行用 \" 結束它。")
    }

    /// One unclosed `{` in a screen: the layout closes its block where a member starts a line
    /// at the brace line's indentation, so the siblings stay siblings; the one error is on the
    /// brace, with where the block was taken to end as related information.
    func testAnUnclosedBlockIsClosedByTheLayoutAndReportedAtItsBrace() throws {
        let marked = "screen A {\n    NavigationBar { title: \"設定 😀\" }\n    Button \"Edit\" 1️⃣{2️⃣\n    3️⃣Label4️⃣ \"Name\"\n    Switch { on: true }\n}\nscreen B { Label \"x\" }"
        for prefix in ["", "// 😀 中文\n", "screen Qian { Label \"前😀\" }\n"] {
            let source = MarkedSource(marked).prefixed(prefix)
            let tree = SyntaxTree(parsing: source.text)
            let errors = tree.syntaxErrors()
            XCTAssertEqual(errors.map(\.range), [source.range("1️⃣", "2️⃣")], prefix)
            XCTAssertEqual(errors.first?.message.english, "This '{' is never closed; add '}' where its block ends.")
            XCTAssertEqual(errors.first?.related?.range, source.range("3️⃣", "4️⃣"))
            let screen = try XCTUnwrap(SourceFileSyntax(tree).screens.first { $0.name == "A" })
            XCTAssertEqual(screen.block?.elements.map { String($0.name) }, ["NavigationBar", "Button", "Label", "Switch"], prefix)
            // Reparsing the screen alone, after an edit inside it, gives the whole parse.
            let at = source["3️⃣"]
            let (edited, replaced) = tree.applying(SourceEdit(range: at..<at, replacement: Array("  ".utf8)))
            let fresh = SyntaxTree(parsing: edited.source)
            XCTAssertNotNil(replaced)
            XCTAssertTrue(edited.nodes == fresh.nodes && edited.tokens.kinds == fresh.tokens.kinds, prefix)
        }
        // Balanced braces are never closed by the layout, however the lines are indented.
        let flat = SyntaxTree(parsing: "screen A {\nButton \"Edit\" {\nLabel \"x\"\n}\n}")
        XCTAssertEqual(flat.syntaxErrors(), [])
        XCTAssertEqual(SourceFileSyntax(flat).screens.first?.block?.elements.map { String($0.name) }, ["Button"])
    }
}
