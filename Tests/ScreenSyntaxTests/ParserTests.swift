import XCTest
import ScreenTestSupport
@testable import ScreenSyntax

final class ParserTests: XCTestCase {
    static let inbox = """
        // Mail
        screen Inbox {
            device: iphone
            StatusBar { style: darkContent }
            NavigationBar {
                title: "收件匣 📬"
                BackButton "Mailboxes"
                Button "Edit"
            }
            SearchBar { ScopeBar { segments: ["All", "Current",] } }
            TableView { Cell "Alice" { accessory: disclosureIndicator; pushes: Conversation, } }
        }
        screen Conversation { NavigationBar { title: "Alice" } }
        """

    func testStructureOfAWellFormedFile() throws {
        let tree = SyntaxTree(parsing: Self.inbox)
        XCTAssertEqual(tree.syntaxErrors(), [])
        let screens = SourceFileSyntax(tree).screens
        XCTAssertEqual(screens.map(\.name), ["Inbox", "Conversation"])
        let inbox = try XCTUnwrap(screens.first?.block)
        XCTAssertEqual(inbox.properties.map { String($0.name) }, ["device"])
        XCTAssertEqual(inbox.elements.map { String($0.name) }, ["StatusBar", "NavigationBar", "SearchBar", "TableView"])
        let navigationBar = inbox.elements[1]
        XCTAssertEqual(navigationBar.property(named: "title")?.value.stringValue, "收件匣 📬")
        XCTAssertEqual(navigationBar.elements.map(\.primaryText), ["Mailboxes", "Edit"])
        let segments = try XCTUnwrap(inbox.elements[2].elements.first?.property(named: "segments")?.value)
        XCTAssertEqual(segments.kind, .listValue)
        XCTAssertEqual(segments.listItems.compactMap(\.stringValue), ["All", "Current"])
        let cell = try XCTUnwrap(inbox.elements[3].elements.first)
        XCTAssertEqual(cell.properties.map { String($0.name) }, ["accessory", "pushes"])
        XCTAssertEqual(cell.property(named: "pushes")?.value.identifierValue, "Conversation")
        // A value is asked whether it is a name without a string made of it: the whole name,
        // and only a name (a string of the same letters is not one).
        let pushes = try XCTUnwrap(cell.property(named: "pushes")?.value)
        XCTAssertTrue(pushes.isIdentifier("Conversation"))
        for other in ["Conversatio", "Conversations", "conversation", "", "Conversation "] { XCTAssertFalse(pushes.isIdentifier(other), other) }
        XCTAssertFalse(navigationBar.property(named: "title")!.value.isIdentifier("收件匣 📬"))
        XCTAssertFalse(segments.isIdentifier("All"))
    }

    /// A string value's length, for a title measured without decoding it: only plain ASCII
    /// text has one, and it is the decoded value's length.
    func testPlainASCIILengthOfStringValues() {
        let cases: [(String, Int?)] = [("\"Inbox\"", 5), ("\"\"", 0), ("\"a b\tc\"", 5), ("\"收件匣\"", nil), ("\"say \\\"hi\\\"\"", nil), ("\"emoji 📬\"", nil), ("name", nil), ("44pt", nil)]
        for (value, expected) in cases {
            let tree = SyntaxTree(parsing: "screen S { NavigationBar { title: \(value) } }")
            let property = SourceFileSyntax(tree).screens.first?.block?.elements.first?.property(named: "title")
            XCTAssertEqual(property?.value.plainASCIILength, expected, value)
            if let length = property?.value.plainASCIILength { XCTAssertEqual(property?.value.stringValue?.utf8.count, length, value) }
        }
    }

    /// A string token compared with a text without decoding it: true only when its value is
    /// that text, and always for a plain, terminated string of the text's bytes.
    func testStringTokenIsPlainlyAText() throws {
        let cases: [(String, String, Bool)] = [
            ("\"Inbox\"", "Inbox", true), ("\"收件匣 📬\"", "收件匣 📬", true), ("\"\"", "", true),
            ("\"Inbox\"", "Inbo", false), ("\"Inbox\"", "Inbox ", false), ("\"In\\u{62}ox\"", "Inbox", false),
            ("\"say \\\"hi\\\"\"", "say \"hi\"", false), ("Inbox", "Inbox", false), ("\"e\u{301}\"", "\u{E9}", false),
        ]
        for (written, text, expected) in cases {
            let tree = SyntaxTree(parsing: "screen S { Label \(written) }")
            let label = try XCTUnwrap(SourceFileSyntax(tree).screens.first?.block?.elements.first)
            let token = try XCTUnwrap(label.primaryTextToken ?? tree.tokens.kinds.indices.first { tree.tokens.kinds[$0] == .identifier && tree.token($0, is: "Inbox") })
            XCTAssertEqual(tree.stringToken(token, isPlainly: text), expected, written)
            // What it says is never wrong: a true answer is the decoded value's.
            if expected { XCTAssertEqual(tree.stringValue(ofToken: token), text, written) }
        }
        // An unterminated string is never plainly a text, though its value is its bytes.
        let tree = SyntaxTree(parsing: "screen S { Label \"Inbox\n}")
        let token = try XCTUnwrap(tree.tokens.kinds.firstIndex(of: .unterminatedString))
        XCTAssertFalse(tree.stringToken(token, isPlainly: "Inbox"))
    }

