import XCTest
@testable import ScreenSupport

/// The diagnostics worker's work gives its core away now and then; the command line's, and
/// a check spread over every core, never do.
final class YieldingWorkTests: XCTestCase {
    func testPausePointsYieldOnlyInsideWorkThatYieldsAndOnlyOnceAnIntervalHasPassed() {
        YieldingWork.pausePoint()
        XCTAssertEqual(YieldingWork.lastYieldTime, 0, "work outside `run` yields")
        YieldingWork.run {
            let started = YieldingWork.lastYieldTime
            XCTAssertNotEqual(started, 0)
            YieldingWork.pausePoint()
            XCTAssertEqual(YieldingWork.lastYieldTime, started, "yielded before the interval passed")
            let deadline = started + YieldingWork.interval
            while YieldingWork.now() <= deadline {}
            YieldingWork.pausePoint()
            XCTAssertGreaterThan(YieldingWork.lastYieldTime, deadline, "no yield once the interval passed")
            // Nested work that yields keeps the outer clock.
            let outer = YieldingWork.lastYieldTime
            YieldingWork.run { XCTAssertEqual(YieldingWork.lastYieldTime, outer) }
        }
        XCTAssertEqual(YieldingWork.lastYieldTime, 0, "yielding outlived `run`")
    }

    func testWorkSpreadOverThreadsDoesNotYieldAndYieldsAgainAfter() {
        YieldingWork.run {
            let yielding = ParallelMap.map(count: 8, jobs: 2) { _ in YieldingWork.lastYieldTime != 0 }
            XCTAssertEqual(yielding, Array(repeating: false, count: 8))
            XCTAssertNotEqual(YieldingWork.lastYieldTime, 0)
            // On one thread, the work is the caller's and yields as it does.
            XCTAssertEqual(ParallelMap.map(count: 3, jobs: 1) { _ in YieldingWork.lastYieldTime != 0 }, [true, true, true])
        }
    }
}
