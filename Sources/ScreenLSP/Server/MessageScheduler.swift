import JSONRPC

/// Hands the loop its work in arrival order, each message decoded once.
///
/// Inputs are taken from the inbox as they arrive, so that the scheduler sees what waits:
/// a `$/cancelRequest` for a request still waiting makes it answer -32800 without running,
/// and the changes of consecutive `didChange`s of one document are applied in one pass, so
/// only the newest text is analysed.
final class MessageScheduler {
    init(inbox: ServerInbox, routes: MessageRoutes) {
        self.inbox = inbox
        self.routes = routes
    }

    /// The next piece of work, waiting for input when nothing waits.
    func next() -> ScheduledWork {
        takeArrivals(waiting: waiting.isEmpty)
        while true {
            guard head < waiting.count else {
                waiting.removeAll(keepingCapacity: true)
                head = 0
                takeArrivals(waiting: true)
                continue
            }
            let item = waiting[head]
            waiting[head] = nil
            head += 1
            guard let item else { continue }
            if case .documentChange(let params) = item {
                return .notification(method: DidChangeTextDocumentNotification.method, job: documentChangeJob(merging(params)))
            }
            return item.work
        }
    }

    /// Whether a change of the document `uri` (as the client writes it) waits: its
    /// diagnostics would be stale on arrival.
    func hasWaitingChange(ofDocument uri: String) -> Bool {
        takeArrivals(waiting: false)
        return waiting[head...].contains { item in
            if case .documentChange(let params)? = item { return params.textDocument.uri == uri }
            return false
        }
    }

    /// Whether any input waits to be handled: then publishing diagnostics yields to it, so
    /// that a request is answered from the latest text without waiting for them.
    var hasWaitingWork: Bool {
        takeArrivals(waiting: false)
        return waiting[head...].contains { $0 != nil }
    }

    // MARK: Private

    private let inbox: ServerInbox
    private let routes: MessageRoutes
    /// Decoded inputs not handed out yet; nil where one was merged into an earlier change.
    private var waiting: [WaitingItem?] = []
    private var head = 0

    private enum WaitingItem {
        case ready(ScheduledWork)
        case documentChange(DidChangeTextDocumentParams)

        var work: ScheduledWork {
            switch self {
            case .ready(let work): return work
            case .documentChange: preconditionFailure("a change is merged, never handed out as it is")
            }
        }
    }

    /// Takes what arrived, unless as many inputs as the inbox holds wait here already: then
    /// they stay in the inbox, which holds the reader back (back-pressure).
    private func takeArrivals(waiting wait: Bool) {
        guard waiting.count - head < inbox.capacity else { return }
        let arrivals = wait ? inbox.popAll() : inbox.popAvailable()
        for input in arrivals {
            append(input)
        }
    }

    private func append(_ input: ServerInput) {
        switch input {
        case .message(.request(let id, let method, let params)):
            waiting.append(.ready(.request(id: id, method: method, job: routes.request(method, params))))
        case .message(.notification(DidChangeTextDocumentNotification.method, let params)):
            do throws(InvalidParams) {
                waiting.append(.documentChange(try DidChangeTextDocumentParams(json: params ?? .null, at: "")))
            } catch {
                waiting.append(.ready(.notification(method: DidChangeTextDocumentNotification.method, job: .invalidParams(error))))
            }
        case .message(.notification(let method, let params)):
            let job = routes.notification(method, params)
            if method == CancelRequestNotification.method, let cancel = try? CancelParams(json: params ?? .null, at: "") {
                cancelWaitingRequest(cancel.id)
            }
            waiting.append(.ready(.notification(method: method, job: job)))
        default:
            waiting.append(.ready(.input(input)))
        }
    }

    /// A waiting request with this id is answered -32800 in its place.
    private func cancelWaitingRequest(_ id: RequestID) {
        for index in head..<waiting.count {
            if case .ready(.request(id, let method, _))? = waiting[index] {
                waiting[index] = .ready(.cancelledRequest(id: id, method: method))
                return
            }
        }
    }

    /// `first` with the changes of the consecutive waiting changes of the same document, which
    /// are taken out of the queue. Changes of other documents in between stay.
    private func merging(_ first: DidChangeTextDocumentParams) -> DidChangeTextDocumentParams {
        var merged = first
        var index = head
        while index < waiting.count {
            guard let item = waiting[index] else {
                index += 1
                continue
            }
            guard case .documentChange(let later) = item else { break }
            if later.textDocument.uri == first.textDocument.uri {
                merged.contentChanges += later.contentChanges
                merged.textDocument = later.textDocument
                waiting[index] = nil
            }
            index += 1
        }
        return merged
    }

    private func documentChangeJob(_ params: DidChangeTextDocumentParams) -> Prepared<MessageRoutes.NotificationJob> {
        guard let handler = routes.documentChange else { return .unknownMethod }
        return .ready { server in handler(server)(params) }
    }
}

/// One piece of work for the loop, in arrival order.
enum ScheduledWork {
    case request(id: RequestID, method: String, job: Prepared<MessageRoutes.RequestJob>)
    case notification(method: String, job: Prepared<MessageRoutes.NotificationJob>)
    /// A request cancelled while it waited: answer -32800 in its place.
    case cancelledRequest(id: RequestID, method: String)
    /// Anything but a request or notification: a response, an unreadable input, the end of
    /// input, changes on disk.
    case input(ServerInput)
}
