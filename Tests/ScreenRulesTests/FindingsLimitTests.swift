import XCTest
@testable import ScreenRules
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

    /// A file checked a section at a time reports, part by part, what the cap of all its
    /// findings at once reports: the same first findings (ties kept in the order they came),
    /// the same count, severity and place of the rest.
    func testCappingPartByPartIsCappingAllAtOnce() {
        var generator = SystemRandomNumberGenerator()
        let order: (Diagnostic, Diagnostic) -> Bool = { ($0.range.lowerBound, $0.range.upperBound, $0.ruleID) < ($1.range.lowerBound, $1.range.upperBound, $1.ruleID) }
        for round in 0..<300 {
            // Parts in the file's order, each in no order of its own, with equal keys across
            // findings (the same range and rule, another message) and a last part anywhere.
            var parts: [[Diagnostic]] = []
            var start = 0
            for _ in 0..<Int.random(in: 0...6, using: &generator) {
                var part: [Diagnostic] = []
                for index in 0..<Int.random(in: 0...12, using: &generator) {
                    let at = start + Int.random(in: 0...8, using: &generator)
                    part.append(Diagnostic(ruleID: "rule-\(Int.random(in: 0...2, using: &generator))", severity: Severity.allCases.randomElement(using: &generator)!,
                                           range: at..<(at + Int.random(in: 0...2, using: &generator)), message: LocalizedText("m\(round).\(index)", "m", "m")))
                }
                parts.append(part)
                start += 10
            }
            let last = (0..<Int.random(in: 0...3, using: &generator)).map { index in
                Diagnostic(ruleID: "unused", severity: .warning, range: (index * 7)..<(index * 7 + 3), message: LocalizedText("u\(index)", "u", "u"))
            }
            let limit = Int.random(in: 1...10, using: &generator)
            var all = parts.flatMap { $0 } + last
            all.sort(by: order)
            FindingsLimit.cap(&all, at: limit)
            var running = FindingsLimit.Running(limit: limit, order: order)
            for part in parts { running.add(part) }
            XCTAssertEqual(running.finished(adding: last), all, "round \(round), limit \(limit)")
        }
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
