import ScreenIDE
import ScreenRules
import ScreenSupport
import ScreenSyntax

/// Makes a file's diagnostics and their JSON on a thread of its own, so that the loop goes on
/// answering requests from the latest snapshot while the rules run (`LanguageServer+Diagnostics`).
///
/// Jobs run one at a time in the order given, except that a job for a file replaces that
/// file's job still waiting: only the newest text is checked. What a job made is handed to
/// `deliver`, and the loop decides whether it is still current. The worker holds snapshots
/// and values only, never the server's state.
final class DiagnosticsWorker: @unchecked Sendable {
    /// A file to check: its snapshot, and what writing its JSON needs.
    struct Job: Sendable {
        let key: String
        let stamp: FindingsStamp
        let analysis: Analysis
        /// The file's JSON last pushed, whose unchanged diagnostics are reused.
        let previous: DiagnosticsJSON?
        let convert: ToProtocol
        /// The URI shown for each key (`LanguageServer.clientURIs`), for related locations.
        let uris: [String: String]
        /// Which state of `uris` it is, to tell later whether the JSON still names files right.
        let urisGeneration: Int
    }

    /// A job's findings as JSON, which the loop pushes with the findings the cache holds for
    /// the same stamp; nil when the file, or the facts it reads, changed before its check
    /// began (`Analysis.diagnosticsUnlessSuperseded`), since they would be dropped anyway.
    struct Made: Sendable {
        let key: String
        let stamp: FindingsStamp
        let json: DiagnosticsJSON?
        let convert: ToProtocol
        let urisGeneration: Int
    }

    init(deliver: @escaping @Sendable (Made) -> Void) {
        self.deliver = deliver
    }

    /// Queues `job`, in place of a job for the same file still waiting.
    func submit(_ job: Job) {
        lock.withLock {
            guard !isStopped else { return }
            if let waiting = waitingPlaces[job.key] {
                jobs[waiting] = job
            } else {
                waitingPlaces[job.key] = jobs.count
                jobs.append(job)
            }
            startIfNeeded()
        }
    }

    /// Frees `value` on the worker's thread, after its job if one runs: for what the loop
    /// replaces, above all a file's list of diagnostics last pushed, whose thousand findings
    /// took the loop a quarter of a million instructions to free at every push.
    func discard(_ value: some Sendable) {
        lock.withLock {
            guard !isStopped else { return }
            discarded.append(value)
            startIfNeeded()
        }
    }

    /// Drops the jobs waiting; the one running finishes, and what it made is dropped too.
    /// The thread ends then, without being waited for.
    func stop() {
        lock.withLock {
            isStopped = true
            jobs.removeAll()
            waitingPlaces.removeAll()
            head = 0
            discarded.removeAll()
            lock.broadcast()
        }
    }

    // MARK: Private

    private let deliver: @Sendable (Made) -> Void
    private let lock = Mutex()
    /// Guarded by `lock`: the jobs waiting are those from `head` on, and each file's place
    /// among them is in `waitingPlaces`, so that queueing and taking cost the same however
    /// many files wait (a workspace loaded queues all of them).
    private var jobs: [Job?] = []
    private var head = 0
    private var waitingPlaces: [String: Int] = [:]
    private var isStopped = false
    private var thread: JoinableThread?
    /// Guarded by `lock`: values to free (`discard`).
    private var discarded: [any Sendable] = []

    /// Starts the thread the first time, and wakes it. Called with `lock` held.
    private func startIfNeeded() {
        if thread == nil { thread = JoinableThread { [self] in work() } }
        lock.broadcast()
    }

    private func work() {
        while let job = nextJob() {
            // The loop's answers, and the editor, come before the rules of a large file.
            let made = YieldingWork.run { Self.make(job) }
            guard !lock.withLock({ isStopped }) else { return }
            deliver(made)
        }
    }

    /// The next job, once one waits; nil once the worker stops. Values discarded meanwhile
    /// are freed on the way.
    private func nextJob() -> Job? {
        while true {
            var freed: [any Sendable] = []
            var job: Job?
            let stopped = lock.withLock { () -> Bool in
                while head == jobs.count, discarded.isEmpty, !isStopped { lock.wait() }
                guard !isStopped else { return true }
                swap(&freed, &discarded)
                guard head < jobs.count else { return false }
                // Taken out, so that the queue does not keep the snapshot alive.
                guard let next = jobs[head].take() else { preconditionFailure("a waiting job is never taken twice") }
                waitingPlaces[next.key] = nil
                head += 1
                if head == jobs.count {
                    jobs.removeAll(keepingCapacity: true)
                    head = 0
                }
                job = next
                return false
            }
            // Freed outside the lock, which the loop takes to queue a job.
            freed.removeAll()
            if stopped { return nil }
            if let job { return job }
        }
    }

    private static func make(_ job: Job) -> Made {
        guard let diagnostics = job.analysis.diagnosticsUnlessSuperseded(for: job.key) else {
            return Made(key: job.key, stamp: job.stamp, json: nil, convert: job.convert, urisGeneration: job.urisGeneration)
        }
        let lines = job.analysis.file(job.key)?.lines ?? LineIndex([])
        let analysis = job.analysis, uris = job.uris
        let json = DiagnosticsJSON(diagnostics, of: job.key, in: lines, convert: job.convert, reusing: job.previous,
                                   linesOf: { analysis.file($0)?.lines }, uriOf: { uris[$0] ?? $0 })
        return Made(key: job.key, stamp: job.stamp, json: json, convert: job.convert, urisGeneration: job.urisGeneration)
    }
}
