#if os(Linux)
import XCTest
import CSystem
@testable import ScreenSupport

/// `check` spreads its work over the cores the process may use: under `taskset -c 0`, or in a
/// container limited to some cores, that is fewer than the machine has. And the threads
/// `ParallelMap` starts keep off the core the caller runs on, where they would wait for it.
final class CoreCountTests: XCTestCase {
    func testTheCoresCountedAreThoseOfTheAffinityMask() throws {
        let allowed = try XCTUnwrap(Self.allowedCores(ofThread: "thread-self"))
        XCTAssertEqual(ParallelMap.coreCount, allowed.count)
        XCTAssertEqual(Int(screenkit_allowed_core_count()), allowed.count)
    }

    /// The cores a thread started off one core may run on are all the others; with one core
    /// allowed, that one.
    func testAThreadKeptOffACoreMayRunOnEveryOtherCore() throws {
        let core = Int(screenkit_current_core())
        XCTAssertGreaterThanOrEqual(core, 0, "Linux tells the core a thread runs on")
        let allowed = try XCTUnwrap(Self.allowedCores(ofThread: "thread-self"))
        let threadAllowed = Locked<Set<Int>?>(nil)
        let thread = JoinableThread(avoidingCore: core) {
            let cores = Self.allowedCores(ofThread: "thread-self")
            threadAllowed.withLock { $0 = cores }
        }
        thread?.join()
        XCTAssertEqual(threadAllowed.withLock { $0 }, allowed.count > 1 ? allowed.subtracting([core]) : allowed)
    }

    /// ParallelMap's threads take items while the caller does (each item waits a little, so
    /// that every thread takes some): each may run on every allowed core but one, the core
    /// the caller ran on when it started them.
    func testParallelMapKeepsItsThreadsOffOneCore() throws {
        let allowed = try XCTUnwrap(Self.allowedCores(ofThread: "thread-self"))
        let caller = pthread_self()
        let onOtherThreads = ParallelMap.map(count: 40, jobs: 2) { _ -> Set<Int>? in
            usleep(1_000)
            guard pthread_equal(pthread_self(), caller) == 0 else { return nil }
            return Self.allowedCores(ofThread: "thread-self")
        }.compactMap { $0 }
        XCTAssertFalse(onOtherThreads.isEmpty, "no item ran on a second thread")
        for cores in onOtherThreads {
            XCTAssertTrue(cores.isSubset(of: allowed))
            XCTAssertEqual(cores.count, allowed.count > 1 ? allowed.count - 1 : allowed.count)
        }
    }

    /// The cores of the `Cpus_allowed:` mask of /proc/`thread`/status (hex digits, in
    /// comma-separated groups of eight).
    private static func allowedCores(ofThread thread: String) -> Set<Int>? {
        let status = (try? String(contentsOfFile: "/proc/\(thread)/status", encoding: .utf8)) ?? ""
        guard let line = status.split(separator: "\n").first(where: { $0.hasPrefix("Cpus_allowed:") }) else { return nil }
        let digits = line.dropFirst("Cpus_allowed:".count).filter(\.isHexDigit)
        var cores: Set<Int> = []
        for (place, digit) in digits.reversed().enumerated() {
            let value = digit.hexDigitValue!
            for bit in 0..<4 where value & (1 << bit) != 0 { cores.insert(place * 4 + bit) }
        }
        return cores
    }
}
#endif
