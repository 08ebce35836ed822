import XCTest
import ScreenSyntax
import ScreenCatalog
import ScreenTestSupport
@testable import ScreenRules

/// Every rule's examples are its tests: each triggering example reports exactly the marked
/// ranges, each non-triggering one reports nothing; also behind an emoji and Chinese text.
final class RuleExampleTests: XCTestCase {
    /// Text put before each example to shift offsets: a line, and a comment on the same line.
    static let prefixes = ["", "// 😀 前言：中文\n", "/* 😀 中文 */ "]

    func testTriggeringExamplesReportExactlyTheMarkedRanges() {
        for rule in Rules.all {
            XCTAssertFalse(rule.description.triggering.isEmpty, "\(rule.id) has no triggering example")
            for example in rule.description.triggering {
                for prefix in Self.prefixes {
                    let source = MarkedSource(example).prefixed(prefix)
                    let expected = stride(from: 0, to: source.offsets.count, by: 2).map { index in
                        source.range(MarkedSource.markers[index], MarkedSource.markers[index + 1])
                    }
                    let found = findings(of: rule, in: source.text)
                    XCTAssertEqual(found.map(\.range), expected, "\(rule.id), prefix \(prefix.debugDescription), in:\n\(source.text)")
                    for diagnostic in found {
                        assertWorded(diagnostic.message, rule.id)
                    }
                }
            }
        }
    }

    func testNonTriggeringExamplesReportNothing() {
        for rule in Rules.all {
            XCTAssertFalse(rule.description.nonTriggering.isEmpty, "\(rule.id) has no non-triggering example")
            for example in rule.description.nonTriggering {
                for prefix in Self.prefixes {
                    let text = prefix + MarkedSource(example).text
                    XCTAssertEqual(findings(of: rule, in: text).map(\.range), [], "\(rule.id) in:\n\(text)")
                }
            }
        }
    }

    /// Examples show one mistake each: apart from the syntax rule's own, they parse cleanly.
    func testExamplesParse() {
        for rule in Rules.all where rule.id != Rule.syntaxError.id {
            for example in rule.description.triggering + rule.description.nonTriggering {
                XCTAssertEqual(SyntaxTree(parsing: MarkedSource(example).text).syntaxErrors(), [], "\(rule.id) in:\n\(example)")
            }
        }
    }

    func testDescriptionsAreComplete() {
        XCTAssertEqual(Set(Rules.all.map(\.id)).count, Rules.all.count, "rule ids are unique")
        for rule in Rules.all {
            let description = rule.description
            assertWorded(description.summary, rule.id)
            assertWorded(description.rationale, rule.id)
            if let guideline = description.guideline {
                XCTAssertNotNil(Guidelines.entry(for: guideline), "\(rule.id) cites missing entry \(guideline)")
            }
            for option in description.options { assertWorded(option.meaning, rule.id) }
            XCTAssertTrue(description.id.allSatisfy { $0.isLowercase || $0 == "-" }, "\(rule.id) is kebab-case")
        }
    }

    private func findings(of rule: Rule, in text: String) -> [Diagnostic] {
        let file = FileAnalysis(path: "example.screen", source: Array(text.utf8))
        return RuleEngine.check(file, workspace: WorkspaceIndex([file.summary])).filter { $0.ruleID == rule.id }
    }

    private func assertWorded(_ text: LocalizedText, _ id: String, file: StaticString = #filePath, line: UInt = #line) {
        for language in Language.allCases {
            XCTAssertFalse(text[language].isEmpty, "\(id): empty \(language) text", file: file, line: line)
        }
        XCTAssertNotEqual(text.english, text.simplifiedChinese, "\(id): zh-Hans is not translated", file: file, line: line)
        XCTAssertNotEqual(text.english, text.traditionalChinese, "\(id): zh-Hant is not translated", file: file, line: line)
    }
}
