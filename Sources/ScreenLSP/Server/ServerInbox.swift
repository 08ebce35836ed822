import JSONRPC

/// The queue between the threads that receive (the connection's reader, the poller) and the
/// one loop that handles everything in order.
///
/// Cancellation happens here, on arrival: a `$/cancelRequest` for a request still waiting
/// turns it into `.cancelledRequest`, so the loop answers -32800 without doing its work.
final class ServerInbox: @unchecked Sendable {
    private let lock = ConditionLock()
    /// Guarded by `lock`. Items before `head` are consumed.
    private var items: [ServerInput] = []
    private var head = 0

    func push(_ input: ServerInput) {
        lock.withLock {
            if case .message(.notification("$/cancelRequest", let params)) = input,
               let cancel = try? CancelParams(json: params ?? .null, at: "params") {
                cancelWaitingRequest(cancel.id)
            }
            items.append(input)
            lock.broadcast()
        }
    }

    /// The next input, waiting for one if needed.
    func pop() -> ServerInput {
        lock.withLock {
            while head == items.count { lock.wait() }
            let input = items[head]
            head += 1
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
