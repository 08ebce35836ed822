import JSONRPC

/// How `screenkit lsp` runs; the command line sets the log level, tests the rest.
public struct ServerOptions: Sendable {
    public var logLevel: LogLevel
    public var logsToStandardError: Bool
    /// Seconds between scans of the workspace folders, for clients that cannot watch files.
    public var pollInterval: Double
    /// Reported in `serverInfo`; the executable knows its version, this layer does not.
    public var serverVersion: String
    /// The most client messages waiting to be handled before the server stops reading
    /// (`ServerInbox`); tests and the fuzzer make it small.
    public var inboxCapacity = 256
    /// The bytes the connection's pipes are given room for when it starts (Linux); nil leaves
    /// them as they are, for the fuzzer, whose one-page pipes make unread answers fill up.
    public var pipeCapacity: Int? = JSONRPCConnection.defaultPipeCapacity

    public init(logLevel: LogLevel = .error, logsToStandardError: Bool = true, pollInterval: Double = 2, serverVersion: String = "0.0.0") {
        self.logLevel = logLevel
        self.logsToStandardError = logsToStandardError
        self.pollInterval = pollInterval
        self.serverVersion = serverVersion
    }
}
