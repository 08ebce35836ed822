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
        // core idled; an open of 10,140 lines went from p50 11.3-13.7 ms to 9.6-9.7 ms.
        let callerCore = screenkit_current_core()
        let threads = (1..<max(1, min(jobs, count))).compactMap { _ in JoinableThread(avoidingCore: callerCore >= 0 ? Int(callerCore) : nil, work) }
        YieldingWork.suspended(while: !threads.isEmpty, work)
        threads.forEach { $0.join() }
        return results.withLock { $0.map { $0! } }
    }

    /// The number of cores this process may run on: those of its affinity mask (`taskset`, a
    /// container's cpuset), else those online. Read once: the server asks at every check.
    public static let coreCount: Int = {
        let online = Int(max(1, sysconf(Int32(_SC_NPROCESSORS_ONLN))))
        #if canImport(Glibc)
        // Swift sees no sched_getaffinity (a GNU extension); Linux tells the mask here too.
        guard let allowed = allowedCoreCount(status: readProcSelfStatus()) else { return online }
        return max(1, min(allowed, online))
        #else
        return online
        #endif
    }()

    /// The number of cores in the `Cpus_allowed:` mask of a /proc/PID/status text (hex
    /// digits in comma-separated groups), or nil when it has none.
    static func allowedCoreCount(status: String) -> Int? {
        guard let line = status.split(separator: "\n").first(where: { $0.hasPrefix("Cpus_allowed:") }) else { return nil }
        var count = 0
        for character in line.dropFirst("Cpus_allowed:".count) where character != "," && character != " " && character != "\t" {
            guard let digit = character.hexDigitValue else { return nil }
            count += digit.nonzeroBitCount
        }
        return count > 0 ? count : nil
    }

    private static func readProcSelfStatus() -> String {
        let descriptor = open("/proc/self/status", O_RDONLY)
        guard descriptor >= 0 else { return "" }
        defer { close(descriptor) }
        var bytes: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 4096)
        // The file is a few kilobytes; more than 64 KiB would not be it.
        while bytes.count < 65_536 {
            let count = buffer.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
            guard count > 0 else { break }
            bytes += buffer[..<count]
        }
        return String(decoding: bytes, as: UTF8.self)
    }
}
