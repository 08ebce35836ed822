import JSONRPC

/// The queue between the threads that receive (the connection's reader, the poller) and the
/// one loop that handles everything in order.
///
/// Cancellation happens here, on arrival: a `$/cancelRequest` for a request still waiting
/// turns it into `.cancelledRequest`, so the loop answers -32800 without doing its work.
///
/// The inbox is bounded: `push` waits while `capacity` inputs are waiting, so the reader stops
/// reading and a client that sends faster than the server answers (or never reads the
/// answers, so that the server's writes block) is held back by the pipe, not buffered in
/// memory. Cancellation still happens on arrival, before the wait.
final class ServerInbox: @unchecked Sendable {
    let capacity: Int
    private let lock = ConditionLock()
    /// Guarded by `lock`. Items before `head` are consumed.
    private var items: [ServerInput] = []
    private var head = 0
    /// Guarded by `lock`: once closed, pushes no longer wait (the loop has ended).
    private var isClosed = false

    init(capacity: Int) {
        self.capacity = max(1, capacity)
    }

    /// Queues an input, waiting while the inbox is full.
    func push(_ input: ServerInput) {
        lock.withLock {
            if case .message(.notification("$/cancelRequest", let params)) = input,
               let cancel = try? CancelParams(json: params ?? .null, at: "params") {
                cancelWaitingRequest(cancel.id)
            }
            while items.count - head >= capacity, !isClosed { lock.wait() }
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
        lock.withLock { items.count - head }
    }

    /// The next input, waiting for one if needed.
    func pop() -> ServerInput {
        lock.withLock {
            while head == items.count { lock.wait() }
            let input = items[head]
            head += 1
            // A pusher may be waiting for room.
            lock.broadcast()
            if head == items.count {
                items.removeAll(keepingCapacity: true)
                head = 0
            } else if head > 1024, head * 2 > items.count {
                items.removeFirst(head)
                head = 0
            }
            return input
        }
    }

    /// Removes and returns the waiting inputs that `matches` accepts, scanning from the front
    /// and stopping at the first one that `continues` refuses.
    func take(while continues: (ServerInput) -> Bool, matching matches: (ServerInput) -> Bool) -> [ServerInput] {
        lock.withLock {
            var taken: [ServerInput] = []
            var kept: [ServerInput] = []
            var index = head
            while index < items.count, continues(items[index]) {
                if matches(items[index]) { taken.append(items[index]) } else { kept.append(items[index]) }
                index += 1
            }
            guard !taken.isEmpty else { return [] }
            items.replaceSubrange(head..<index, with: kept)
            lock.broadcast()
            return taken
        }
    }

    func contains(where predicate: (ServerInput) -> Bool) -> Bool {
        lock.withLock { items[head...].contains(where: predicate) }
    }

    var isEmpty: Bool {
        lock.withLock { head == items.count }
    }

    /// Call with the lock held.
    private func cancelWaitingRequest(_ id: RequestID) {
        for index in head..<items.count {
            if case .message(.request(id, let method, _)) = items[index] {
                items[index] = .cancelledRequest(id: id, method: method)
                return
            }
        }
    }
}
