import Foundation
import ScreenSyntax
import XCTest
@testable import ScreenRules

/// Issue 18: settings and workspaces that crashed or hung `check` and the server.
final class HostileSettingsTests: XCTestCase {
    private let screen = "screen A {\n    NavigationBar { title: \"A title\" prompt: \"Pick one.\" }\n    Alert \"Sure?\" { Button \"Yes\" Button \"No\" }\n}\n"

    private func checkAll(_ source: String, _ configuration: Configuration) -> [Diagnostic] {
        let file = FileAnalysis(path: "a.screen", source: Array(source.utf8))
        return RuleEngine.check(file, workspace: WorkspaceIndex([file.summary]), configuration: configuration)
    }

    func testThresholdsOutsideTheirRangeAreReportedOnTheSettingAndTheDefaultApplies() {
        let options = [("nav-bar-long-title", "maxWidth"), ("alert-too-many-buttons", "maxButtons"), ("nav-bar-too-many-items", "maxItems"), ("nav-prompt-not-sentence", "maxWidth")]
        for number in ["1e19", "1e300", "-1e300", "9223372036854775808", "2.5", "-1"] {
            let rules = options.map { "\"\($0.0)\": {\"\($0.1)\": \(number)}" }.joined(separator: ", ")
            let json = "{\"rules\": {\(rules)}}"
            let (configuration, problems) = Configuration.load(Array(json.utf8))
            XCTAssertEqual(problems.count, options.count, number)
            XCTAssertTrue(configuration.options.isEmpty, number)
            for problem in problems {
                XCTAssertTrue(problem.message.english.contains("takes a whole number from 0 to 1000"), problem.message.english)
                XCTAssertEqual(String(decoding: Array(json.utf8)[problem.range], as: UTF8.self), number)
            }
            _ = checkAll(screen, configuration)
        }
        // A value in range is taken.
        let (configuration, problems) = Configuration.load(Array(#"{"rules": {"nav-bar-long-title": {"maxWidth": 5}}}"#.utf8))
        XCTAssertEqual(problems, [])
        XCTAssertTrue(checkAll(screen, configuration).contains { $0.ruleID == "nav-bar-long-title" })
    }

    func testAThresholdSetAroundTheLoaderIsClampedNotTrapped() {
        var configuration = Configuration()
        for (rule, option) in [("nav-bar-long-title", "maxWidth"), ("alert-too-many-buttons", "maxButtons"), ("nav-bar-too-many-items", "maxItems"), ("nav-prompt-not-sentence", "maxWidth"), ("tab-bar-too-many-tabs", "maxTabs")] {
            configuration.options[rule] = [option: 1e300]
        }
        configuration.options["status-bar-contrast"] = ["darkBrightness": .nan]
        _ = checkAll(screen, configuration)
    }

    func testAHugeMinuteIntervalInAScreenIsAFindingNotACrash() {
        let source = "screen A {\n    DatePicker { minuteInterval: 1" + String(repeating: "0", count: 400) + " }\n}\n"
        let found = checkAll(source, Configuration()).filter { $0.ruleID == "date-picker-minute-interval" }
        XCTAssertEqual(found.count, 1)
    }

    func testThousandsOfUnresolvedScreenNamesAreCheckedInLinearTime() {
        let count = 4_000
        var source = ""
        for index in 0..<count {
            source += String(format: "screen ScreenNumber%05d { StatusBar { style: darkContent } Button \"Go\" { pushes: MissingTarget%05d } }\n", index, index)
        }
        // A near miss still gets its suggestion.
        source += "screen Last { Button \"Go\" { pushes: ScreenNumbr00042 } }\n"
        var configuration = Configuration()
        configuration.findingsPerFile = 100_000
        let started = Date()
        let found = checkAll(source, configuration).filter { $0.ruleID == "unknown-screen" }
        XCTAssertLessThan(Date().timeIntervalSince(started), 60, "quadratic: every finding compared with every screen name")
        XCTAssertEqual(found.count, count + 1)
        XCTAssertEqual(found.last?.fixes.first?.edits.first?.newText, "ScreenNumber00042")
    }

    func testManyUnknownRuleIdsCostTimeInProportionAndAreCapped() {
        let count = 350_000
        var json = "{\"rules\": {"
        for index in 0..<count { json += "\"no-rule-\(index)\": \"off\"," }
        json += "\"nav-bar-long-titel\": \"off\"}}"
        let started = Date()
        let (_, problems) = Configuration.load(Array(json.utf8))
        XCTAssertLessThan(Date().timeIntervalSince(started), 60)
        XCTAssertEqual(problems.count, FindingsLimit.defaultLimit + 1)
        let last = problems.last!
        XCTAssertEqual(last.ruleID, FindingsLimit.omittedFindingsID)
        XCTAssertTrue(last.message.english.contains("and 349,001 more findings"), last.message.english)
    }

    func testAMegabyteLongUnknownRuleIdIsReportedShortWithoutASuggestion() {
        let key = String(repeating: "nav-bar-long-title", count: 60_000)
        let started = Date()
        let (_, problems) = Configuration.load(Array("{\"rules\": {\"\(key)\": \"off\"}}".utf8))
        XCTAssertLessThan(Date().timeIntervalSince(started), 10)
        XCTAssertEqual(problems.count, 1)
        XCTAssertLessThan(problems[0].message.english.count, 200)
        XCTAssertFalse(problems[0].message.english.contains("Did you mean"))
    }

    func testTheFindingsLimitIsConfigurableAndTheLastFindingCountsTheRest() {
        let source = "screen A {\n" + String(repeating: "    Blob \"x\"\n", count: 1_500) + "}\n"
        let found = checkAll(source, Configuration())
        XCTAssertEqual(found.count, 1_001)
        XCTAssertEqual(found.last?.ruleID, "too-many-findings")
        XCTAssertEqual(found.last?.severity, .error, "an error left out still fails check")
        XCTAssertTrue(found.last!.message.english.contains("… and 500 more findings"))
        let (configuration, problems) = Configuration.load(Array(#"{"maxFindingsPerFile": 10}"#.utf8))
        XCTAssertEqual(problems, [])
        XCTAssertEqual(checkAll(source, configuration).count, 11)
        for bad in ["0", "1e300", "2.5", "\"ten\""] {
            let (ignored, problems) = Configuration.load(Array("{\"maxFindingsPerFile\": \(bad)}".utf8))
            XCTAssertEqual(ignored.findingsLimit, FindingsLimit.defaultLimit, bad)
            XCTAssertEqual(problems.count, 1, bad)
        }
    }

    func testASurrogatePairInScreenkitJSONIsOneCharacter() {
        let (_, problems) = Configuration.load(Array(#"{"rules": {"\ud83d\ude00": "off", "\ud83d": "off"}}"#.utf8))
        XCTAssertEqual(problems.map { $0.message.english.contains("😀") }, [true, false])
        XCTAssertTrue(problems[1].message.english.contains("\u{FFFD}"), "a lone surrogate is U+FFFD")
    }

    func testTheBandedEditDistanceAgreesWithTheFullOne() {
        func full(_ a: [Character], _ b: [Character]) -> Int {
            var previous = Array(0...b.count)
            for i in 1...max(1, a.count) where !a.isEmpty {
                var current = [i] + [Int](repeating: 0, count: b.count)
                for j in stride(from: 1, through: b.count, by: 1) {
                    current[j] = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1))
                }
                previous = current
            }
            return previous[b.count]
        }
        var generator = SystemRandomNumberGenerator()
        let letters = Array("abc")
        for _ in 0..<3_000 {
            let a = (0..<Int.random(in: 0...9, using: &generator)).map { _ in letters.randomElement(using: &generator)! }
            let b = (0..<Int.random(in: 0...9, using: &generator)).map { _ in letters.randomElement(using: &generator)! }
            let distance = full(a, b)
            for limit in 0...6 {
                XCTAssertEqual(NameSuggestion.editDistance(a, b, atMost: limit), distance <= limit ? distance : nil, "\(a) \(b) \(limit)")
            }
        }
    }
}
