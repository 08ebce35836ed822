import XCTest
import CSystem
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

    /// The threads `ParallelMap` starts keep off the core the caller runs on, where they
    /// would wait for it: the cores a thread started so may run on are all the others; with
    /// one core allowed, that one.
    func testAThreadKeptOffACoreMayRunOnEveryOtherCore() throws {
        let core = Int(screenkit_current_core())
        XCTAssertGreaterThanOrEqual(core, 0, "Linux tells the core a thread runs on")
        let allowed = try XCTUnwrap(Self.allowedCores(inStatusOf: "self"))
        let status = Locked("")
        let thread = JoinableThread(avoidingCore: core) {
            let text = (try? String(contentsOfFile: "/proc/thread-self/status", encoding: .utf8)) ?? ""
            status.withLock { $0 = text }
        }
        thread?.join()
        let threadAllowed = try XCTUnwrap(Self.allowedCores(inStatus: status.withLock { $0 }))
        XCTAssertEqual(threadAllowed, allowed.count > 1 ? allowed.subtracting([core]) : allowed)

        // ParallelMap's threads, which take items while the caller does (each item waits a
        // little, so that every thread takes some).
        let caller = pthread_self()
        let started = Int(screenkit_current_core())
        let onOtherThreads = ParallelMap.map(count: 40, jobs: 2) { _ -> Set<Int>? in
            usleep(1_000)
            guard pthread_equal(pthread_self(), caller) == 0 else { return nil }
            return Self.allowedCores(inStatus: (try? String(contentsOfFile: "/proc/thread-self/status", encoding: .utf8)) ?? "")
        }.compactMap { $0 }
        XCTAssertFalse(onOtherThreads.isEmpty, "no item ran on a second thread")
        for cores in onOtherThreads {
            XCTAssertEqual(cores, allowed.count > 1 ? allowed.subtracting([started]) : allowed)
        }
    }

    /// The cores of the `Cpus_allowed:` mask (hex digits, in comma-separated groups of eight).
    private static func allowedCores(inStatus status: String) -> Set<Int>? {
        guard let line = status.split(separator: "\n").first(where: { $0.hasPrefix("Cpus_allowed:") }) else { return nil }
        let digits = line.dropFirst("Cpus_allowed:".count).filter { $0.isHexDigit }
        var cores: Set<Int> = []
        for (place, digit) in digits.reversed().enumerated() {
            let value = digit.hexDigitValue!
            for bit in 0..<4 where value & (1 << bit) != 0 { cores.insert(place * 4 + bit) }
        }
        return cores
    }

    private static func allowedCores(inStatusOf process: String) -> Set<Int>? {
        allowedCores(inStatus: (try? String(contentsOfFile: "/proc/\(process)/status", encoding: .utf8)) ?? "")
    }
}
