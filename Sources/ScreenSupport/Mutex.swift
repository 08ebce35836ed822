#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A pthread mutex with a condition variable: the one lock every layer uses. Synchronization's
/// `Mutex` would do for the lock alone, but it needs macOS 15 and the package declares 13.
public final class Mutex: @unchecked Sendable {
    private let mutex = UnsafeMutablePointer<pthread_mutex_t>.allocate(capacity: 1)
    private let condition = UnsafeMutablePointer<pthread_cond_t>.allocate(capacity: 1)

    public init() {
        pthread_mutex_init(mutex, nil)
        pthread_cond_init(condition, nil)
    }

    deinit {
        pthread_cond_destroy(condition)
        pthread_mutex_destroy(mutex)
        condition.deallocate()
        mutex.deallocate()
    }

    public func withLock<Result>(_ body: () throws -> Result) rethrows -> Result {
        pthread_mutex_lock(mutex)
        defer { pthread_mutex_unlock(mutex) }
        return try body()
    }

    /// Waits for a signal; call with the lock held (inside `withLock`).
    public func wait() {
        pthread_cond_wait(condition, mutex)
    }

    /// Waits for a signal or `seconds`; call with the lock held.
    public func wait(seconds: Double) {
        var now = timespec()
        clock_gettime(CLOCK_REALTIME, &now)
        // At most about eleven days, so that the conversion to nanoseconds cannot trap.
        let wait = seconds.isNaN ? 0 : min(max(seconds, 0), 1e6)
        let nanoseconds = Int(now.tv_nsec) + Int(wait * 1_000_000_000)
        var deadline = timespec()
        deadline.tv_sec = now.tv_sec + nanoseconds / 1_000_000_000
        deadline.tv_nsec = nanoseconds % 1_000_000_000
        pthread_cond_timedwait(condition, mutex, &deadline)
    }

    /// Wakes every waiter; call with the lock held.
    public func broadcast() {
        pthread_cond_broadcast(condition)
    }
}

/// A value that only one thread at a time may touch, under a `Mutex`.
public final class Locked<Value>: @unchecked Sendable {
    private var value: Value
    private let mutex = Mutex()

    public init(_ value: Value) {
        self.value = value
    }

    public func withLock<Result>(_ body: (inout Value) throws -> Result) rethrows -> Result {
        try mutex.withLock { try body(&value) }
    }
}
