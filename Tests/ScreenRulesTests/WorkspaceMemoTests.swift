import Foundation
import ScreenSupport
import XCTest
@testable import ScreenRules

/// A fact of the whole workspace is computed once however many threads ask for it at once:
/// the threads checking a large file's screens all ask at its first screens, and the name
/// suggestion index of such a file takes tens of megabytes while it is made.
final class WorkspaceMemoTests: XCTestCase {
    func testThreadsAskingAtOnceShareOneComputation() {
        let index = WorkspaceIndex([])
        let computations = Locked(0)
        let answers = ParallelMap.map(count: 8, jobs: 8) { _ in
            index.memoized("slow-fact", surveys: []) { _ -> Int in
                computations.withLock { $0 += 1 }
                // Long enough that every thread asks while the first computes.
                usleep(200_000)
                return 42
            }
        }
        XCTAssertEqual(answers, Array(repeating: 42, count: 8))
        XCTAssertEqual(computations.withLock { $0 }, 1)
    }

    func testAFactMayAskForAnotherWhileItIsComputed() {
        let index = WorkspaceIndex([])
        let answers = ParallelMap.map(count: 4, jobs: 4) { _ in
            index.memoized("outer", surveys: []) { _ -> Int in
                index.memoized("inner", surveys: []) { _ in 20 } + 1
            }
        }
        XCTAssertEqual(answers, Array(repeating: 21, count: 4))
    }
}
