/// The queue between the threads that receive (the connection's reader, the poller) and the
import ScreenSupport
/// one loop that handles everything in order. It knows no message: decoding, cancellation and
/// the merging of edits are the scheduler's (`MessageScheduler`).
final class ServerInbox: @unchecked Sendable {
    private let lock = Mutex()
    /// Guarded by `lock`.
    private var items: [ServerInput] = []

    func push(_ input: ServerInput) {
        lock.withLock {
            items.append(input)
            lock.broadcast()
        }
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

    /// Call with the lock held.
    private func take() -> [ServerInput] {
        let taken = items
        items.removeAll(keepingCapacity: true)
        return taken
    }
}
