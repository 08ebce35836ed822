import JSONRPC

/// The messages the server takes, each with its handler: the one place where a method name
/// meets code. Params are decoded here, once, into the message's own type; an unknown method
/// or params of the wrong shape come out as such, to be answered in one place
/// (`LanguageServer+Dispatch.swift`). The table itself is `LanguageServer+Routes.swift`.
struct MessageRoutes {
    private var requests: [String: (JSONValue?) -> Prepared<RequestJob>] = [:]
    private var notifications: [String: (JSONValue?) -> Prepared<NotificationJob>] = [:]

    /// A request decoded and ready to run: it answers the request itself.
    typealias RequestJob = (LanguageServer, RequestID) -> Void
    /// A notification decoded and ready to run.
    typealias NotificationJob = (LanguageServer) -> Void

    /// A handler that always has a result.
    mutating func on<Request: LSPRequest>(_: Request.Type, _ handler: @escaping (LanguageServer) -> (Request.Params) -> Request.Result) {
        on(Request.self, answeringLater: { server in { id, params in server.respond(id, handler(server)(params)) } })
    }

    /// A handler that answers with a result or refuses with a response error.
    mutating func on<Request: LSPRequest>(
        _: Request.Type, refusable handler: @escaping (LanguageServer) -> (Request.Params) -> Result<Request.Result, ResponseError>
    ) {
        on(Request.self, answeringLater: { server in
            { id, params in
                switch handler(server)(params) {
                case .success(let result):
                    server.respond(id, result)
                case .failure(let error):
                    server.log.info("\(Request.method) (\(id)) refused: \(error.message)")
                    server.respond(id, error: error)
                }
            }
        })
    }

    /// A handler that answers later (a request held until something changes) through
    /// `LanguageServer.respond(_:_:)`.
    mutating func on<Request: LSPRequest>(
        _: Request.Type, answeringLater handler: @escaping (LanguageServer) -> (RequestID, Request.Params) -> Void
    ) {
        requests[Request.method] = { json in
            Prepared(decoding: Request.Params.self, json) { params in { server, id in handler(server)(id, params) } }
        }
    }

    mutating func on<Notification: LSPNotification>(
        _: Notification.Type, _ handler: @escaping (LanguageServer) -> (Notification.Params) -> Void
    ) {
        notifications[Notification.method] = { json in
            Prepared(decoding: Notification.Params.self, json) { params in { server in handler(server)(params) } }
        }
    }

    /// `textDocument/didChange` is taken typed: the scheduler merges the changes of waiting
    /// didChanges of one document and runs this handler once with them.
    private(set) var documentChange: ((LanguageServer) -> (DidChangeTextDocumentParams) -> Void)?

    mutating func on(
        _: DidChangeTextDocumentNotification.Type, _ handler: @escaping (LanguageServer) -> (DidChangeTextDocumentParams) -> Void
    ) {
        documentChange = handler
    }

    func request(_ method: String, _ params: JSONValue?) -> Prepared<RequestJob> {
        requests[method]?(params) ?? .unknownMethod
    }

    func notification(_ method: String, _ params: JSONValue?) -> Prepared<NotificationJob> {
        notifications[method]?(params) ?? .unknownMethod
    }
}

/// A message's work after decoding, or why there is none.
enum Prepared<Job> {
    case ready(Job)
    case invalidParams(InvalidParams)
    case unknownMethod
}

extension Prepared {
    /// The job made from params decoded as `Params`, or the reason they are not.
    init<Params: JSONDecodable>(decoding _: Params.Type, _ json: JSONValue?, job: (Params) -> Job) {
        do throws(InvalidParams) {
            self = .ready(job(try Params(json: json ?? .null, at: "")))
        } catch {
            self = .invalidParams(error)
        }
    }
}
