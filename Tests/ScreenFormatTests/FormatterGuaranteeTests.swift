import XCTest
import ScreenFileSystem
import ScreenFormat
import ScreenFuzzing
import ScreenRules
import ScreenSyntax
import ScreenTestSupport

/// The guarantees (only white space changes, every token and comment kept, one pass settles,
/// line breaks and BOM kept, the same findings) on every example the project has; the fuzz
/// target checks the same on generated and mutated files.
final class FormatterGuaranteeTests: XCTestCase {
    static let repository: String = {
        var path = #filePath
        for _ in 0..<3 { path = String(path[..<path.lastIndex(of: "/")!]) }
        return path
    }()

    func testEveryExampleInDocs() throws {
        let files = FileSystem.findFiles(under: Self.repository + "/Docs/examples", suffix: ".screen")
        XCTAssertEqual(files.count, 5)
        for file in files {
            let bytes = try FileSystem.readFile(file)
            for variant in Self.variants(of: bytes) {
                XCTAssertNoThrow(try FormatFuzzTarget.check(variant), file)
            }
        }
    }

    func testEveryRuleExample() {
        var count = 0
        for rule in Rules.all {
            for example in rule.description.triggering + rule.description.nonTriggering {
                let bytes = Array(MarkedSource(example).text.utf8)
                for variant in Self.variants(of: bytes) {
                    count += 1
                    do {
                        try FormatFuzzTarget.check(variant)
                    } catch {
                        XCTFail("\(rule.id): \(error)\n\(String(decoding: variant, as: UTF8.self))")
                    }
                }
            }
        }
        XCTAssertGreaterThan(count, 400)
    }

    /// The text as written, with CRLF line breaks, with a byte-order mark, and squeezed onto one
    /// line when no line comment needs its line break.
    static func variants(of bytes: [UInt8]) -> [[UInt8]] {
        var variants = [bytes, bytes.split(separator: 0x0A, omittingEmptySubsequences: false).map(Array.init).joined(separator: [0x0D, 0x0A]).map { $0 }, [0xEF, 0xBB, 0xBF] + bytes]
        if !String(decoding: bytes, as: UTF8.self).contains("//") {
            variants.append(bytes.map { $0 == 0x0A ? 0x20 : $0 })
        }
        return variants
    }

    func testASuppressionStillSilencesTheSameFindingWhenItsLineIsTooLong() throws {
        // The comment points at the next line; breaking the block would move `titel` away.
        let text = """
            screen A {
                NavigationBar {
                    // screenkit-ignore: unknown-property -- kept for the old app
                    Button "Edit" { titel: "An old spelling the old app still reads", placement: trailing }
                }
            }

            """
        let result = formatted(text, FormatOptions(lineWidth: 40))
        XCTAssertTrue(result.contains("    Button \"Edit\" { titel: \"An old spelling the old app still reads\", placement: trailing }\n"), result)
        XCTAssertNoThrow(try FormatFuzzTarget.check(Array(text.utf8)))
        // A trailing suppression keeps its own line together, too.
        let trailing = "screen A {\n    Button \"Edit\" { titel: \"x\", placement: trailing, role: cancel } // screenkit-ignore: unknown-property\n}\n"
        XCTAssertEqual(formatted(trailing, FormatOptions(lineWidth: 40)), trailing)
    }

    func testATextWithSyntaxErrorsNextToGoodScreensIsRefused() {
        let text = "screen Good {\n  title: \"x\"\n}\nscreen Bad {\n  Label \"y\" { font: }\n}\nscreen AlsoGood { Label \"z\" }\n"
        guard case .refused(let errors) = ScreenFormatter.format(Array(text.utf8)) else { return XCTFail("formatted a text with a syntax error") }
        XCTAssertEqual(errors.count, 1)
        XCTAssertEqual(errors.first.map { LineIndex(Array(text.utf8)).line(ofOffset: $0.range.lowerBound) }, 4)
        guard case .refused = ScreenFormatter.format(Array("screen A { Label \"unterminated }\n".utf8)) else { return XCTFail("formatted an unterminated string") }
    }

    func testEditsAreMinimal() throws {
        let text = "screen A {\n    title: \"x\"\n    Label  \"y\"\n    Label \"z\"{font:body}\n}\n"
        guard case .formatted(let result) = ScreenFormatter.format(Array(text.utf8)) else { return XCTFail("refused") }
        XCTAssertEqual(result.edits.map { String(decoding: $0.replacement, as: UTF8.self) }, ["", " ", " ", " ", " "])
        // One of the two spaces after the second `Label`, and nothing else of that line.
        XCTAssertEqual(result.edits.first?.range, 36..<37)
        // Indentation changes touch the spaces that change, not the line break before them.
        guard case .formatted(let indented) = ScreenFormatter.format(Array("screen A {\n      title: \"x\"\n}\n".utf8)) else { return XCTFail("refused") }
        XCTAssertEqual(indented.edits, [SourceEdit(range: 15..<17, replacement: [])])
        guard case .formatted(let crlf) = ScreenFormatter.format(Array("screen A {\r\ntitle: \"x\"\r\n}\r\n".utf8)) else { return XCTFail("refused") }
        XCTAssertEqual(crlf.edits, [SourceEdit(range: 12..<12, replacement: Array("    ".utf8))])
        guard case .formatted(let again) = ScreenFormatter.format(result.text) else { return XCTFail("refused") }
        XCTAssertEqual(again.edits, [])
    }
}
