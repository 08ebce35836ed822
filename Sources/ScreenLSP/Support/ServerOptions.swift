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
    /// The bytes the connection's output (a pipe or a socket) is given room for when it
    /// starts; nil leaves it as it is, for the fuzzer, whose one-page pipes make unread
    /// answers fill up.
    public var outputCapacity: Int? = JSONRPCConnection.defaultOutputCapacity

    public init(logLevel: LogLevel = .error, logsToStandardError: Bool = true, pollInterval: Double = 2, serverVersion: String = "0.0.0") {
        self.logLevel = logLevel
        self.logsToStandardError = logsToStandardError
        self.pollInterval = pollInterval
        self.serverVersion = serverVersion
    }
}
