import ScreenSyntax
import ScreenTestSupport
import XCTest
@testable import ScreenRules

/// Findings worded for a reader of one language (`Configuration.messageLanguage`) say in it
/// what findings worded in every language say in it, and are made in it alone.
final class MessageLanguageTests: XCTestCase {
    /// Every rule's triggering examples and corrections' inputs in one file: findings of every
    /// rule, with every kind of fix and related place.
    private func exampleFile() -> FileAnalysis {
        let examples = Rules.all.flatMap { $0.description.triggering + $0.description.corrections.map(\.input) }
        let source = examples.map { MarkedSource($0).text }.joined(separator: "\n")
        return FileAnalysis(path: "examples.screen", source: Array(source.utf8))
    }

    func testFindingsInOneLanguageSayWhatEveryLanguageSaysInIt() {
        let file = exampleFile()
        var configuration = Configuration()
        configuration.findingsPerFile = 100_000
        let everyLanguage = RuleEngine.check(file, workspace: WorkspaceIndex([file.summary]), configuration: configuration, knowing: nil, jobs: 1).diagnostics
        XCTAssertGreaterThan(Set(everyLanguage.map(\.ruleID)).count, 60)
        // Every rule with a fix offers one here, so that the fixes' words are compared too.
        let rulesWithFixes = Set(Rules.all.filter { $0.description.fixSafety != nil }.map(\.id))
        XCTAssertEqual(Set(everyLanguage.filter { !$0.fixes.isEmpty }.map(\.ruleID)).intersection(rulesWithFixes), rulesWithFixes)
        for language in Language.allCases {
            configuration.messageLanguage = language
            let oneLanguage = RuleEngine.check(file, workspace: WorkspaceIndex([file.summary]), configuration: configuration, knowing: nil, jobs: 1).diagnostics
            XCTAssertEqual(oneLanguage.count, everyLanguage.count, "\(language)")
            for (one, every) in zip(oneLanguage, everyLanguage) {
                XCTAssertEqual(one.ruleID, every.ruleID)
                XCTAssertEqual(one.range, every.range)
                XCTAssertEqual(one.message[language], every.message[language], "\(one.ruleID) in \(language)")
                XCTAssertEqual(one.fixes.map { $0.title[language] }, every.fixes.map { $0.title[language] }, "\(one.ruleID) in \(language)")
                XCTAssertEqual(one.fixes.map(\.edits), every.fixes.map(\.edits), "\(one.ruleID) in \(language)")
                XCTAssertEqual(one.related.map { $0.message[language] }, every.related.map { $0.message[language] }, "\(one.ruleID) in \(language)")
                XCTAssertEqual(one.related.map(\.range), every.related.map(\.range), "\(one.ruleID) in \(language)")
                // A syntax error's message comes from the parser, in every language.
                guard one.ruleID != Diagnostic.syntaxErrorID else { continue }
                XCTAssertEqual(one.message.onlyLanguage, language, "\(one.ruleID)'s message was made in every language")
                XCTAssertEqual(one.fixes.map(\.title.onlyLanguage), one.fixes.map { _ in language }, "\(one.ruleID)'s fix titles were made in every language")
                XCTAssertEqual(one.related.map(\.message.onlyLanguage), one.related.map { _ in language }, "\(one.ruleID)'s related places were made in every language")
                XCTAssertNil(every.message.onlyLanguage)
            }
        }
    }

    /// A text made while one language is named holds that language's words in every field,
    /// so that a reader in another gets words rather than nothing (the subscript asserts
    /// that none does); scopes nest.
    func testWritingInOneLanguage() {
        var made: [String] = []
        let english = LocalizedText.writing(only: .english) {
            LocalizedText({ made.append("en"); return "Hello" }(), { made.append("hans"); return "你好" }(), { made.append("hant"); return "妳好" }())
        }
        XCTAssertEqual(made, ["en"])
        XCTAssertEqual(english.onlyLanguage, .english)
        XCTAssertEqual(english.simplifiedChinese, "Hello")
        XCTAssertEqual(english[.english], "Hello")
        let nested = LocalizedText.writing(only: .traditionalChinese) {
            LocalizedText.writing(only: nil) { LocalizedText("a", "b", "c") }
        }
        XCTAssertEqual(nested, LocalizedText(en: "a", zhHans: "b", zhHant: "c"))
        XCTAssertNil(LocalizedText("a", "b", "c").onlyLanguage)
    }
}