    func testTreePrintsBackExactly() {
        XCTAssertEqual(SyntaxTree(parsing: Self.inbox).printed(), Array(Self.inbox.utf8))
    }

    func testValuesOfEveryKind() throws {
        let tree = SyntaxTree(parsing: "screen S { Stepper { min: -2 max: 10 value: 0.5 } DatePicker { duration: 23h59m } NavigationBar { tint: #FF0000 translucent: false } }")
        let elements = try XCTUnwrap(SourceFileSyntax(tree).screens.first?.block?.elements)
        XCTAssertEqual(elements[0].property(named: "min")?.value.numberValue?.value, -2)
        XCTAssertEqual(elements[0].property(named: "value")?.value.numberValue?.value, 0.5)
        XCTAssertEqual(elements[1].property(named: "duration")?.value.numberValue?.seconds, 23 * 3600 + 59 * 60)
        XCTAssertEqual(elements[2].property(named: "tint")?.value.colorValue?.isValid, true)
        XCTAssertEqual(elements[2].property(named: "translucent")?.value.boolValue, false)
    }

    func testMissingCloseBraceRecoversAtTheNextScreen() {
        let source = MarkedSource("screen A {\n  Button \"OK\"1️⃣\nscreen B { Label \"x\" }")
        let tree = SyntaxTree(parsing: source.text)
        XCTAssertEqual(tree.syntaxErrors().map(\.range), [source["1️⃣"]..<source["1️⃣"]])
        XCTAssertEqual(tree.syntaxErrors().first?.message.english, "Expected '}'.")
        XCTAssertEqual(SourceFileSyntax(tree).screens.map(\.name), ["A", "B"])
        XCTAssertEqual(SourceFileSyntax(tree).screens[1].block?.elements.map { String($0.name) }, ["Label"])
    }

    func testStrayTokensAreSkippedAndTheRestIsParsed() {
        let source = MarkedSource("screen A {\n  Button \"x\" 1️⃣\"y\" { nested: 1 }2️⃣\n  Label \"after\"\n}")
        let tree = SyntaxTree(parsing: source.text)
        XCTAssertEqual(tree.syntaxErrors().map(\.range), [source.range("1️⃣", "2️⃣")])
        XCTAssertEqual(SourceFileSyntax(tree).screens.first?.block?.elements.map { String($0.name) }, ["Button", "Label"])
    }

    func testMissingValueDoesNotSwallowTheNextProperty() {
        let source = MarkedSource("screen A { TextField { placeholder:1️⃣\n  keyboard: emailAddress } }")
        let tree = SyntaxTree(parsing: source.text)
        XCTAssertEqual(tree.syntaxErrors().map(\.range), [source["1️⃣"]..<source["1️⃣"]])
        let field = SourceFileSyntax(tree).screens.first?.block?.elements.first
        XCTAssertEqual(field?.properties.map { String($0.name) }, ["placeholder", "keyboard"])
        XCTAssertEqual(field?.property(named: "placeholder")?.value.kind, .missingValue)
        XCTAssertEqual(field?.property(named: "keyboard")?.value.identifierValue, "emailAddress")
    }

    func testMissingScreenNameAndBrace() {
        let source = MarkedSource("screen1️⃣\nscreen B2️⃣ Label \"x\" }")
        let tree = SyntaxTree(parsing: source.text)
        XCTAssertEqual(tree.syntaxErrors().map(\.range), [source["1️⃣"]..<source["1️⃣"], source["1️⃣"]..<source["1️⃣"], source["2️⃣"]..<source["2️⃣"]])
        XCTAssertEqual(tree.syntaxErrors().map(\.message.english), [
            "Expected a screen name after 'screen'.", "Expected '{' to open the screen's block.", "Expected '{' to open the screen's block.",
        ])
    }

    func testListRecovery() {
        let source = MarkedSource("screen A { Picker { values: [\"a\"1️⃣ \"b\", 2️⃣:3️⃣ \"c\"4️⃣ } }")
        let tree = SyntaxTree(parsing: source.text)
        XCTAssertEqual(tree.syntaxErrors().map(\.range), [
            source["1️⃣"]..<source["1️⃣"], source.range("2️⃣", "3️⃣"), source["4️⃣"]..<source["4️⃣"],
        ])
        let values = SourceFileSyntax(tree).screens.first?.block?.elements.first?.property(named: "values")?.value
        XCTAssertEqual(values?.listItems.compactMap(\.stringValue), ["a", "b", "c"])
    }

    func testTextOutsideScreens() {
        let source = MarkedSource("1️⃣Button \"x\" { }2️⃣\nscreen A { }")
        let tree = SyntaxTree(parsing: source.text)
        XCTAssertEqual(tree.syntaxErrors().map(\.range), [source.range("1️⃣", "2️⃣")])
        XCTAssertEqual(SourceFileSyntax(tree).screens.map(\.name), ["A"])
    }

