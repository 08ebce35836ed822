import JSONRPC

/// LSP `RegistrationParams` of `client/registerCapability`, for the file watcher.
struct RegistrationParams: Sendable, JSONEncodable {
    var registrations: [Registration]

    var json: JSONValue {
        ["registrations": .array(registrations.map(\.json))]
    }
}

/// LSP `Registration`: one capability the client is asked to provide.
struct Registration: Sendable, JSONEncodable {
    var id: String
    var method: String
    var registerOptions: JSONValue

    var json: JSONValue {
        ["id": .string(id), "method": .string(method), "registerOptions": registerOptions]
    }

    /// `workspace/didChangeWatchedFiles` for these glob patterns (all kinds of change).
    static func watchedFiles(id: String, globPatterns: [String]) -> Registration {
        let watchers = globPatterns.map { pattern -> JSONValue in ["globPattern": .string(pattern)] }
        return Registration(id: id, method: DidChangeWatchedFilesNotification.method, registerOptions: ["watchers": .array(watchers)])
    }
}
