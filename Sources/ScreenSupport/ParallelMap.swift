#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import CSystem

/// Work on many independent items spread over threads, the results in the items' order
/// whatever order they finish in, so that output made from them does not depend on timing.
public enum ParallelMap {
    /// `transform(index)` for every index in `0..<count`, on up to `jobs` threads (the
    /// calling thread among them); `finished(done)` is called on some thread after each item.
    public static func map<Result: Sendable>(
        count: Int, jobs: Int, finished: @escaping @Sendable (Int) -> Void = { _ in },
        _ transform: @escaping @Sendable (Int) -> Result
    ) -> [Result] {
        let results = Locked<[Result?]>(Array(repeating: nil, count: count))
        let next = Locked(0)
        let work: @Sendable () -> Void = {
            while true {
                let index = next.withLock { value -> Int in
                    defer { value += 1 }
                    return value
                }
                guard index < count else { return }
                let result = transform(index)
                results.withLock { $0[index] = result }
                finished(index)
            }
        }
        // Each thread started is kept off the caller's core, which the caller keeps busy. Left
        // to place them, this VM's scheduler started them on the caller's core, where they
        // waited for its time slice, or ran there by turns with the caller while the other
        // core idled; an open of 10,140 lines went from p50 11.3-13.7 ms to 9.6-9.7 ms. The
        // cost: a thread preempted where it runs cannot move to the caller's core when the
        // caller has finished, so the caller may wait for it a time slice; the threads take
        // short runs of items in turn, so that only the run in hand waits.
        let callerCore = screenkit_current_core()
        let threads = (1..<max(1, min(jobs, count))).compactMap { _ in JoinableThread(avoidingCore: callerCore >= 0 ? Int(callerCore) : nil, work) }
        YieldingWork.withoutYields(if: !threads.isEmpty, work)
        threads.forEach { $0.join() }
        return results.withLock { $0.map { $0! } }
    }

    /// The number of cores this process may run on: those of its affinity mask (`taskset`, a
    /// container's cpuset), else those online. Read once: the server asks at every check.
    public static let coreCount: Int = {
        let online = Int(max(1, sysconf(Int32(_SC_NPROCESSORS_ONLN))))
        let allowed = Int(screenkit_allowed_core_count())
        return allowed > 0 ? min(allowed, online) : online
    }()
}
