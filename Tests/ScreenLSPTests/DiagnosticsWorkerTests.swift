import Foundation
import ScreenIDE
import ScreenSupport
import ScreenSyntax
import ScreenTestSupport
import XCTest
@testable import ScreenLSP

/// The diagnostics worker: a job whose file changed before its check is dropped, one still
/// current is checked, and what the loop hands it to free is freed on its thread.
final class DiagnosticsWorkerTests: XCTestCase {
    private static let key = "file:///w/a.screen"
    private static let text = (0..<20).map { "screen S\($0) {\n    NavigationBar { title: \"s\" }\n    Button \"ok\" { }\n}\n" }.joined()

    func testAJobWhoseFileChangedBeforeItsCheckIsDroppedAndACurrentOneIsChecked() throws {
        let made = Locked<[DiagnosticsWorker.Made]>([])
        let worker = DiagnosticsWorker { result in made.withLock { $0.append(result) } }
        defer { worker.stop() }
        let host = AnalysisHost()
        host.setText(Array(Self.text.utf8), for: Self.key)
        _ = host.snapshot.diagnostics(for: Self.key)
        let stale = host.snapshot
        host.applyChanges([TextChange(range: LinePosition(line: 2, character: 0)..<LinePosition(line: 2, character: 0), newText: " ")], encoding: .utf16, to: Self.key)
        let current = host.snapshot
        // One at a time: the second would replace the first while it waits.
        for (count, analysis) in [stale, current].enumerated() {
            worker.submit(DiagnosticsWorker.Job(
                key: Self.key, stamp: try XCTUnwrap(analysis.findingsStamp(for: Self.key)), analysis: analysis, previous: nil,
                convert: ToProtocol(encoding: .utf16, language: .english), uris: [:], urisGeneration: 0))
            XCTAssertTrue(wait { made.withLock { $0.count } == count + 1 }, "job \(count) never made")
        }
        let results = made.withLock { $0 }
        XCTAssertEqual(results.map(\.stamp), [stale.findingsStamp(for: Self.key), current.findingsStamp(for: Self.key)])
        XCTAssertNil(results[0].json, "the stale job was checked")
        XCTAssertEqual(results[1].json?.text, DiagnosticsJSON(
            current.diagnostics(for: Self.key), of: Self.key, in: current.file(Self.key)!.lines, convert: ToProtocol(encoding: .utf16, language: .english),
            reusing: nil, linesOf: { current.file($0)?.lines }, uriOf: { $0 }).text)
    }

    func testWhatTheLoopDiscardsIsFreedOnTheWorkersThread() {
        final class Tracked: Sendable {
            let freedOnCaller: Locked<Bool?>
            let caller: pthread_t
            init(_ freedOnCaller: Locked<Bool?>) {
                self.freedOnCaller = freedOnCaller
                caller = pthread_self()
            }
            deinit { freedOnCaller.withLock { $0 = pthread_equal(pthread_self(), caller) != 0 } }
        }
        let worker = DiagnosticsWorker { _ in }
        defer { worker.stop() }
        let freedOnCaller = Locked<Bool?>(nil)
        worker.discard(Tracked(freedOnCaller))
        XCTAssertTrue(wait { freedOnCaller.withLock { $0 } != nil }, "never freed")
        XCTAssertEqual(freedOnCaller.withLock { $0 }, false, "freed on the thread that discarded it")
    }

    /// Waits up to ten seconds for `condition`.
    private func wait(_ condition: () -> Bool) -> Bool {
        let deadline = Date().addingTimeInterval(10)
        while !condition() {
            guard Date() < deadline else { return false }
            usleep(1_000)
        }
        return true
    }
}
