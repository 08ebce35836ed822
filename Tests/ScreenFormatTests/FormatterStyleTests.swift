import XCTest
import ScreenFormat

/// The style of Docs/formatting.md, construct by construct.
final class FormatterStyleTests: XCTestCase {
    func testMembersOnePerLineIndentedByTheWidth() {
        assertFormats("screen A{title:\"Mail\" Label \"x\"{font:body}}", """
            screen A {
                title: "Mail"
                Label "x" { font: body }
            }

            """)
        assertFormats("screen A { Label \"x\" }", "screen A {\n  Label \"x\"\n}\n", FormatOptions(indentWidth: 2))
    }

    func testShortBlocksStayOnOneLineAndBrokenBlocksStayBroken() {
        assertFormats("screen A {\n  StatusBar {style:darkContent}\n  TabBar {\n Tab \"Home\" {screen: Home}\n}\n}\n", """
            screen A {
                StatusBar { style: darkContent }
                TabBar {
                    Tab "Home" { screen: Home }
                }
            }

            """)
        // The author's line break inside a block is kept even when it would fit.
        assertFormats("screen A {\n    Cell \"x\" {\n        image: \"a\" }\n}\n", "screen A {\n    Cell \"x\" {\n        image: \"a\"\n    }\n}\n")
    }

    func testBlocksPastTheLineWidthBreakOneMemberALine() {
        let long = "screen A {\n    Cell \"Alice Chen\" { subtitle: \"Lunch on Friday?\" accessory: disclosureIndicator pushes: MailMessage }\n}\n"
        assertFormats(long, """
            screen A {
                Cell "Alice Chen" {
                    subtitle: "Lunch on Friday?"
                    accessory: disclosureIndicator
                    pushes: MailMessage
                }
            }

            """)
        // The same block fits in a wider line.
        assertFormats(long, long, FormatOptions(lineWidth: 120))
    }

    func testSeparatorsStayAndSpacesAreNormalised() {
        assertFormats("screen A {\n    NavigationBar {title : \"x\" ;largeTitle:true ,BackButton \"b\"}\n}\n",
                      "screen A {\n    NavigationBar { title: \"x\"; largeTitle: true, BackButton \"b\" }\n}\n")
        assertFormats("screen A {\n    title: \"x\"; Label \"y\"  ;\n}\n", "screen A {\n    title: \"x\";\n    Label \"y\";\n}\n")
    }

    func testListsStayOnOneLineOrWrapOneValueALine() {
        assertFormats("screen A {\n    Picker { values: [ \"a\" ,\"b\" ] }\n}\n", "screen A {\n    Picker { values: [\"a\", \"b\"] }\n}\n")
        assertFormats("screen A {\n    Picker {\n        values: [\"one\", \"two\", \"three\", \"four\"]\n    }\n}\n", """
            screen A {
              Picker {
                values: [
                  "one",
                  "two",
                  "three",
                  "four"
                ]
              }
            }

            """, FormatOptions(indentWidth: 2, lineWidth: 30))
        assertFormats("screen A {\n    index: [\"A\", \"B\",]\n}\n", "screen A {\n    index: [\"A\", \"B\",]\n}\n")
    }

    func testEmptyBlocksAndScreens() {
        assertFormats("screen A {\n\n}\nscreen B{Stack{ }}", "screen A {}\n\nscreen B {\n    Stack {}\n}\n")
    }

    func testAtMostOneBlankLineKeptWhereTheAuthorPutOne() {
        assertFormats("screen A {\n\n\n    title: \"x\"\n\n\n\n    Label \"y\"\n    Label \"z\"\n\n}\n\n\n\nscreen B {\n    title: \"b\"\n}",
                      "screen A {\n    title: \"x\"\n\n    Label \"y\"\n    Label \"z\"\n}\n\nscreen B {\n    title: \"b\"\n}\n")
        // Screens are always one blank line apart.
        assertFormats("screen A {\n    title: \"a\"\n}\nscreen B {\n    title: \"b\"\n}\n", "screen A {\n    title: \"a\"\n}\n\nscreen B {\n    title: \"b\"\n}\n")
    }

