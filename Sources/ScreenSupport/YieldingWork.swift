#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Long work off the server's loop that lets other threads have its core now and then.
///
/// The rules of a large file keep the diagnostics worker busy for milliseconds. A thread
/// woken meanwhile (the loop with a hover to answer, the reader with a message, the editor's
/// own threads) can be queued behind the worker on its core for the rest of the worker's time
/// slice, even while another core idles: on a two-core VM, one hover in fifty during a burst
/// of edits was answered in 2 to 4 ms instead of 0.2 ms. Work run inside `run(_:)` calls
/// `pausePoint()` between its items (screens, findings carried, diagnostics written); at
/// most every `interval`, that gives the core to a thread waiting for it (`sched_yield`,
/// which returns at once when none waits). Elsewhere, the command line's check included, a
/// pause point reads one word.
public enum YieldingWork {
    /// Runs `body` on the calling thread as work that yields. While `ParallelMap` spreads it
    /// over threads, none yields: the check of a file opened then takes every core, and
    /// yields while both cores checked made an open slower (p50 14.0 to 14.7 ms, fastest
    /// 9.9 to 11.9 ms, for 10,140 lines).
    public static func run<Result>(_ body: () throws -> Result) rethrows -> Result {
        guard let lastYield, lastYield.value == 0 else { return try body() }
        return try lastYield.with(now(), body)
    }

    /// Runs `body` on the calling thread without yields when `condition` holds.
    static func withoutYields<Result>(if condition: Bool, _ body: () throws -> Result) rethrows -> Result {
        guard condition, let lastYield, lastYield.value != 0 else { return try body() }
        return try lastYield.with(0, body)
    }

    /// A point between two items of work: the core is given away here when the thread's
    /// work yields and `interval` has passed since it last did.
    @inline(__always)
    public static func pausePoint() {
        guard let lastYield else { return }
        let last = lastYield.value
        guard last != 0 else { return }
        let time = now()
        guard time &- last >= interval else { return }
        sched_yield()
        lastYield.value = now()
    }

    /// The calling thread's last yield, as `now()` gave it; 0 when its work does not yield.
    static var lastYieldTime: Int { lastYield?.value ?? 0 }

    /// Nanoseconds between yields: short against the 0.2 ms a hover takes, long against the
    /// microsecond a yield costs when no thread waits.
    static let interval = 100_000

    /// The monotonic clock's time at the thread's last yield, in nanoseconds (never 0 once
    /// set: the clock starts well before); 0 on a thread whose work does not yield.
    private static let lastYield = ThreadLocalWord()

    static func now() -> Int {
        max(1, MonotonicClock.nanoseconds)
    }
}
