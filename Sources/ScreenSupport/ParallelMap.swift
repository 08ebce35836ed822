#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

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
        let threads = (1..<max(1, min(jobs, count))).compactMap { _ in JoinableThread(work) }
        work()
        threads.forEach { $0.join() }
        return results.withLock { $0.map { $0! } }
    }

    /// The number of cores this process may run on.
    public static var coreCount: Int {
        Int(max(1, sysconf(Int32(_SC_NPROCESSORS_ONLN))))
    }
}
