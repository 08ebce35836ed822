import ScreenSupport

/// The queue between the threads that receive (the connection's reader, the poller) and the
/// one loop that handles everything in order. It knows no message: decoding, cancellation and
/// the merging of edits are the scheduler's (`MessageScheduler`).
///
/// The inbox is bounded: `push` waits while `capacity` inputs are waiting, so the reader stops
/// reading and a client that sends faster than the server answers (or never reads the
/// answers, so that the server's writes wait) is held back by the pipe, not buffered in
/// memory. The scheduler takes no more while as many wait on its side.
final class ServerInbox: @unchecked Sendable {
    let capacity: Int
    private let lock = Mutex()
    /// Guarded by `lock`.
    private var items: [ServerInput] = []
    /// Guarded by `lock`: once closed, pushes no longer wait (the loop has ended).
    private var isClosed = false

    init(capacity: Int) {
        self.capacity = max(1, capacity)
    }

    /// Queues an input, waiting while the inbox is full.
    func push(_ input: ServerInput) {
        lock.withLock {
            while items.count >= capacity, !isClosed { lock.wait() }
            guard !isClosed else { return }
            items.append(input)
            lock.broadcast()
        }
    }

    /// Queues an input even when the inbox is full. For the server's own threads, whose
    /// inputs are bounded otherwise (one per job they were given), and which must not wait for
    /// the loop while the loop may be waiting for them.
    func pushWithoutWaiting(_ input: ServerInput) {
        lock.withLock {
            guard !isClosed else { return }
            items.append(input)
            lock.broadcast()
        }
    }

    /// Ends waiting: threads blocked in `push` return and later inputs are dropped. The loop
    /// calls it when it stops, so that no reader or poller waits for it forever.
    func close() {
        lock.withLock {
            isClosed = true
            lock.broadcast()
        }
    }

    /// How many inputs are waiting.
    var count: Int {
        lock.withLock { items.count }
    }

    /// Every input waiting, in arrival order, waiting for one if there is none.
    func popAll() -> [ServerInput] {
        lock.withLock {
            while items.isEmpty { lock.wait() }
            return take()
        }
    }

    /// Every input waiting, in arrival order; none if there is none.
    func popAvailable() -> [ServerInput] {
        lock.withLock { take() }
    }

    /// Call with the lock held. Pushers waiting for room may go on.
    private func take() -> [ServerInput] {
        let taken = items
        items.removeAll(keepingCapacity: true)
        lock.broadcast()
        return taken
    }
}
