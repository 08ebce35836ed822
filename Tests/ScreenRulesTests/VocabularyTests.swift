import Foundation
import XCTest
import ScreenSyntax
import ScreenCatalog
import ScreenTestSupport
@testable import ScreenRules

/// One vocabulary per language, in everything ScreenKit shows: Traditional Chinese in Taiwan
/// usage with 「」 quotes, Simplified Chinese in mainland usage, and lengths in points.
final class VocabularyTests: XCTestCase {
    private func assertNative(_ text: LocalizedText, _ context: @autoclosure () -> String, quotingUsers: Bool = false, file: StaticString = #filePath, line: UInt = #line) {
        for language in Language.allCases {
            let found = Vocabulary.misuses(in: quotingUsers ? Vocabulary.unquoted(text[language], language: language) : text[language], language: language)
            XCTAssertEqual(found, [], "\(context()), \(language.rawValue): \(text[language])", file: file, line: line)
        }
    }

    func testTheListCatchesWhatItNames() {
        XCTAssertEqual(Vocabulary.misuses(in: "用戶點擊“取消”", language: .traditionalChinese), ["用戶", "點擊", "“", "”"])
        XCTAssertEqual(Vocabulary.misuses(in: "使用者點按「取消」", language: .traditionalChinese), [])
        XCTAssertEqual(Vocabulary.misuses(in: "每个选项为 44×44 像素", language: .simplifiedChinese), ["像素"])
        XCTAssertEqual(Vocabulary.misuses(in: "44 × 44 Pixels", language: .english), ["pixel"])
        XCTAssertEqual(Vocabulary.unquoted("標題「下拉刷新」說明用法", language: .traditionalChinese), "標題說明用法")
    }

    /// Summaries, rationales, options, and what each rule reports on its examples: messages,
    /// related locations and fix titles.
    func testRuleTextsAsReported() {
        for rule in Rules.all {
            let description = rule.description
            assertNative(description.summary, "\(rule.id) summary")
            assertNative(description.rationale, "\(rule.id) rationale")
            for option in description.options {
                assertNative(option.meaning, "\(rule.id) option \(option.name)")
                assertNative(option.allowedValues, "\(rule.id) option \(option.name) values")
            }
            for example in description.triggering + description.corrections.map(\.input) {
                let text = MarkedSource(example).text
                let file = FileAnalysis(path: "example.screen", source: Array(text.utf8))
                for finding in RuleEngine.check(file, workspace: WorkspaceIndex([file.summary])) {
                    assertNative(finding.message, "\(finding.ruleID) message on an example of \(rule.id)", quotingUsers: true)
                    for related in finding.related { assertNative(related.message, "\(finding.ruleID) related location", quotingUsers: true) }
                    for fix in finding.fixes { assertNative(fix.title, "\(finding.ruleID) fix title", quotingUsers: true) }
                }
            }
        }
    }

    /// Hover and `explain` show the guideline entries.
    func testGuidelineEntries() {
        XCTAssertFalse(Guidelines.entries.isEmpty)
        for entry in Guidelines.entries {
            assertNative(entry.text, "entry \(entry.key)")
        }
    }

    /// Each syntax error as the parser reports it.
    func testSyntaxMessagesAsReported() {
        let broken = [
            "screen A { Label \"open", "screen A { /* never closed", "screen A { Label \"\u{FFFD}\" }\u{80}",
            "screen A { title: }", "screen A { Label ¿? }", "screen A { Button \"Edit\" {\n}", "screen 錯誤 { }",
            "screen A { width: 3em }", "screen A { tint: #12 }", "screen { }", "screen A", "Label \"x\"",
            "screen A { Stack { Stack { } ", "screen A { ] }", "screen A { Label \"x\" { style: , } }",
        ]
        var reported = 0
        for text in broken {
            var bytes = Array(text.utf8)
            if text.hasSuffix("\u{80}") { bytes.append(0xFF) }
            for error in SyntaxTree(parsing: bytes).syntaxErrors() {
                reported += 1
                assertNative(error.message, "syntax error in \(text.debugDescription)")
                if let related = error.related { assertNative(related.message, "syntax error's related note") }
            }
        }
        XCTAssertGreaterThan(reported, broken.count - 1, "every broken text reports a syntax error")
    }

    /// Every `LocalizedText` written in the sources: the catalog, the command line's and the
    /// server's messages, hover and preview words, and rule texts not reached by an example.
    func testEveryLocalizedTextInTheSources() throws {
        let sources = Self.repository.appendingPathComponent("Sources")
        let files = try XCTUnwrap(FileManager.default.enumerator(at: sources, includingPropertiesForKeys: nil))
            .compactMap { $0 as? URL }
            .filter { $0.pathExtension == "swift" && !$0.lastPathComponent.hasSuffix(".generated.swift") }
        var pieces = 0
        for url in files {
            let source = try String(contentsOf: url, encoding: .utf8)
            for piece in LocalizedTextScanner(source).pieces() {
                pieces += 1
                let found = Vocabulary.misuses(in: piece.text, language: piece.language)
                XCTAssertEqual(found, [], "\(url.path):\(piece.line) (\(piece.language.rawValue)): \(piece.text)")
            }
        }
        XCTAssertGreaterThan(pieces, 1_000, "the scanner finds the texts")
    }

    /// Docs/rules.md and Docs/components.md, made from the texts above, in English; code
    /// blocks (what users write) and the seeds' own section titles are quotations, not ours.
    func testGeneratedDocs() throws {
        for name in ["rules.md", "components.md"] {
            let text = try String(contentsOf: Self.repository.appendingPathComponent("Docs/\(name)"), encoding: .utf8)
            var inCode = false
            for (number, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
                if line.hasPrefix("```") { inCode.toggle(); continue }
                if inCode || line.hasPrefix("_Source:") { continue }
                XCTAssertEqual(Vocabulary.misuses(in: String(line), language: .english), [], "Docs/\(name):\(number + 1): \(line)")
            }
        }
    }

    private static let repository = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
}
