import XCTest
import ScreenSupport
import ScreenTestSupport

/// `isSorted(by:)` says whether a sort would change anything: the engine skips sorting a
/// screen's findings when it says no.
final class CollectionIsSortedTests: XCTestCase {
    func testAgreesWithSortingOnRandomLists() {
        var generator = SeededGenerator(seed: 5)
        for _ in 0..<2_000 {
            let list = (0..<Int.random(in: 0...6, using: &generator)).map { _ in Int.random(in: 0...3, using: &generator) }
            XCTAssertEqual(list.isSorted(by: <), list.sorted() == list, "\(list)")
            // A slice, whose indices do not start at zero.
            let tail = list.dropFirst()
            XCTAssertEqual(tail.isSorted(by: <), tail.sorted() == Array(tail), "\(list)")
        }
    }

    func testEqualNeighboursAreInOrder() {
        XCTAssertTrue([1, 1, 2, 2].isSorted(by: <))
        XCTAssertFalse([2, 1].isSorted(by: <))
        XCTAssertTrue([Int]().isSorted(by: <))
        XCTAssertTrue([7].isSorted(by: <))
    }
}
