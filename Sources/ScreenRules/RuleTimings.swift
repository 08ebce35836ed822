#if canImport(Glibc)
import Glibc
#endif
import ScreenSupport

/// The CPU time each rule's checks took, summed over a check's screens and files, for the
/// benchmarks: a rule timed in place costs what it costs among the others, where a rule run
/// alone would be the difference of two runs of the whole engine, and lost in its noise.
public final class RuleTimings: @unchecked Sendable {
    public init() {}

    /// Seconds by rule id.
    public var seconds: [String: Double] { lock.withLock { totals } }

    func add(_ seconds: Double, to rule: String) {
        lock.withLock { totals[rule, default: 0] += seconds }
    }

    /// The calling thread's CPU time so far, in seconds.
    static func threadTime() -> Double {
        var time = timespec()
        clock_gettime(CLOCK_THREAD_CPUTIME_ID, &time)
        return Double(time.tv_sec) + Double(time.tv_nsec) / 1e9
    }

    private let lock = Mutex()
    private var totals: [String: Double] = [:]
}
