import ScreenSupport
import ScreenSyntax

/// `screenkit` and its commands, except `lsp`, which the executable hands to the server.
public enum ScreenKitCommand {
    public static let version = "0.1.0"

    public static let usage = """
        screenkit \(version): guideline-aware tooling for .screen files

        Usage:
          screenkit check [PATH...] [--format text|json|sarif] [--locale en|zh-Hans|zh-Hant]
          screenkit explain NAME [--locale en|zh-Hans|zh-Hant]
          screenkit preview PATH... [--screen NAME] [--format svg|html] [--output FILE]
          screenkit lsp [--log-level error|warning|info|debug]
          screenkit --version
          screenkit COMMAND --help

        Commands:
          check    Check .screen files and folders (default: the current folder).
          explain  Print the guideline entry of a component, property or rule.
          preview  Draw a screen as an SVG wireframe, or the workspace as an HTML storyboard.
          lsp      Run the language server on standard input and output.

        """

    /// Runs `arguments` (without the program name) and returns the exit code.
    public static func run(_ arguments: [String], io: CommandIO) -> Int32 {
        guard let command = arguments.first else {
            io.writeError(usage)
            return ExitCode.usageOrIOError
        }
        let rest = Array(arguments.dropFirst())
        switch command {
        case "--version", "-V", "version":
            io.writeOutput("screenkit \(version)\n")
            return ExitCode.success
        case "--help", "-h", "help":
            io.writeOutput(usage)
            return ExitCode.success
        case "check":
            return CheckCommand.run(rest, io: io)
        case "explain":
            return ExplainCommand.run(rest, io: io)
        case "preview":
            return PreviewCommand.run(rest, io: io)
        default:
            io.writeError("screenkit: unknown command '\(command)'\n\n" + usage)
            return ExitCode.usageOrIOError
        }
    }

    /// The language: `--locale`, else the environment's LC_ALL, LC_MESSAGES or LANG, else English.
    static func language(option: String?, environment: [String: String]) -> Language {
        if let option { return Language(localeTag: option) }
        for name in ["LC_ALL", "LC_MESSAGES", "LANG"] {
            if let value = environment[name], !value.isEmpty {
                return Language(localeTag: String(value.prefix { $0 != "." && $0 != "@" }))
            }
        }
        return .english
    }
}
