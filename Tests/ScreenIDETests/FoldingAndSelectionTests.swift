import XCTest
import ScreenSyntax
import ScreenTestSupport
@testable import ScreenIDE

/// Folding regions and selection ranges on the tree, at marked offsets.
final class FoldingAndSelectionTests: XCTestCase {
    private func analysis(_ source: MarkedSource) -> Analysis {
        let host = AnalysisHost()
        host.setText(source.bytes, for: "a")
        return host.snapshot
    }

    func testBlocksListsAndCommentsThatSpanLinesFold() throws {
        let source = MarkedSource("""
            1️⃣// 第一行 😀
            // second
            2️⃣screen Inbox 3️⃣{
                NavigationBar { title: "one line" }
                Cell "收件匣" 4️⃣{
                    subtitle: "x"
                5️⃣}6️⃣
                SegmentedControl { segments: 7️⃣[
                    "A", "B"
                ]8️⃣ }
                // alone
                Label "x" // after code
                // next
            9️⃣}🔟
            /* one line */
            """)
        let regions = try XCTUnwrap(analysis(source).foldingRegions(in: "a"))
        XCTAssertEqual(regions.map(\.kind), [.comment, .block, .block, .block, .list])
        XCTAssertEqual(regions[0].range.lowerBound, source["1️⃣"])
        XCTAssertEqual(regions[0].collapsedText, "// 第一行 😀 …")
        XCTAssertEqual(regions[1].range, source["3️⃣"]..<source["🔟"])
        XCTAssertEqual(regions[1].inner, source["3️⃣"] + 1..<source["9️⃣"])
        XCTAssertEqual(regions[1].collapsedText, "screen Inbox { … }")
        XCTAssertEqual(regions[2].range, source["4️⃣"]..<source["6️⃣"])
        XCTAssertEqual(regions[2].inner.upperBound, source["5️⃣"])
        XCTAssertEqual(regions[2].collapsedText, "Cell \"收件匣\" { … }")
        XCTAssertEqual(regions[3].collapsedText, "SegmentedControl { … }")
        XCTAssertEqual(regions[4].range, source["7️⃣"]..<source["8️⃣"])
        XCTAssertEqual(regions[4].collapsedText, "segments: [ … ]")
        _ = source["2️⃣"]
    }

    func testABlockCommentOverLinesFoldsAndAnOpenBlockFoldsToTheEnd() throws {
        let source = MarkedSource("1️⃣/* a\n b */\nscreen A 2️⃣{\n    StatusBar\n")
        let regions = try XCTUnwrap(analysis(source).foldingRegions(in: "a"))
        XCTAssertEqual(regions.map(\.kind), [.comment, .block])
        XCTAssertEqual(regions[0].collapsedText, "/* a … */")
        XCTAssertEqual(regions[1].range.lowerBound, source["2️⃣"])
    }

    func testSelectionGrowsFromTheWordToTheFile() throws {
        let source = MarkedSource("""
            1️⃣screen A 2️⃣{
                3️⃣TableView 4️⃣{
                    5️⃣Cell "A" { 6️⃣7️⃣subtitle: 8️⃣"Lunch 9️⃣on Friday"🔟 }
                }
            }
            """)
        let ranges = try XCTUnwrap(analysis(source).selectionRanges(in: "a", at: source["9️⃣"]))
        let text = source.bytes
        let pieces = ranges.map { String(decoding: text[$0], as: UTF8.self) }
        XCTAssertEqual(Array(pieces.prefix(4)), ["on", "Lunch on Friday", "\"Lunch on Friday\"", "subtitle: \"Lunch on Friday\""])
        XCTAssertEqual(ranges[3], source["7️⃣"]..<source["🔟"])
        let cell = try XCTUnwrap(ranges.firstIndex { $0.lowerBound == source["5️⃣"] })
        XCTAssertTrue(ranges[..<cell].contains { $0.lowerBound > source["5️⃣"] && $0.lowerBound < source["6️⃣"] }, "the Cell's block comes before the Cell")
        XCTAssertTrue(ranges.contains { $0.lowerBound == source["3️⃣"] })
        XCTAssertTrue(ranges.contains { $0.lowerBound == source["2️⃣"] })
        XCTAssertEqual(ranges.last, 0..<text.count)
        // The screen is the whole file here: one range for both.
        XCTAssertEqual(source["1️⃣"], 0)
        for (inner, outer) in zip(ranges, ranges.dropFirst()) {
            XCTAssertTrue(outer.lowerBound <= inner.lowerBound && inner.upperBound <= outer.upperBound && inner != outer)
        }
        _ = source["4️⃣"]; _ = source["8️⃣"]
    }

    func testTheCursorRightAfterAWordSelectsThatWord() throws {
        let source = MarkedSource("screen A { 1️⃣StatusBar2️⃣ }")
        let ranges = try XCTUnwrap(analysis(source).selectionRanges(in: "a", at: source["2️⃣"]))
        XCTAssertEqual(ranges.first, source.range("1️⃣", "2️⃣"))
    }
}
