import XCTest
import ScreenSyntax
@testable import ScreenRules

// Helpers the rule tests share: run one rule on some text, apply a fix.

/// The findings of one rule in `path`, with every file of `files` in one workspace.
func findings(_ id: String, in path: String, of files: [String: String], configuration: Configuration = .defaults) -> [Diagnostic] {
    let analyses = files.map { FileAnalysis(path: $0.key, source: Array($0.value.utf8)) }
    let workspace = WorkspaceIndex(analyses.map(\.summary))
    let file = analyses.first { $0.path == path }!
    return RuleEngine.check(file, workspace: workspace, configuration: configuration).filter { $0.ruleID == id }
}

/// The findings of one rule in one file that is the whole workspace; `options` set the rule's thresholds.
func findings(_ id: String, in source: String, options: [String: Double] = [:], configuration: Configuration = .defaults) -> [Diagnostic] {
    var configuration = configuration
    if !options.isEmpty { configuration.options[id] = options }
    return findings(id, in: "test.screen", of: ["test.screen": source], configuration: configuration)
}

/// The text after a fix's edits; they never overlap.
func applying(_ fix: Fix, to source: String, file: StaticString = #filePath, line: UInt = #line) -> String {
    let (result, skipped) = SourceEdit.apply(fix.edits, to: Array(source.utf8))
    XCTAssertEqual(skipped, 0, "a fix's edits do not overlap", file: file, line: line)
    return String(decoding: result, as: UTF8.self)
}

/// The files under `folder` whose relative path `isWanted`, with their text, by path.
func textFiles(in folder: String, named isWanted: (String) -> Bool) throws -> [(path: String, text: String)] {
    var files: [(path: String, text: String)] = []
    let enumerator = FileManager.default.enumerator(atPath: folder)
    while let name = enumerator?.nextObject() as? String {
        guard isWanted(name), let data = FileManager.default.contents(atPath: folder + "/" + name) else { continue }
        files.append((name, String(decoding: data, as: UTF8.self)))
    }
    return files.sorted { $0.path < $1.path }
}
