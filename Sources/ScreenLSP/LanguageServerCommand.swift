#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// `screenkit lsp [--log-level error|warning|info|debug]`: the server on stdin and stdout.
public enum LanguageServerCommand {
    public static let usage = """
        Usage: screenkit lsp [--log-level error|warning|info|debug]

        Runs the ScreenKit language server on standard input and output (JSON-RPC with
        Content-Length framing). Logs go to standard error and to the client; the default
        level is error. `--stdio`, which some editors pass, is accepted and changes nothing.

        """

    /// Runs the command with `arguments` (after `lsp`) and returns the exit code.
    public static func run(_ arguments: [String], version: String) -> Int32 {
        var options = ServerOptions(serverVersion: version)
        var remaining = arguments[...]
        while let argument = remaining.popFirst() {
            switch argument {
            case "--help", "-h":
                writeError(usage)
                return 0
            case "--stdio":
                continue
            case "--log-level":
                guard let value = remaining.popFirst(), let level = LogLevel(name: value) else {
                    return usageError("--log-level needs error, warning, info or debug")
                }
                options.logLevel = level
            case let option where option.hasPrefix("--log-level="):
                guard let level = LogLevel(name: String(option.dropFirst("--log-level=".count))) else {
                    return usageError("--log-level needs error, warning, info or debug")
                }
                options.logLevel = level
            default:
                return usageError("unknown option '\(argument)'")
            }
        }
        return LanguageServer(options: options).run(input: STDIN_FILENO, output: STDOUT_FILENO)
    }

    private static func usageError(_ message: String) -> Int32 {
        writeError("screenkit lsp: \(message)\n\n" + usage)
        return 2
    }

    private static func writeError(_ text: String) {
        let bytes = Array(text.utf8)
        bytes.withUnsafeBytes { _ = write(STDERR_FILENO, $0.baseAddress, $0.count) }
    }
}
