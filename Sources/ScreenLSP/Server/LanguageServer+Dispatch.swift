import JSONRPC

extension LanguageServer {
    /// Runs one piece of work from the scheduler.
    func handle(_ work: ScheduledWork) {
        switch work {
        case .request(let id, let method, let job):
            handleRequest(id: id, method: method, job)
        case .notification(let method, let job):
            handleNotification(method: method, job)
        case .cancelledRequest(let id, let method):
            log.debug("cancelled \(method) (\(id)) before it ran")
            respond(id, error: ResponseError(code: ResponseError.requestCancelled, message: "\(method) was cancelled"))
        case .input(let input):
            handle(input)
        }
    }

    /// Answers a request, checking the lifecycle first: -32002 before `initialize`, -32600
    /// after `shutdown` or for a second `initialize`, -32601 for methods the server does not
    /// know, -32602 for params of the wrong shape.
    private func handleRequest(id: RequestID, method: String, _ job: Prepared<MessageRoutes.RequestJob>) {
        switch phase {
        case .awaitingInitialize where method != InitializeRequest.method:
            respond(id, error: ResponseError(code: ResponseError.serverNotInitialized, message: "the server is not initialized yet"))
            return
        case .running where method == InitializeRequest.method:
            respond(id, error: ResponseError(code: ResponseError.invalidRequest, message: "initialize was already received"))
            return
        case .shutDown:
            respond(id, error: ResponseError(code: ResponseError.invalidRequest, message: "the server is shut down"))
            return
        default:
            break
        }
        log.debug("request \(method) (\(id))")
        switch job {
        case .ready(let run):
            run(self, id)
        case .invalidParams(let error):
            log.warning("\(method) (\(id)): \(error)")
            respond(id, error: error.responseError)
        case .unknownMethod:
            respond(id, error: ResponseError(code: ResponseError.methodNotFound, message: "unknown method \(method)"))
        }
    }

    /// Handles a notification. Before `initialize` and after `shutdown` only `exit` counts;
    /// unknown ones (and `$/` ones the server has no use for) are ignored, as LSP asks.
    private func handleNotification(method: String, _ job: Prepared<MessageRoutes.NotificationJob>) {
        if method == ExitNotification.method {
            exitCode = phase == .shutDown ? 0 : 1
            return
        }
        guard phase == .running else {
            log.debug("ignored \(method): the server is \(phase == .shutDown ? "shut down" : "not initialized")")
            return
        }
        switch job {
        case .ready(let run):
            run(self)
        case .invalidParams(let error):
            log.warning("ignored \(method): \(error)")
        case .unknownMethod:
            log.debug("ignored notification \(method)")
        }
    }

    /// Everything that is not a request or a notification.
    private func handle(_ input: ServerInput) {
        switch input {
        case .message(.response(let id, let result)):
            handleClientResult(id: id, result: result)
        case .message(.errorResponse(let id, let error)):
            handleClientError(id: id, error: error)
        case .message(.request), .message(.notification):
            preconditionFailure("the scheduler hands out requests and notifications decoded")
        case .invalidMessage(let invalid):
            log.warning("invalid message: \(invalid)")
            if invalid.needsAnswer { send(invalid.response) }
        case .framingError(let error):
            log.warning("skipped unreadable input: \(error)")
        case .readFailed(let errno):
            log.error("reading the input failed (errno \(errno))")
        case .endOfInput:
            log.info("input closed")
            exitCode = phase == .shutDown ? 0 : 1
        case .filesChangedOnDisk(let changes):
            applyDiskChanges(changes)
        case .diagnosticsMade(let made):
            receivedDiagnostics(made)
        }
    }

    /// A client's answer to one of the server's requests.
    private func handleClientResult(id: RequestID, result: JSONValue) {
        guard let purpose = outgoingRequests.removeValue(forKey: id) else { return }
        if purpose == .editorSettings { receivedEditorSettings(result) }
    }

    /// A client's error answer to one of the server's requests.
    private func handleClientError(id: RequestID?, error: ResponseError) {
        guard let id, let purpose = outgoingRequests.removeValue(forKey: id) else {
            log.debug("error response to no request of ours: \(error)")
            return
        }
        switch purpose {
        case .watcherRegistration:
            log.info("the client refused to watch files (\(error)); polling instead")
            startPolling()
        case .diagnosticRefresh:
            log.debug("diagnostic refresh failed: \(error)")
        case .inlayHintRefresh:
            log.debug("inlay hint refresh failed: \(error)")
        case .editorSettings:
            log.info("the client gave no settings (\(error)); screenkit.json and the defaults apply")
        }
    }
}
