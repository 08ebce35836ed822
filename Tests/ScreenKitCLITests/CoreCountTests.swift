import XCTest
@testable import ScreenSupport

/// `check` spreads its work over the cores the process may use: under `taskset -c 0`, or in a
/// container limited to some cores, that is fewer than the machine has.
final class CoreCountTests: XCTestCase {
    func testTheAffinityMaskIsCountedFromProcStatus() {
        XCTAssertEqual(ParallelMap.allowedCoreCount(status: "Name:\tscreenkit\nCpus_allowed:\t3\nCpus_allowed_list:\t0-1\n"), 2)
        XCTAssertEqual(ParallelMap.allowedCoreCount(status: "Cpus_allowed:\t1\n"), 1)
        XCTAssertEqual(ParallelMap.allowedCoreCount(status: "Cpus_allowed:\tff,00000001\n"), 9)
        XCTAssertNil(ParallelMap.allowedCoreCount(status: "Cpus_allowed_list:\t0-1\n"))
        XCTAssertNil(ParallelMap.allowedCoreCount(status: "Cpus_allowed:\tzz\n"))
    }
}
