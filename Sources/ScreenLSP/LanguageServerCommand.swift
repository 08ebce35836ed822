#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import ScreenSupport

/// `screenkit lsp [--log-level error|warning|info|debug]`: the server on stdin and stdout.
public enum LanguageServerCommand {
    public static let usage = """
        Usage: screenkit lsp [--log-level error|warning|info|debug]

        Runs the ScreenKit language server on standard input and output (JSON-RPC with
        Content-Length framing). Logs go to standard error and to the client; the default
        level is error. `--stdio`, which some editors pass, is accepted and changes nothing.

        """

    /// Runs the command with `arguments` (after `lsp`) and returns the exit code. Help and
    /// usage errors go to standard error: standard output is the protocol's.
    public static func run(_ arguments: [String], version: String, io: CommandIO) -> Int32 {
        var diagnosticIO = io
        diagnosticIO.writeOutput = io.writeError
        let options: ArgumentParser
        switch ArgumentParser.parse(arguments, command: "lsp", valueOptions: ["--log-level"], flagOptions: ["--stdio"], help: usage, io: diagnosticIO) {
        case .success(let parsed): options = parsed
        case .failure(let status): return status.code
        }
        if !options.positional.isEmpty {
            io.writeError("screenkit lsp: unexpected argument '\(options.positional[0])'\n\n" + usage)
            return ExitCode.usageOrIOError
        }
        var serverOptions = ServerOptions(serverVersion: version)
        if let name = options.values["--log-level"] {
            guard let level = LogLevel(name: name) else {
                io.writeError("screenkit lsp: --log-level needs error, warning, info or debug\n\n" + usage)
                return ExitCode.usageOrIOError
            }
            serverOptions.logLevel = level
        }
        // A session makes and frees a document's trees, findings and lists at every open and
        // edit; kept for reuse, they are not faulted in again page by page.
        FreedMemory.keepForReuse()
        return LanguageServer(options: serverOptions).run(input: STDIN_FILENO, output: STDOUT_FILENO)
    }
}
