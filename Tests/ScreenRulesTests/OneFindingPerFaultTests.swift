import Foundation
import XCTest
import ScreenSyntax
import ScreenTestSupport
@testable import ScreenRules

/// One finding per fault: no rule reports two findings about the same subject (the element,
/// the container or the property its description names), over every rule's triggering
/// examples, the documentation's example workspace and the syntax fuzzer's corpus.
final class OneFindingPerFaultTests: XCTestCase {
    static let repository: String = {
        var path = #filePath
        for _ in 0..<3 { path = String(path[..<path.lastIndex(of: "/")!]) }
        return path
    }()

    func testTriggeringExamplesReportEachFaultOnce() {
        for rule in Rules.all {
            for example in rule.description.triggering {
                assertOneFindingPerFault(in: [("example.screen", MarkedSource(example).text)])
            }
        }
    }

    func testDocumentationExamplesReportEachFaultOnce() throws {
        let files = try screenFiles(in: Self.repository + "/Docs/examples")
        XCTAssertFalse(files.isEmpty, "no example files")
        assertOneFindingPerFault(in: files)
    }

    func testFuzzCorpusReportsEachFaultOnce() throws {
        let folder = Self.repository + "/Tests/Fuzz/Corpus/fuzz-syntax"
        let names = try FileManager.default.contentsOfDirectory(atPath: folder).sorted()
        XCTAssertFalse(names.isEmpty, "no corpus")
        for name in names {
            let data = try XCTUnwrap(FileManager.default.contents(atPath: folder + "/" + name))
            assertOneFindingPerFault(in: [(name, String(decoding: data, as: UTF8.self))])
        }
    }

    /// The audit catches what it is meant to: two findings of one rule on one element.
    func testAuditCatchesTwoFindingsOnOneElement() {
        let source = "screen A {\n    Button \"Go\" { width: 10pt height: 10pt }\n}"
        let file = FileAnalysis(path: "a.screen", source: Array(source.utf8))
        let twice = [range(of: "width: 10pt", in: source), range(of: "height: 10pt", in: source)].map { Diagnostic(ruleID: Rule.hitTargetTooSmall.id, severity: .warning, range: $0, message: LocalizedText("x", "x", "x")) }
        XCTAssertEqual(Self.repeatedSubjects(twice, in: file).count, 1)
        let crowded = "screen A {\n    Toolbar { Button \"A\" Button \"B\" Button \"C\" }\n}"
        let bar = FileAnalysis(path: "a.screen", source: Array(crowded.utf8))
        let parts = [range(of: "Button \"B\"", in: crowded), range(of: "Button \"C\"", in: crowded)].map { Diagnostic(ruleID: Rule.barCrowdedTextButtons.id, severity: .hint, range: $0, message: LocalizedText("x", "x", "x")) }
        XCTAssertEqual(Self.repeatedSubjects(parts, in: bar).count, 1)
    }

    private func range(of needle: String, in text: String) -> Range<Int> {
        let start = text.utf8.count - text[text.range(of: needle)!.lowerBound...].utf8.count
        return start..<(start + needle.utf8.count)
    }

    private func assertOneFindingPerFault(in files: [(path: String, text: String)], file: StaticString = #filePath, line: UInt = #line) {
        let analyses = files.map { FileAnalysis(path: $0.path, source: Array($0.text.utf8)) }
        let workspace = WorkspaceIndex(analyses.map(\.summary))
        for analysis in analyses {
            let findings = RuleEngine.check(analysis, workspace: workspace)
            for repeated in Self.repeatedSubjects(findings, in: analysis) {
                XCTFail("\(repeated.rule) reports \(repeated.count) findings about one subject in \(analysis.path):\n\(String(decoding: analysis.tree.source, as: UTF8.self))", file: file, line: line)
            }
        }
    }

    /// The rules that report more than once about one subject, with the number of findings.
    static func repeatedSubjects(_ findings: [Diagnostic], in analysis: FileAnalysis) -> [(rule: String, count: Int)] {
        let subjects = Dictionary(uniqueKeysWithValues: Rules.all.map { ($0.id, $0.description.subject) })
        let models = analysis.makeScreenModels()
        var counts: [String: Int] = [:]
        var order: [String] = []
        for finding in findings {
            let key = finding.ruleID + " " + subject(of: finding.range, as: subjects[finding.ruleID] ?? .element, in: models)
            if counts[key] == nil { order.append(key) }
            counts[key, default: 0] += 1
        }
        return order.filter { counts[$0]! > 1 }.map { (String($0.prefix { $0 != " " }), counts[$0]!) }
    }

    /// Names the subject a finding is about: a screen and a position in it, or the finding's
    /// own range for one outside every screen.
    private static func subject(of range: Range<Int>, as kind: FindingSubject, in models: [ScreenModel]) -> String {
        guard let (index, model) = models.enumerated().last(where: { contains($0.element.syntax.tree.trimmedByteRange(of: $0.element.syntax.id), range) }) else {
            return "range \(range)"
        }
        let element = model.allElements.last { contains($0.range, range) }
        switch kind {
        case .element:
            return "screen \(index) element \(element.map { "\($0.position)" } ?? "none")"
        case .container:
            let container = element.flatMap(model.parent(of:))
            return "screen \(index) container \(container.map { "\($0.position)" } ?? "none")"
        case .property:
            let properties = element?.properties ?? model.properties
            if let property = properties.first(where: { contains($0.range, range) }) {
                return "screen \(index) property \(property.range)"
            }
            return "screen \(index) element \(element.map { "\($0.position)" } ?? "none") range \(range)"
        }
    }

    private static func contains(_ outer: Range<Int>, _ inner: Range<Int>) -> Bool {
        outer.lowerBound <= inner.lowerBound && inner.upperBound <= outer.upperBound
    }

    private func screenFiles(in folder: String) throws -> [(path: String, text: String)] {
        try FileManager.default.contentsOfDirectory(atPath: folder).sorted().filter { $0.hasSuffix(".screen") }.map { name in
            (name, String(decoding: try XCTUnwrap(FileManager.default.contents(atPath: folder + "/" + name)), as: UTF8.self))
        }
    }
}
