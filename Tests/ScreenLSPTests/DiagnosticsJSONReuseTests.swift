import ScreenIDE
import ScreenRules
import ScreenSyntax
import ScreenTestSupport
import XCTest
@testable import ScreenLSP

/// A diagnostics list written from the last one (copying the diagnostics whose positions an
/// edit kept, re-encoding the others') is byte for byte the list written afresh, after any
/// edit: lines added and removed, Chinese text and emoji before and after the findings,
/// screens made and broken, several edits between two lists, findings with related places
/// in the file before and after the edit.
final class DiagnosticsJSONReuseTests: XCTestCase {
    private static let screen = """
    // 收件匣 📬 {n}
    screen Inbox{n} {
        NavigationBar { title: "收件匣 📬 {n}" Button "edit all" { placement: trailing } }
        SearchBar { placeholder: "Search" }
        TableView {
            Cell "陳小明 😀" { subtitel: "週五午餐？" pushes: Conversaton{n} }
            Cell "Bob" { accessory: disclosureIndicator presents: Compose{n} }
        }
    }

    screen Compose{n} {
        presentation: modal
        NavigationBar { title: "新郵件 😀 {n}" }
    }

    """

    func testAListWrittenFromTheLastIsTheListWrittenAfresh() {
        let text = (0..<12).map { Self.screen.replacingOccurrences(of: "{n}", with: String($0)) }.joined()
        let insertions = ["", "x", "\n", "😀", "陳", " ", "\"", "}", "\n\n", "screen Z {\n}\n", "pushes: Nowhere ", "// 🚀\n"]
        var copied = 0, copiedWithRelated = 0
        for encoding in PositionEncoding.allCases {
            for language in [Language.english, .traditionalChinese] {
                var generator = SeededGenerator(seed: 29)
                let host = AnalysisHost()
                let key = "file:///doc.screen"
                host.setText(Array(text.utf8), for: key)
                let convert = ToProtocol(encoding: encoding, language: language)
                var previous = Self.written(host, key, convert, reusing: nil)
                for round in 0..<150 {
                    // One to three edits between two lists, as a check that comes late sees.
                    for _ in 0..<Int.random(in: 1...3, using: &generator) {
                        let source = host.snapshot.file(key)!.tree.source
                        let start = Self.boundary(Int.random(in: 0...source.count, using: &generator), in: source)
                        let end = Self.boundary(min(source.count, start + Int.random(in: 0...4, using: &generator)), in: source)
                        let edit = SourceEdit(range: start..<max(start, end), newText: insertions.randomElement(using: &generator)!)
                        host.applyChanges([edit], to: key) { edit, _ in .edit(edit) }
                    }
                    let current = Self.written(host, key, convert, reusing: previous)
                    let fresh = Self.written(host, key, convert, reusing: nil)
                    XCTAssertEqual(String(decoding: current.text.bytes, as: UTF8.self), String(decoding: fresh.text.bytes, as: UTF8.self),
                                   "\(encoding), \(language), round \(round)")
                    copied += current.copiedWhole
                    copiedWithRelated += current.copiedWholeWithRelated
                    previous = current
                }
            }
        }
        // The edits left most findings where they were: most were copied whole.
        XCTAssertGreaterThan(copied, 10_000)
        // So were most findings with a related place (each modal screen's presenter).
        XCTAssertGreaterThan(copiedWithRelated, 2_000)
    }

    func testKeystrokesBeforeTheFindingsCopyThoseWithRelatedPlacesWholeEveryTime() {
        // A letter typed again and again in the first line moves every finding and every
        // related place by a byte on lines the edit leaves whole: each list copies the last.
        let text = (0..<12).map { Self.screen.replacingOccurrences(of: "{n}", with: String($0)) }.joined()
        let host = AnalysisHost()
        let key = "file:///doc.screen"
        host.setText(Array(text.utf8), for: key)
        let convert = ToProtocol(encoding: .utf16, language: .english)
        var previous = Self.written(host, key, convert, reusing: nil)
        let withRelated = host.snapshot.diagnostics(for: key).filter { !$0.related.isEmpty }.count
        XCTAssertGreaterThanOrEqual(withRelated, 12)
        for round in 0..<6 {
            host.applyChanges([SourceEdit(range: 3..<3, newText: "x")], to: key) { edit, _ in .edit(edit) }
            let current = Self.written(host, key, convert, reusing: previous)
            XCTAssertEqual(current.text.bytes, Self.written(host, key, convert, reusing: nil).text.bytes, "round \(round)")
            XCTAssertEqual(current.copiedWholeWithRelated, withRelated, "round \(round)")
            previous = current
        }
    }

    private static func written(_ host: AnalysisHost, _ key: String, _ convert: ToProtocol, reusing previous: DiagnosticsJSON?) -> DiagnosticsJSON {
        let snapshot = host.snapshot
        return DiagnosticsJSON(snapshot.diagnostics(for: key), of: key, in: snapshot.file(key)!.lines, convert: convert, reusing: previous,
                               linesOf: { snapshot.file($0)?.lines }, uriOf: { $0 })
    }

    /// The offset moved forward to the start of a character.
    private static func boundary(_ offset: Int, in source: [UInt8]) -> Int {
        var offset = offset
        while offset < source.count, source[offset] & 0xC0 == 0x80 { offset += 1 }
        return offset
    }
}
