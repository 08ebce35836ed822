import XCTest
import ScreenRules
import ScreenSyntax

/// The findings past the limit are cut in place, and the one that stands for them is as grave
/// as the gravest of them: whatever it stands for, no graver and no milder.
final class FindingsLimitTests: XCTestCase {
    private func findings(_ severities: [Severity]) -> [Diagnostic] {
        severities.enumerated().map { index, severity in
            Diagnostic(ruleID: "rule-\(index)", severity: severity, range: (index * 10)..<(index * 10 + 5), message: LocalizedText("m", "m", "m"))
        }
    }

    func testTheFindingsKeptAreTheFirstInTheirOrderAndOneCountsTheRest() {
        var capped = findings([.hint, .warning, .information, .hint, .hint])
        FindingsLimit.cap(&capped, at: 2)
        XCTAssertEqual(capped.map(\.ruleID), ["rule-0", "rule-1", FindingsLimit.omittedFindingsID])
        XCTAssertEqual(capped.last?.range, 20..<25, "placed where the first left out was")
        XCTAssertTrue(capped.last!.message.english.contains("… and 3 more findings"))
    }

    func testTheLastFindingIsAsGraveAsTheGravestLeftOut() {
        for (omitted, expected) in [([Severity.hint, .hint], Severity.hint), ([.information, .hint], .information),
                                    ([.hint, .warning, .information], .warning), ([.warning, .error, .hint], .error)] {
            var capped = findings([.error] + omitted)
            FindingsLimit.cap(&capped, at: 1)
            XCTAssertEqual(capped.count, 2)
            XCTAssertEqual(capped.last?.severity, expected, "\(omitted)")
        }
    }

    func testFindingsWithinTheLimitAreLeftAlone() {
        let all = findings([.warning, .hint])
        for limit in [2, 3, 1_000] {
            var capped = all
            FindingsLimit.cap(&capped, at: limit)
            XCTAssertEqual(capped, all)
        }
    }
}
