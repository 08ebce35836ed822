import XCTest
import ScreenSyntax
import ScreenTestSupport
@testable import ScreenRules

final class ConfigurationTests: XCTestCase {
    private func load(_ text: String) -> (Configuration, [Diagnostic]) {
        let result = Configuration.load(Array(text.utf8))
        return (result.configuration, result.problems)
    }

    func testSeveritiesOptionsAndLocale() {
        let (configuration, problems) = load("""
            { "locale": "zh-Hant",
              "rules": { "unknown-property": "error", "duplicate-bar": "off",
                         "invalid-value": { "severity": "hint" } } }
            """)
        XCTAssertEqual(problems, [])
        XCTAssertEqual(configuration.locale, "zh-Hant")
        XCTAssertEqual(configuration.severities["unknown-property"], .some(.error))
        XCTAssertEqual(configuration.severities["duplicate-bar"], .some(nil))
        XCTAssertEqual(configuration.severity(of: Rules.rule(id: "invalid-value")!.description), .hint)
        XCTAssertNil(configuration.severity(of: Rules.rule(id: "duplicate-bar")!.description))
    }

    func testOffRulesReportNothingAndConfiguredSeveritiesApply() {
        let file = FileAnalysis(path: "a.screen", source: Array("screen A {\n  NavigationBar\n  NavigationBar\n  Buton\n}".utf8))
        let (configuration, _) = load(#"{ "rules": { "duplicate-bar": "off", "unknown-component": "warning" } }"#)
        let diagnostics = RuleEngine.check(file, workspace: WorkspaceIndex([file.summary]), configuration: configuration)
        XCTAssertEqual(diagnostics.map(\.ruleID), ["unknown-component"])
        XCTAssertEqual(diagnostics.map(\.severity), [.warning])
    }

    func testMalformedJSONGivesOneErrorWhereItIsAndTheDefaults() {
        let source = MarkedSource("{ \"rules\": { \"duplicate-bar\": \"off\" 1️⃣\"x\": 1 } }")
        let (configuration, problems) = load(source.text)
        XCTAssertEqual(configuration, .defaults)
        XCTAssertEqual(problems.map(\.range.lowerBound), [source["1️⃣"]])
        XCTAssertEqual(problems.map(\.severity), [.error])
        XCTAssertTrue(problems[0].message.english.hasPrefix("screenkit.json is not valid JSON (expected ',' or '}')"))
    }

    func testMistakesAreReportedAndTheRestApplies() {
        let source = MarkedSource("""
            { 1️⃣"colour"2️⃣: 1, "rules": { 3️⃣"dupliate-bar"4️⃣: "off", "duplicate-property": 5️⃣"loud"6️⃣,
              "unknown-component": "hint" } }
            """)
        let (configuration, problems) = load(source.text)
        XCTAssertEqual(problems.map(\.range), [source.range("1️⃣", "2️⃣"), source.range("3️⃣", "4️⃣"), source.range("5️⃣", "6️⃣")])
        XCTAssertTrue(problems[1].message.english.contains("Did you mean 'duplicate-bar'?"))
        XCTAssertEqual(configuration.severities["unknown-component"], .some(.hint))
    }

    func testHostileConfigurationsDoNotCrash() {
        for text in ["", "[", String(repeating: "[", count: 100_000), "{\"rules\": 3}", "\"x\"", "{\"a\":\"\\u12\"}", "nul", "1e999", "{\"rules\":{\"syntax-error\":{\"severity\":3}}}"] {
            let (_, problems) = load(text)
            XCTAssertFalse(problems.isEmpty, text.prefix(40).debugDescription)
            for problem in problems { XCTAssertLessThanOrEqual(problem.range.upperBound, text.utf8.count) }
        }
    }
}

final class SuppressionTests: XCTestCase {
    private func ruleIDs(_ text: String) -> [String] {
        let file = FileAnalysis(path: "a.screen", source: Array(text.utf8))
        return RuleEngine.check(file, workspace: WorkspaceIndex([file.summary])).map(\.ruleID)
    }

    func testLineSuppressionSilencesTheNextLineOnly() {
        XCTAssertEqual(ruleIDs("screen A {\n  // screenkit-ignore: unknown-component -- a custom view\n  Carousel\n  Slideshow\n}"), ["unknown-component"])
    }

    func testTrailingSuppressionSilencesItsOwnLine() {
        XCTAssertEqual(ruleIDs("screen A {\n  Carousel // screenkit-ignore: unknown-component\n  Slideshow\n}"), ["unknown-component"])
    }

    func testFileSuppressionAndSeveralIDs() {
        XCTAssertEqual(ruleIDs("// screenkit-ignore-file: unknown-component, unknown-property\nscreen A {\n  Carousel\n  Label { colour: red }\n}"), [])
    }

    func testUnusedSuppressionsAreReported() {
        XCTAssertEqual(ruleIDs("screen A {\n  // screenkit-ignore: unknown-component, unknown-property\n  Carousel\n}"), ["unused-suppression"])
    }
}
