import XCTest
import ScreenSyntax
import ScreenTestSupport
@testable import ScreenIDE

/// Color literals and how a picked color is written back.
final class ColorTests: XCTestCase {
    private func analysis(_ text: String) -> Analysis {
        let host = AnalysisHost()
        host.setText(Array(text.utf8), for: "a")
        return host.snapshot
    }

    func testEveryValidLiteralIsAColor() throws {
        let source = MarkedSource("screen A { NavigationBar { tint: 1️⃣#007AFF2️⃣ barTint: 3️⃣#f00 } Label { color: 4️⃣#FF950080 } Button { tint: #12 } }")
        let colors = try XCTUnwrap(analysis(source.text).colors(in: "a"))
        XCTAssertEqual(colors, [
            ColorOccurrence(range: source.range("1️⃣", "2️⃣"), red: 0, green: 0x7A, blue: 0xFF, alpha: 255),
            ColorOccurrence(range: source["3️⃣"]..<source["3️⃣"] + 4, red: 255, green: 0, blue: 0, alpha: 255),
            ColorOccurrence(range: source["4️⃣"]..<source["4️⃣"] + 9, red: 255, green: 0x95, blue: 0, alpha: 0x80),
        ])
    }

    func testPresentationsAreShortestFirstAndKeepTheLiteralsCase() {
        let analysis = analysis("screen A { Label { color: #ff9500 } }")
        let range = 26..<33
        XCTAssertEqual(analysis.colorPresentations(red: 1, green: 0x95 / 255.0, blue: 0, alpha: 1, replacing: range, in: "a"), ["#ff9500", "#ff9500ff"])
        XCTAssertEqual(analysis.colorPresentations(red: 1, green: 0x66 / 255.0, blue: 0, alpha: 1, replacing: 0..<0, in: "a"), ["#F60", "#FF6600", "#FF6600FF"])
        XCTAssertEqual(analysis.colorPresentations(red: 0, green: 0.478, blue: 1, alpha: 0.5, replacing: 0..<0, in: "a"), ["#007AFF80"])
        XCTAssertEqual(analysis.colorPresentations(red: -3, green: 9, blue: 0.5, alpha: 1, replacing: 0..<0, in: "a"), ["#00FF80", "#00FF80FF"], "clamped and rounded")
    }
}
