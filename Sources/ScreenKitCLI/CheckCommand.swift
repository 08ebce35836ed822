import ScreenSyntax
import ScreenRules
import ScreenFileSystem

/// `screenkit check [PATH…]`: checks files and folders and reports in text, JSON or SARIF.
enum CheckCommand {
    static let help = """
        Usage: screenkit check [PATH...] [options]

        Checks .screen files. A folder is searched for *.screen files (hidden folders are
        skipped). With no PATH, the current folder is checked.

        Options:
          --format text|json|sarif   Output format (default: text)
          --locale en|zh-Hans|zh-Hant
                                     Language of the messages (default: from LC_ALL,
                                     LC_MESSAGES or LANG, else English)
          -h, --help                 Show this help

        Exit status: 0 when no error was found, 1 when one was, 2 on a usage or I/O error.

        """

    static func run(_ arguments: [String], io: CommandIO) -> Int32 {
        let options: ArgumentParser
        do {
            options = try ArgumentParser(arguments, valueOptions: ["--format", "--locale"], flagOptions: ["--help", "-h"])
        } catch {
            io.writeError("screenkit check: \(error.message)\n\n" + help)
            return ExitCode.usageOrIOError
        }
        if options.flags.contains("--help") || options.flags.contains("-h") {
            io.writeOutput(help)
            return ExitCode.success
        }
        guard let format = ReportFormat(rawValue: options.values["--format"] ?? "text") else {
            io.writeError("screenkit check: unknown format '\(options.values["--format"] ?? "")'; use text, json or sarif\n")
            return ExitCode.usageOrIOError
        }
        if let locale = options.values["--locale"], !["en", "zh-Hans", "zh-Hant"].contains(locale), Language(localeTag: locale) == .english, !locale.lowercased().hasPrefix("en") {
            io.writeError("screenkit check: unknown locale '\(locale)'; use en, zh-Hans or zh-Hant\n")
            return ExitCode.usageOrIOError
        }
        let language = ScreenKitCommand.language(option: options.values["--locale"], environment: io.environment)

        var paths: [String] = []
        var hadIOError = false
        for argument in options.positional.isEmpty ? ["."] : options.positional {
            switch FileSystem.kind(of: argument) {
            case .directory:
                paths += FileSystem.findFiles(under: argument, suffix: ".screen")
            case .file:
                paths.append(argument)
            case .other, nil:
                io.writeError("screenkit check: \(argument): no such file or folder\n")
                hadIOError = true
            }
        }

        var analyses: [FileAnalysis] = []
        for path in paths {
            do {
                let source = try FileSystem.readFile(path)
                analyses.append(FileAnalysis(path: displayPath(path), source: source))
            } catch {
                io.writeError("screenkit check: \(error)\n")
                hadIOError = true
            }
        }
        // The files checked together are one workspace: one screen namespace, one navigation graph.
        let workspace = WorkspaceIndex(analyses.map(\.summary))
        let reports = analyses.map { FileReport(analysis: $0, diagnostics: RuleEngine.check($0, workspace: workspace)) }

        io.writeOutput(format.render(reports, language: language))
        if hadIOError { return ExitCode.usageOrIOError }
        let hasError = reports.contains { $0.diagnostics.contains { $0.severity == .error } }
        return hasError ? ExitCode.findings : ExitCode.success
    }

    /// Paths as the user would type them: `./a.screen` is shown as `a.screen`.
    private static func displayPath(_ path: String) -> String {
        var path = path
        while path.hasPrefix("./") { path.removeFirst(2) }
        return path
    }
}

/// One checked file and its diagnostics, sorted by position.
struct FileReport {
    let analysis: FileAnalysis
    let diagnostics: [Diagnostic]

    init(analysis: FileAnalysis, diagnostics: [Diagnostic]) {
        self.analysis = analysis
        self.diagnostics = diagnostics.sorted {
            ($0.range.lowerBound, $0.severity, $0.ruleID) < ($1.range.lowerBound, $1.severity, $1.ruleID)
        }
    }

    var path: String { analysis.path }

    func position(_ offset: Int, _ encoding: PositionEncoding) -> LinePosition {
        analysis.lines.position(ofOffset: offset, in: encoding)
    }
}
