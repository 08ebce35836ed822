#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The clock that only goes forward, for intervals: a progress line's pace, a benchmark's
/// times, the worker's yields.
public enum MonotonicClock {
    /// Nanoseconds since a start the system chose (at boot on Linux).
    public static var nanoseconds: Int {
        var time = timespec()
        clock_gettime(CLOCK_MONOTONIC, &time)
        return time.tv_sec * 1_000_000_000 + time.tv_nsec
    }

    /// Seconds since the same start.
    public static var seconds: Double { Double(nanoseconds) / 1e9 }
}
