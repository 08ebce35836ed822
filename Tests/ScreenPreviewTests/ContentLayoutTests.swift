import XCTest
@testable import ScreenPreview

/// Content between the bars, overlays, hidden elements, sizes, text and findings.
final class ContentLayoutTests: XCTestCase {
    func testContentStandsTopToBottomBetweenTheBars() {
        let svg = picture("""
            screen A {
                StatusBar
                NavigationBar { title: "Now Playing" }
                Label "Abbey Road" { font: title }
                Slider "Position" { value: 0.5 }
                Switch "Shuffle" { on: true }
                WebView { url: "https://example.com" }
                TabBar { Tab "A"; Tab "B" }
            }
            """)
        let label = frame(of: "Label", in: svg)!
        let slider = frame(of: "Slider", in: svg)!
        let toggle = frame(of: "Switch", in: svg)!
        let web = frame(of: "WebView", in: svg)!
        XCTAssertEqual(label, Frame(x: 0, y: 64, width: 375, height: 34 + 12))
        XCTAssertEqual(slider.y, label.maxY)
        XCTAssertEqual(toggle.y, slider.maxY)
        // The web view takes what is left above the tab bar.
        XCTAssertEqual(web.y, toggle.maxY)
        XCTAssertEqual(web.maxY, 667 - 49)
    }

    func testTablesHoldSectionsAndCells() {
        let svg = picture("""
            screen A {
                StatusBar
                TableView {
                    style: grouped
                    Section "Network" {
                        footer: "Joins known networks."
                        Cell "Wi-Fi" { Switch { on: true } }
                        Cell "Home" { subtitle: "Secured" accessory: checkmark }
                    }
                    Section { Cell "About" { accessory: disclosureIndicator } }
                }
            }
            """)
        let read = elements(in: svg)
        let sections = read.filter { $0.name == "Section" }.map(\.frame)
        let cells = read.filter { $0.name == "Cell" }.map(\.frame)
        XCTAssertEqual(sections.count, 2)
        XCTAssertEqual(cells.count, 3)
        // Header 55, two cells (44, and 58 with a subtitle), footer 36; then a 35-pt gap.
        XCTAssertEqual(sections[0], Frame(x: 0, y: 20, width: 375, height: 55 + 44 + 58 + 36))
        XCTAssertEqual(cells[0], Frame(x: 0, y: 75, width: 375, height: 44))
        XCTAssertEqual(cells[1], Frame(x: 0, y: 119, width: 375, height: 58))
        XCTAssertEqual(cells[2].y, sections[1].y + 35)
        // The switch stands at the cell's trailing end, at its iOS size.
        let toggle = read.first { $0.name == "Switch" }!.frame
        XCTAssertEqual(toggle, Frame(x: 375 - 16 - 51, y: 75 + 22 - 15.5, width: 51, height: 31))
    }

    func testAlertsAndActionSheetsAreOverlaysOverADimmedScreen() {
        let svg = picture("""
            screen A {
                device: iphoneX
                StatusBar
                Label "Behind"
                Alert "Delete the draft?" { message: "It cannot be undone."; Button "Cancel" { role: cancel }; Button "Delete" { role: destructive } }
                ActionSheet { Button "Delete Draft" { role: destructive }; Button "Save Draft"; Button "Cancel" { role: cancel } }
            }
            """)
        XCTAssertEqual(svg.components(separatedBy: "class=\"dim\"").count - 1, 2)
        let alert = frame(of: "Alert", in: svg)!
        XCTAssertEqual(alert.width, 270)
        XCTAssertEqual(alert.midX, 375 / 2)
        XCTAssertEqual(alert.midY, 812 / 2)
        let sheet = frame(of: "ActionSheet", in: svg)!
        XCTAssertEqual(sheet.maxY, 812 - 34, "the sheet ends above the home indicator")
        XCTAssertEqual(sheet.height, 2 * 57 + 8 + 57)
        // Two short buttons side by side in the alert, each 44 pt.
        let alertButtons = elements(in: svg).filter { $0.name == "Button" && alert.y <= $0.frame.y && $0.frame.maxY <= alert.maxY + 0.01 }.map(\.frame)
        XCTAssertEqual(alertButtons.count, 2)
        XCTAssertEqual(alertButtons.map(\.width), [135, 135])
        XCTAssertEqual(alertButtons[0].maxY, alert.maxY)
        // The overlays come after the screen's content in the picture, so they are drawn over it.
        let labelAt = svg.range(of: "data-element=\"Label\"")!.lowerBound
        XCTAssertLessThan(labelAt, svg.range(of: "data-element=\"Alert\"")!.lowerBound)
    }

    func testHiddenElementsAreNotDrawnAndTakeNoRoom() {
        let svg = picture("""
            screen A {
                fullScreen: true
                StatusBar { hidden: true }
                Label "Secret" { hidden: true }
                Image { name: "photo" height: 300pt }
            }
            """)
        XCTAssertNil(frame(of: "StatusBar", in: svg))
        XCTAssertNil(frame(of: "Label", in: svg))
        XCTAssertFalse(svg.contains("Secret"))
        XCTAssertEqual(frame(of: "Image", in: svg), Frame(x: 0, y: 0, width: 375, height: 300))
    }

