import JSONRPC

extension LanguageServer {
    /// Answers a request, checking the lifecycle first: -32002 before `initialize`, -32600
    /// after `shutdown`, -32601 for methods the server does not know.
    func handleRequest(id: RequestID, method: String, params: JSONValue?) {
        switch phase {
        case .awaitingInitialize where method != "initialize":
            respond(id, error: ResponseError(code: ResponseError.serverNotInitialized, message: "the server is not initialized yet"))
            return
        case .shutDown:
            respond(id, error: ResponseError(code: ResponseError.invalidRequest, message: "the server is shut down"))
            return
        default:
            break
        }
        log.debug("request \(method) (\(id))")
        do throws(InvalidParams) {
            switch method {
            case "initialize":
                guard phase == .awaitingInitialize else {
                    respond(id, error: ResponseError(code: ResponseError.invalidRequest, message: "initialize was already received"))
                    return
                }
                respond(id, try initialize(InitializeParams(json: params ?? .null, at: "")))
            case "shutdown":
                respond(id, shutdown())
            case "textDocument/diagnostic":
                respond(id, try documentDiagnostics(DocumentDiagnosticParams(json: params ?? .null, at: "")).json)
            case "workspace/diagnostic":
                workspaceDiagnostics(id: id, try WorkspaceDiagnosticParams(json: params ?? .null, at: ""))
            case "textDocument/hover":
                respond(id, hover(try TextDocumentPositionParams(json: params ?? .null, at: "")))
            case "textDocument/completion":
                respond(id, completion(try TextDocumentPositionParams(json: params ?? .null, at: "")))
            case "completionItem/resolve":
                respond(id, resolveCompletionItem(try ReceivedCompletionItem(json: params ?? .null, at: "")))
            case "textDocument/documentSymbol":
                respond(id, documentSymbols(try DocumentSymbolParams(json: params ?? .null, at: "")))
            case "textDocument/semanticTokens/full":
                respond(id, semanticTokensFull(try SemanticTokensParams(json: params ?? .null, at: "")))
            case "textDocument/semanticTokens/full/delta":
                respond(id, semanticTokensDelta(try SemanticTokensDeltaParams(json: params ?? .null, at: "")))
            case "textDocument/semanticTokens/range":
                respond(id, semanticTokensRange(try SemanticTokensRangeParams(json: params ?? .null, at: "")))
            case "textDocument/foldingRange":
                respond(id, foldingRanges(try FoldingRangeParams(json: params ?? .null, at: "")))
            case "textDocument/selectionRange":
                respond(id, selectionRanges(try SelectionRangeParams(json: params ?? .null, at: "")))
            case "textDocument/documentColor":
                respond(id, documentColors(try DocumentColorParams(json: params ?? .null, at: "")))
            case "textDocument/colorPresentation":
                respond(id, colorPresentations(try ColorPresentationParams(json: params ?? .null, at: "")))
            case "textDocument/inlayHint":
                respond(id, inlayHints(try InlayHintParams(json: params ?? .null, at: "")))
            case "textDocument/codeAction":
                respond(id, codeActions(try CodeActionParams(json: params ?? .null, at: "")))
            default:
                respond(id, error: ResponseError(code: ResponseError.methodNotFound, message: "unknown method \(method)"))
            }
        } catch {
            log.warning("\(method) (\(id)): \(error)")
            respond(id, error: error.responseError)
        }
    }

    /// Handles a notification. Before `initialize` and after `shutdown` only `exit` counts;
    /// unknown ones (and `$/` ones the server has no use for) are ignored, as LSP asks.
    func handleNotification(method: String, params: JSONValue?) {
        if method == "exit" {
            exitCode = phase == .shutDown ? 0 : 1
            return
        }
        guard phase == .running else {
            log.debug("ignored \(method): the server is \(phase == .shutDown ? "shut down" : "not initialized")")
            return
        }
        do throws(InvalidParams) {
            switch method {
            case "initialized":
                initialized()
            case "textDocument/didOpen":
                didOpen(try DidOpenTextDocumentParams(json: params ?? .null, at: ""))
            case "textDocument/didChange":
                didChange(try DidChangeTextDocumentParams(json: params ?? .null, at: ""))
            case "textDocument/didClose":
                didClose(try DidCloseTextDocumentParams(json: params ?? .null, at: ""))
            case "workspace/didChangeWatchedFiles":
                didChangeWatchedFiles(try DidChangeWatchedFilesParams(json: params ?? .null, at: ""))
            case "workspace/didChangeWorkspaceFolders":
                didChangeWorkspaceFolders(try DidChangeWorkspaceFoldersParams(json: params ?? .null, at: ""))
            case "workspace/didChangeConfiguration":
                didChangeConfiguration(try DidChangeConfigurationParams(json: params ?? .null, at: ""))
            case "$/cancelRequest":
                cancelParkedRequest(try CancelParams(json: params ?? .null, at: "").id)
            default:
                log.debug("ignored notification \(method)")
            }
        } catch {
            log.warning("ignored \(method): \(error)")
        }
    }

    /// A client's answer to one of the server's requests.
    func handleClientResult(id: RequestID, result: JSONValue) {
        guard let purpose = outgoingRequests.removeValue(forKey: id) else { return }
        if purpose == .editorSettings { receivedEditorSettings(result) }
    }

    /// A client's error answer to one of the server's requests.
    func handleClientError(id: RequestID?, error: ResponseError) {
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