    func testDeepNestingIsCutOffWithOneError() {
        let depth = 100_000
        let text = "screen A {" + String(repeating: "Stack {", count: depth) + String(repeating: "}", count: depth) + "} screen B { }"
        let tree = SyntaxTree(parsing: text)
        XCTAssertEqual(tree.printed(), Array(text.utf8))
        let errors = tree.syntaxErrors()
        XCTAssertEqual(errors.count, 1)
        XCTAssertTrue(errors[0].message.english.hasPrefix("Nesting deeper than 64 levels"))
        XCTAssertEqual(SourceFileSyntax(tree).screens.map(\.name), ["A", "B"])
    }

    func testDeepUnclosedNestingAndLists() {
        let text = "screen A {" + String(repeating: "Stack {", count: 100_000) + String(repeating: "[", count: 100_000)
        let tree = SyntaxTree(parsing: text)
        XCTAssertEqual(tree.printed(), Array(text.utf8))
        XCTAssertFalse(tree.syntaxErrors().isEmpty)
    }

    func testRandomBytesGiveATreeThatPrintsBack() {
        var generator = SeededGenerator(seed: 42)
        let alphabet = Array("screen Button Stack { } [ ] : , ; \"x\" 12pt #fff true // /* */ \n 中 😀".utf8)
        for round in 0..<500 {
            let count = Int.random(in: 0...400, using: &generator)
            let bytes: [UInt8] = (0..<count).map { _ in
                round % 2 == 0 ? alphabet.randomElement(using: &generator)! : UInt8.random(in: 0...255, using: &generator)
            }
            let tree = SyntaxTree(parsing: bytes)
            XCTAssertEqual(tree.printed(), bytes)
            for error in tree.syntaxErrors() {
                XCTAssertTrue(error.range.lowerBound >= 0 && error.range.upperBound <= bytes.count)
            }
        }
    }

    func testAMultiMegabyteFileParsesWithoutErrorsAndPrintsBack() {
        let screen = "screen S {\n    NavigationBar { title: \"收件匣 📬\" }\n    TableView { Cell \"Alice\" { subtitle: \"週五午餐？😀\" } }\n}\n"
        let text = String(repeating: screen, count: 40_000)
        XCTAssertGreaterThan(text.utf8.count, 4_000_000)
        let tree = SyntaxTree(parsing: text)
        XCTAssertEqual(tree.syntaxErrors(), [])
        XCTAssertEqual(SourceFileSyntax(tree).screens.count, 40_000)
        XCTAssertEqual(tree.printed(), Array(text.utf8))
    }

    func testATextParsedAgainWithMoreRoomForItsNodesGivesTheSameNodes() {
        var generator = SeededGenerator(seed: 11)
        let pieces = ["screen ", "S", " { ", "}", "Button \"A\" ", "title: ", "[", "]", ", ", "#F00 ", "12pt ", "\"x", "\n", "// c\n", "😀"]
        var texts = [String(repeating: "screen ", count: 300), "screen S { Button { title: } [ [ [ ", ""]
        for _ in 0..<200 {
            texts.append((0..<Int.random(in: 0...60, using: &generator)).map { _ in pieces.randomElement(using: &generator)! }.joined())
        }
        for text in texts {
            let bytes = Array(text.utf8)
            let tokens = bytes.withUnsafeBufferPointer { Lexer.tokenize($0) }
            func nodes(room: Int?) -> [RawNode] {
                tokens.kinds.withUnsafeBufferPointer { kinds in
                    tokens.starts.withUnsafeBufferPointer { starts in
                        bytes.withUnsafeBufferPointer { Parser.parse(kinds: kinds, layout: Parser.Layout(starts: starts, source: $0), room: room) }
                    }
                }
            }
            XCTAssertEqual(nodes(room: 1), nodes(room: nil), text)
            XCTAssertEqual(nodes(room: 0), nodes(room: nil), text)
        }
        // Bare keywords make more nodes than tokens: the room a parse starts with is too small.
        let keywords = SyntaxTree(parsing: String(repeating: "screen ", count: 300))
        XCTAssertGreaterThan(keywords.nodeCount, keywords.tokens.count + 16)
    }

    func testAKeptTreeHoldsItsTablesAtTheirCount() {
        // A file's tree is kept while the file is open: it holds its tables at their count,
        // not with the room the lexer and the parser wrote them in.
        let kept = SyntaxTree(parsing: Self.inbox)
        XCTAssertLessThan(kept.tokens.kinds.capacity, 2 * kept.tokens.count)
        XCTAssertLessThan(kept.tokens.starts.capacity, 2 * kept.tokens.starts.count)
        XCTAssertLessThan(kept.nodes.capacity, 2 * kept.nodeCount)
    }

    func testNodeAtOffset() {
        let source = MarkedSource("screen A { NavigationBar { title: \"T1️⃣itle\" Button \"2️⃣Go\" } }")
        let tree = SyntaxTree(parsing: source.text)
        XCTAssertEqual(tree.kind(of: tree.node(at: source["1️⃣"])), .stringValue)
        XCTAssertEqual(tree.kind(of: tree.node(at: source["2️⃣"])), .element)
    }
}