    func testWidthAndHeightAreHonoured() {
        let svg = picture("screen A { Button \"Play\" { width: 200pt height: 60pt }; Stack { axis: horizontal; Image { name: \"a\" }; Image { name: \"b\" width: 100pt } } }")
        XCTAssertEqual(frame(of: "Button", in: svg), Frame(x: 87.5, y: 0, width: 200, height: 60))
        let images = elements(in: svg).filter { $0.name == "Image" }.map(\.frame)
        XCTAssertEqual(images[0].width, 375 / 2)
        XCTAssertEqual(images[1].width, 100)
    }

    func testDarkAppearanceIsDrawnDark() {
        let dark = picture("screen A { appearance: dark; NavigationBar { title: \"T\" } }")
        XCTAssertEqual(rootAttribute("data-appearance", of: dark), "dark")
        XCTAssertTrue(dark.contains("class=\"canvas\"") && dark.contains("fill=\"#000000\" class=\"canvas\""))
        let light = picture("screen A { NavigationBar { title: \"T\" } }")
        XCTAssertTrue(light.contains("fill=\"#FFFFFF\" class=\"canvas\""))
    }

    func testLongChineseTextIsTruncatedWithAnEllipsisAndEmojiStayWhole() {
        let title = "會議記錄：第四季度產品路線圖與預算審查以及明年的招聘計劃"
        let svg = picture("screen A { TableView { Cell \"\(title)\" { accessory: disclosureIndicator } }; Label \"短\" }")
        let drawn = svg.components(separatedBy: "<text").compactMap { part -> String? in
            guard let start = part.firstIndex(of: ">"), let end = part.range(of: "</text>") else { return nil }
            return String(part[part.index(after: start)..<end.lowerBound])
        }
        let cut = drawn.first { $0.hasPrefix("會議記錄") }!
        XCTAssertTrue(cut.hasSuffix("…"))
        XCTAssertLessThan(cut.count, title.count)
        XCTAssertLessThanOrEqual(TextMetrics.width(cut, size: 17), 375 - 16 - 16 - 20)
        XCTAssertTrue(drawn.contains("短"), "short text is drawn whole")
        XCTAssertEqual(TextMetrics.truncated("Hi 👋🏽👋🏽👋🏽👋🏽", toFit: 50, size: 17).unicodeScalars.filter { $0.value == 0x1F3FD }.count,
                       TextMetrics.truncated("Hi 👋🏽👋🏽👋🏽👋🏽", toFit: 50, size: 17).unicodeScalars.filter { $0.value == 0x1F44B }.count)
        XCTAssertTrue(svg.contains("PingFang TC") && svg.contains("Noto Sans CJK SC"), "the font list has Chinese families")
    }

    func testFindingsAreOutlinedWithTheirMessagesInTheChosenLanguage() throws {
        let source = """
            screen A {
                StatusBar
                NavigationBar { title: "T" }
                Alert "Error" { message: "Could not save."; Button "OK" }
            }
            """
        let english = try XCTUnwrap(elements(in: picture(source)).first { $0.name == "Alert" })
        XCTAssertEqual(english.findings, ["alert-generic-title"])
        XCTAssertEqual(english.line, 4)
        XCTAssertTrue(english.title?.hasPrefix("Warning: The alert title") == true, english.title ?? "")
        let chinese = try XCTUnwrap(elements(in: picture(source, language: .traditionalChinese)).first { $0.name == "Alert" })
        XCTAssertTrue(chinese.title?.hasPrefix("警告：") == true || chinese.title?.hasPrefix("警告:") == true, chinese.title ?? "")
        XCTAssertTrue(picture(source).contains("class=\"finding finding-warning\""))
        XCTAssertTrue(picture(source).contains("stroke=\"#FF9500\""), "a warning is outlined in orange")
        // Elements without findings carry none.
        XCTAssertEqual(elements(in: picture(source)).filter { !$0.findings.isEmpty }.map(\.name), ["Alert"])
    }

    func testFindingsOnTheScreenItselfMarkTheRoot() {
        let svg = picture("screen A { device: iphon }")
        XCTAssertEqual(rootAttribute("data-findings", of: svg), "invalid-value")
        XCTAssertTrue(svg.contains("class=\"screen-findings\""))
    }

    func testTextIsEscapedAndControlCharactersLeftOut() {
        let svg = picture(#"screen A { Label "<b>&\"x\"</b> \u{1}" }"#)
        XCTAssertTrue(svg.contains("&lt;b&gt;&amp;&quot;x&quot;&lt;/b&gt;"))
        XCTAssertFalse(svg.unicodeScalars.contains { $0.value == 1 })
    }
}

/// The storyboard's embedded texts.
final class StoryboardTextTests: XCTestCase {
    func testJSONStringsAreSafeInAScriptElement() {
        XCTAssertEqual(jsonString("a\"b\\c</script>\u{1}\u{2028}中文 😀"), #""a\"b\\c\u003c/script>\u0001\u2028中文 😀""#)
        XCTAssertEqual(jsonString(utf8: Array("xx\ty".utf8)[2...]), #""\u0009y""#)
    }
}
