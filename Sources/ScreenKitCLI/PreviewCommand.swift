import ScreenSupport
import ScreenSyntax
import ScreenRules
import ScreenFileSystem
import ScreenPreview

/// `screenkit preview PATH…`: one screen as an SVG wireframe, or the workspace as an HTML
/// storyboard.
enum PreviewCommand {
    static let help = """
        Usage: screenkit preview PATH... [options]

        Draws a screen as an SVG wireframe at the guideline's metrics, with its findings marked,
        or every screen of the files named as one self-contained HTML storyboard. Folders are
        searched for *.screen files; the rest of the files' project is read for facts, as
        with check.

        Options:
          --format svg|html          svg: one screen (the only one, or --screen); html: the
                                     storyboard of every screen (default: svg)
          --screen NAME              The screen to draw as SVG
          --output FILE              Write to FILE (atomically) instead of standard output
          --locale en|zh-Hans|zh-Hant
                                     Language of the findings' messages
          --config FILE              Settings (default: the screenkit.json of the first
                                     path's project)
          -h, --help                 Show this help

        Exit status: 0 when no error was found, 1 when one was, 2 on a usage or I/O error.

        """

    static func run(_ arguments: [String], io: CommandIO) -> Int32 {
        let options: ArgumentParser
        switch ArgumentParser.parse(arguments, command: "preview", valueOptions: ["--format", "--screen", "--output", "--locale", "--config"], flagOptions: [], help: help, io: io) {
        case .success(let parsed): options = parsed
        case .failure(let status): return status.code
        }
        let format = options.values["--format"] ?? "svg"
        guard format == "svg" || format == "html" else {
            io.writeError("screenkit preview: unknown format '\(format)'; use svg or html\n")
            return ExitCode.usageOrIOError
        }
        if let locale = options.values["--locale"], !CommandWorkspace.isKnownLocale(locale) {
            io.writeError("screenkit preview: unknown locale '\(locale)'; use en, zh-Hans or zh-Hant\n")
            return ExitCode.usageOrIOError
        }
        guard !options.positional.isEmpty else {
            io.writeError("screenkit preview: name the files or folders to draw\n\n" + help)
            return ExitCode.usageOrIOError
        }
        guard let workspace = CommandWorkspace(targets: options.positional, configPath: options.values["--config"], command: "preview", io: io) else {
            return ExitCode.usageOrIOError
        }
        let language = ScreenKitCommand.language(option: options.values["--locale"] ?? workspace.configuration.locale, environment: io.environment)
        let files = workspace.findings()

        let output: String
        if format == "html" {
            output = Storyboard.html(files.map { Storyboard.File(analysis: $0.analysis, findings: $0.diagnostics) }, language: language)
        } else {
            switch pickScreen(named: options.values["--screen"], in: files) {
            case .success(let (screen, file)):
                output = Wireframe(screen, lines: file.analysis.lines, findings: file.diagnostics, language: language).svg + "\n"
            case .failure(let problem):
                io.writeError("screenkit preview: \(problem.message)\n")
                return ExitCode.usageOrIOError
            }
        }
        if let path = options.values["--output"] {
            // An existing file is written as every command writes (a link kept, a file changed
            // meanwhile refused); a new one is created.
            do throws(FileSystemError) {
                if FileSystem.kind(of: path) == .file {
                    let read = try FileSystem.readFileForUpdate(path)
                    try FileSystem.writeFile(path, bytes: Array(output.utf8), expecting: read.snapshot)
                } else {
                    try FileSystem.createFile(path, bytes: Array(output.utf8))
                }
            } catch {
                io.writeError("screenkit preview: \(error)\n")
                return ExitCode.usageOrIOError
            }
        } else {
            io.writeOutput(output)
        }
        io.keepUntilExit(files)
        if workspace.hadIOError { return ExitCode.usageOrIOError }
        let hasError = files.contains { $0.diagnostics.contains { $0.severity == .error } }
        return hasError ? ExitCode.findings : ExitCode.success
    }

    struct Problem: Error {
        let message: String
    }

    /// The screen `--screen` names, or the workspace's only screen.
    private static func pickScreen(named name: String?, in files: [(analysis: FileAnalysis, diagnostics: [Diagnostic])]) -> Result<(ScreenModel, (analysis: FileAnalysis, diagnostics: [Diagnostic])), Problem> {
        var found: [(ScreenDeclarationSyntax, Int)] = []
        for (index, file) in files.enumerated() {
            for declaration in file.analysis.screenDeclarations where name == nil || declaration.name == name {
                found.append((declaration, index))
            }
        }
        guard let (declaration, fileIndex) = found.first else {
            return .failure(Problem(message: name.map { "no screen named '\($0)'" } ?? "no screen to draw"))
        }
        if name == nil, found.count > 1 {
            let names = found.prefix(8).compactMap { $0.0.name }.joined(separator: ", ")
            return .failure(Problem(message: "\(found.count) screens (\(names)\(found.count > 8 ? ", …" : "")): name one with --screen, or use --format html"))
        }
        return .success((ScreenModel(declaration), files[fileIndex]))
    }
}