    func testCommentsEverywhereStayWhereTheyWere() {
        let input = """
            // File comment.
            /* block */ screen /* name */ A { // after the brace
              // before a member
                title /* key */ : /* value */ "x"   // trailing
                Label "y" { font: body /* inside */ }
                Picker {
                    values: [ // the values
                      "a", /* one */
                      // own line in a list
                      "b"
                    ]
                }
                   // before the closing brace
            }
            // At the end, without a line break
            """
        assertFormats(input, """
            // File comment.
            /* block */ screen /* name */ A { // after the brace
                // before a member
                title /* key */ : /* value */ "x" // trailing
                Label "y" { font: body /* inside */ }
                Picker {
                    values: [ // the values
                        "a", /* one */
                        // own line in a list
                        "b"
                    ]
                }
                // before the closing brace
            }

            // At the end, without a line break

            """)
    }

    func testAMultiLineBlockCommentKeepsItsText() {
        let input = "screen A {\n      /* one\n         two */\n  title: \"x\"\n}\n"
        assertFormats(input, "screen A {\n    /* one\n         two */\n    title: \"x\"\n}\n")
    }

    func testChineseAndEmojiCountTwoColumnsAndStayUntouched() {
        // 16 Chinese characters are 32 columns: with the rest, past 40, so the block breaks,
        // though it has fewer than 40 characters.
        let text = "screen A {\n  Label \"一二三四五六七八九十一二三四五六\" { font: body }\n}\n"
        assertFormats(text, "screen A {\n  Label \"一二三四五六七八九十一二三四五六\" {\n    font: body\n  }\n}\n", FormatOptions(indentWidth: 2, lineWidth: 40))
        assertFormats("screen A{Label \"收件匣 📬 \\u{1F600}\"}", "screen A {\n    Label \"收件匣 📬 \\u{1F600}\"\n}\n")
    }

    func testCRLFAndTheByteOrderMarkAreKept() {
        assertFormats("\u{FEFF}screen A{\r\ntitle:\"x\"\r\n}", "\u{FEFF}screen A {\r\n    title: \"x\"\r\n}\r\n")
        assertFormats("\u{FEFF}  \n// c\nscreen A {}", "\u{FEFF}// c\nscreen A {}\n")
        // Mixed breaks: the code's lines break with CRLF, a comment before them holds an LF.
        assertFormats("screen A { /* a\nb */\r\ntitle:\"x\"\r\n}", "screen A { /* a\nb */\r\n    title: \"x\"\r\n}\r\n")
    }

    func testAFileThatIsOneLongLine() {
        let screens = (0..<200).map { "screen S\($0) { NavigationBar { title: \"第\($0)页 😀\" } TableView { Cell \"c\" { subtitle: \"s\" } } }" }
        let result = formatted(screens.joined(separator: " "))
        XCTAssertEqual(result.split(separator: "\n", omittingEmptySubsequences: false).count, 200 * 5)
        XCTAssertTrue(result.hasPrefix("screen S0 {\n    NavigationBar { title: \"第0页 😀\" }\n    TableView { Cell \"c\" { subtitle: \"s\" } }\n}\n\nscreen S1 {"))
        XCTAssertEqual(formatted(result), result)
    }

    func testSixtyFourLevelsFormatAndDeeperIsRefused() {
        let depth = 63
        let deep = "screen A {" + String(repeating: " Stack {", count: depth) + " Label \"x\"" + String(repeating: " }", count: depth) + " }"
        let narrow = FormatOptions(indentWidth: 1, lineWidth: 20)
        let result = formatted(deep, narrow)
        let lines = result.split(separator: "\n")
        XCTAssertEqual(lines.count, 3 + 2 * depth)
        XCTAssertEqual(lines[depth + 1], Substring(String(repeating: " ", count: depth + 1) + "Label \"x\""))
        XCTAssertEqual(formatted(result, narrow), result)
        let tooDeep = "screen A {" + String(repeating: " Stack {", count: 70) + String(repeating: " }", count: 70) + " }"
        guard case .refused(let errors) = ScreenFormatter.format(Array(tooDeep.utf8)) else { return XCTFail("a 71-deep text was formatted") }
        XCTAssertFalse(errors.isEmpty)
    }

    func testTabsAndFinalLineBreakOptions() {
        assertFormats("screen A {\n title: \"x\"\n}", "screen A {\n\ttitle: \"x\"\n}\n", FormatOptions(useTabs: true))
        assertFormats("screen A {\n title: \"x\"\n}", "screen A {\n    title: \"x\"\n}", FormatOptions(insertFinalNewline: false))
        assertFormats("screen A {\n title: \"x\"\n}\n\n\n", "screen A {\n    title: \"x\"\n}\n\n\n", FormatOptions(trimFinalNewlines: false))
        assertFormats("screen A {\n title: \"x\"\n}\n\n\n", "screen A {\n    title: \"x\"\n}\n")
    }
}
