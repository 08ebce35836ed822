import ScreenSyntax
import ScreenTestSupport
import XCTest
@testable import ScreenRules

/// The engine spreads the screens of a large file over threads; what it finds must not
/// depend on that: the same findings, in the same order, and the same facts read per screen
/// (which decide when a screen is checked again).
final class ParallelCheckTests: XCTestCase {
    /// Every rule's triggering and non-triggering examples, three times over: hundreds of
    /// screens, findings of every rule, repeated names and links between the copies.
    private func exampleFile() -> FileAnalysis {
        let examples = Rules.all.flatMap { $0.description.triggering + $0.description.nonTriggering }.map { MarkedSource($0).text }
        let source = Array(repeating: examples.joined(separator: "\n"), count: 3).joined(separator: "\n")
        return FileAnalysis(path: "examples.screen", source: Array(source.utf8))
    }

    func testFindingsOnManyThreadsAreThoseOfOne() {
        let file = exampleFile()
        XCTAssertGreaterThan(file.screenDeclarations.count, 4 * RuleEngine.screensPerThread)
        var configuration = Configuration()
        configuration.findingsPerFile = 100_000
        let workspace = WorkspaceIndex([file.summary])
        let alone = RuleEngine.check(file, workspace: workspace, configuration: configuration, knowing: nil, jobs: 1)
        XCTAssertGreaterThan(Set(alone.diagnostics.map(\.ruleID)).count, 30)
        for jobs in [2, 3, 8] {
            let spread = RuleEngine.check(file, workspace: WorkspaceIndex([file.summary]), configuration: configuration, knowing: nil, jobs: jobs)
            XCTAssertEqual(spread.diagnostics, alone.diagnostics, "\(jobs) threads")
            XCTAssertEqual(spread.screenFindings.screens.map { $0?.findings }, alone.screenFindings.screens.map { $0?.findings }, "\(jobs) threads")
            XCTAssertEqual(spread.screenFindings.screens.map { $0?.dependencies }, alone.screenFindings.screens.map { $0?.dependencies }, "\(jobs) threads")
            XCTAssertEqual(spread.screenFindings.fileDependencies, alone.screenFindings.fileDependencies, "\(jobs) threads")
        }
    }

    /// A check that knows some screens' findings (an edit's) checks the others on the threads,
    /// and what it gives is a check of every screen on one thread.
    func testScreensKnownAndCheckedOnManyThreadsAreThoseOfOne() {
        let file = exampleFile()
        var configuration = Configuration()
        configuration.findingsPerFile = 100_000
        let alone = RuleEngine.check(file, workspace: WorkspaceIndex([file.summary]), configuration: configuration, knowing: nil, jobs: 1)
        for every in [2, 3, 7] {
            // Every `every`th screen is to be checked again; the others are known.
            let known = ScreenFindings(
                screens: alone.screenFindings.screens.enumerated().map { index, screen in index % every == 0 ? nil : screen },
                fileDependencies: alone.screenFindings.fileDependencies)
            XCTAssertGreaterThan(known.screens.filter { $0 == nil }.count, 2 * RuleEngine.screensPerThread)
            for jobs in [2, 3, 8] {
                let spread = RuleEngine.check(file, workspace: WorkspaceIndex([file.summary]), configuration: configuration, knowing: known, jobs: jobs)
                XCTAssertEqual(spread.diagnostics, alone.diagnostics, "every \(every)th screen, \(jobs) threads")
                XCTAssertEqual(spread.screenFindings.screens.map { $0?.findings }, alone.screenFindings.screens.map { $0?.findings }, "every \(every)th screen, \(jobs) threads")
                XCTAssertEqual(spread.screenFindings.screens.map { $0?.dependencies }, alone.screenFindings.screens.map { $0?.dependencies }, "every \(every)th screen, \(jobs) threads")
            }
        }
    }
}
