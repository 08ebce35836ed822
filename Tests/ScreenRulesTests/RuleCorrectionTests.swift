import XCTest
import ScreenSyntax
import ScreenTestSupport
@testable import ScreenRules

/// Every rule's corrections are the tests of its fixes: the marked finding's fix, applied,
/// gives the expected text, with the safety the rule declares; also behind an emoji and
/// Chinese text.
final class RuleCorrectionTests: XCTestCase {
    func testEveryCorrectionGivesItsOutput() throws {
        for rule in Rules.all {
            let description = rule.description
            for correction in description.corrections {
                for prefix in RuleExampleTests.prefixes {
                    try check(correction, of: rule, behind: prefix)
                }
            }
        }
    }

    /// Every fix keeps the file's form: in a CRLF file, one with a byte-order mark, and one
    /// with both, the output is the expected one in that form (no bare LF appears, the mark
    /// stays first).
    func testEveryCorrectionKeepsCRLFAndTheByteOrderMark() throws {
        for rule in Rules.all {
            for correction in rule.description.corrections {
                for (crlf, bom) in [(true, false), (false, true), (true, true)] {
                    func form(_ text: String) -> String {
                        (bom ? "\u{FEFF}" : "") + (crlf ? text.replacingOccurrences(of: "\n", with: "\r\n") : text)
                    }
                    let source = MarkedSource(form(correction.input))
                    let context = "\(rule.id), crlf \(crlf), bom \(bom), in:\n\(source.text.debugDescription)"
                    let candidates = findingsAtMarker(of: rule, in: source).filter { correction.fixIndex < $0.fixes.count }.map { $0.fixes[correction.fixIndex] }
                    let outputs = candidates.map { String(decoding: SourceEdit.apply($0.edits, to: source.bytes).result, as: UTF8.self) }
                    XCTAssertTrue(outputs.contains(form(correction.output)), "\(context)\ngave \(outputs.map(\.debugDescription))")
                }
            }
        }
    }

    /// A rule with a fix shows it; a rule without one offers none.
    func testEveryRuleWithAFixHasCorrections() {
        for rule in Rules.all {
            let description = rule.description
            if description.fixSafety == nil {
                XCTAssertEqual(description.corrections.count, 0, "\(rule.id) has corrections but declares no fix")
                for example in description.triggering {
                    let fixes = findings(rule.id, in: MarkedSource(example).text).flatMap(\.fixes)
                    XCTAssertEqual(fixes, [], "\(rule.id) offers a fix but declares none")
                }
            } else {
                XCTAssertFalse(description.corrections.isEmpty, "\(rule.id) has a fix but no correction")
            }
        }
    }

    /// Each finding a correction fixes shows all its fixes: one correction per fix.
    func testCorrectionsShowEveryFixOfTheirFinding() {
        for rule in Rules.all {
            let byInput = Dictionary(grouping: rule.description.corrections, by: \.input)
            for (input, corrections) in byInput {
                let fixes = findingsAtMarker(of: rule, in: MarkedSource(input)).reduce(0) { $0 + $1.fixes.count }
                XCTAssertEqual(corrections.count, fixes, "\(rule.id): a correction for every fix, in:\n\(input)")
            }
        }
    }

    private func check(_ correction: Correction, of rule: Rule, behind prefix: String, file: StaticString = #filePath, line: UInt = #line) throws {
        let source = MarkedSource(correction.input).prefixed(prefix)
        let context = "\(rule.id), prefix \(prefix.debugDescription), in:\n\(source.text)"
        let expected = prefix + correction.output
        // Of several findings at the marked place, the one whose fix gives the output.
        let candidates = findingsAtMarker(of: rule, in: source).filter { correction.fixIndex < $0.fixes.count }.map { $0.fixes[correction.fixIndex] }
        XCTAssertFalse(candidates.isEmpty, "no finding with fix \(correction.fixIndex) at 1️⃣: \(context)", file: file, line: line)
        let outputs = candidates.map { SourceEdit.apply($0.edits, to: source.bytes) }
        guard let index = outputs.firstIndex(where: { String(decoding: $0.result, as: UTF8.self) == expected }) else {
            XCTAssertEqual(outputs.first.map { String(decoding: $0.result, as: UTF8.self) }, expected, context, file: file, line: line)
            return
        }
        let fix = candidates[index], output = expected
        let safety = try XCTUnwrap(correction.safety ?? rule.description.fixSafety, context)
        XCTAssertEqual(FixSafety(isSafe: fix.isSafe), safety, context, file: file, line: line)
        XCTAssertEqual(outputs[index].skipped, 0, "a fix's edits do not overlap: \(context)", file: file, line: line)
        // The fix leaves clean text and removes its finding.
        XCTAssertEqual(SyntaxTree(parsing: output).syntaxErrors(), [], context, file: file, line: line)
        XCTAssertLessThan(findings(rule.id, in: output).count, findings(rule.id, in: source.text).count, "the fix fixes: \(context)", file: file, line: line)
    }

    /// The findings that start at 1️⃣ (and end at 2️⃣, when marked).
    private func findingsAtMarker(of rule: Rule, in source: MarkedSource) -> [Diagnostic] {
        let start = source["1️⃣"], end = source.offsets["2️⃣"]
        return findings(rule.id, in: source.text).filter { $0.range.lowerBound == start && (end == nil || $0.range.upperBound == end) }
    }
}
