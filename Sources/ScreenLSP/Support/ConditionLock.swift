#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A pthread mutex with a condition variable: the one primitive the server's threads share
/// (the reader thread and the poller hand work to the loop through it).
final class ConditionLock: @unchecked Sendable {
    private let mutex = UnsafeMutablePointer<pthread_mutex_t>.allocate(capacity: 1)
    private let condition = UnsafeMutablePointer<pthread_cond_t>.allocate(capacity: 1)

    init() {
        pthread_mutex_init(mutex, nil)
        pthread_cond_init(condition, nil)
    }

    deinit {
        pthread_cond_destroy(condition)
        pthread_mutex_destroy(mutex)
        condition.deallocate()
        mutex.deallocate()
    }

    func withLock<Result>(_ body: () throws -> Result) rethrows -> Result {
        pthread_mutex_lock(mutex)
        defer { pthread_mutex_unlock(mutex) }
        return try body()
    }

    /// Waits for a signal; call with the lock held (inside `withLock`).
    func wait() {
        pthread_cond_wait(condition, mutex)
    }

    /// Waits for a signal or `seconds`; call with the lock held.
    func wait(seconds: Double) {
        var now = timespec()
        clock_gettime(CLOCK_REALTIME, &now)
        // At most a day, so that the conversion to nanoseconds cannot trap.
        let wait = seconds.isNaN ? 0 : min(max(seconds, 0), 86_400)
        let nanoseconds = Int(now.tv_nsec) + Int(wait * 1_000_000_000)
        var deadline = timespec()
        deadline.tv_sec = now.tv_sec + nanoseconds / 1_000_000_000
        deadline.tv_nsec = nanoseconds % 1_000_000_000
        pthread_cond_timedwait(condition, mutex, &deadline)
    }

    /// Wakes every waiter; call with the lock held.
    func broadcast() {
        pthread_cond_broadcast(condition)
    }
}
