import ScreenSupport
import ScreenSyntax
import ScreenFormat
import ScreenRules
import ScreenFileSystem

/// `screenkit format [PATH…]`: formats files in place, or says which would change.
enum FormatCommand {
    static let help = """
        Usage: screenkit format [PATH...] [options]

        Formats .screen files in place (Docs/formatting.md). A folder is searched for *.screen
        files (hidden folders are skipped); with no PATH, the current folder. `-` formats
        standard input to standard output. A file with syntax errors is reported and left
        as it is.

        Options:
          --check          Write nothing; list the files that would change
          --diff           Write nothing; print what would change as a unified diff
          --config FILE    Settings (default: screenkit.json in the first folder named, else
                           in the current folder); its "format" object sets the style
          -h, --help       Show this help

        Exit status: 0 when every file is formatted (or, with --check or --diff, already
        was); 1 when a file would change (--check, --diff) or has syntax errors; 2 on a
        usage or I/O error.

        """

    static func run(_ arguments: [String], io: CommandIO) -> Int32 {
        let options: ArgumentParser
        switch ArgumentParser.parse(arguments, command: "format", valueOptions: ["--config"], flagOptions: ["--check", "--diff"], help: help, io: io) {
        case .success(let parsed): options = parsed
        case .failure(let status): return status.code
        }
        let targets = options.positional.isEmpty ? ["."] : options.positional
        let checkOnly = options.flags.contains("--check")
        let diffOnly = options.flags.contains("--diff")
        if targets.contains("-") && targets.count > 1 {
            io.writeError("screenkit format: '-' (standard input) cannot be combined with other paths\n")
            return ExitCode.usageOrIOError
        }

        var style = FormatOptions.defaults
        var locale: String?
        var configProblems: [String] = []
        if let configPath = options.values["--config"] ?? CommandWorkspace.defaultConfigPath(for: targets.filter { $0 != "-" }) {
            do {
                let bytes = try FileSystem.readFile(configPath)
                let loaded = Configuration.load(bytes)
                let lines = LineIndex(bytes)
                locale = loaded.configuration.locale
                let language = ScreenKitCommand.language(option: locale, environment: io.environment)
                for problem in loaded.problems {
                    let position = lines.position(ofOffset: problem.range.lowerBound, in: .utf32)
                    configProblems.append("\(CommandWorkspace.displayPath(configPath)):\(position.line + 1):\(position.character + 1): warning: \(problem.message[language])\n")
                }
                style = loaded.configuration.format ?? .defaults
            } catch {
                io.writeError("screenkit format: \(error)\n")
                return ExitCode.usageOrIOError
            }
        }

        let language = ScreenKitCommand.language(option: locale, environment: io.environment)
        configProblems.forEach(io.writeError)

        if targets == ["-"] {
            guard let input = io.readInput() else {
                io.writeError("screenkit format: standard input: could not be read\n")
                return ExitCode.usageOrIOError
            }
            switch ScreenFormatter.format(input, options: style) {
            case .formatted(let result):
                if diffOnly {
                    io.writeOutput(UnifiedDiff.render(path: "-", old: input, new: result.text, edits: result.edits))
                } else if !checkOnly {
                    io.writeOutputBytes(result.text)
                }
                return (checkOnly || diffOnly) && result.changed ? ExitCode.findings : ExitCode.success
            case .refused(let errors):
                reportRefusal("-", LineIndex(input), errors, language: language, io: io)
                // An editor that replaces its buffer with what it reads gets the text back whole.
                if !checkOnly && !diffOnly { io.writeOutputBytes(input) }
                return ExitCode.findings
            }
        }

        var hadIOError = false
        var paths: [String] = []
        var seen: Set<String> = []
        for argument in targets {
            var found: [String] = []
            switch FileSystem.kind(of: argument) {
            case .directory:
                found = FileSystem.findFiles(under: argument, suffix: ".screen")
            case .file:
                found = [argument]
            case .other, nil:
                io.writeError("screenkit format: \(argument): no such file or folder\n")
                hadIOError = true
            }
            // A file reached twice (named twice, or through a symbolic link) is formatted once.
            for path in found where seen.insert(FileSystem.canonicalPath(path) ?? path).inserted {
                paths.append(path)
            }
        }

        var changed: [String] = []
        var unchangedCount = 0
        var refusedCount = 0
        for path in paths {
            let shown = CommandWorkspace.displayPath(path)
            let read: (bytes: [UInt8], snapshot: FileSnapshot)
            do {
                read = try FileSystem.readFileForUpdate(path)
            } catch {
                io.writeError("screenkit format: \(error)\n")
                hadIOError = true
                continue
            }
            switch ScreenFormatter.format(read.bytes, options: style) {
            case .refused(let errors):
                reportRefusal(shown, LineIndex(read.bytes), errors, language: language, io: io)
                refusedCount += 1
            case .formatted(let result):
                guard result.changed else {
                    unchangedCount += 1
                    continue
                }
                if checkOnly {
                    io.writeOutput(FormatMessages.wouldReformat(shown)[language] + "\n")
                } else if diffOnly {
                    io.writeOutput(UnifiedDiff.render(path: shown, old: read.bytes, new: result.text, edits: result.edits))
                } else {
                    do {
                        try FileSystem.writeFile(path, bytes: result.text, expecting: read.snapshot)
                    } catch {
                        io.writeError("screenkit format: \(error)\n")
                        hadIOError = true
                        continue
                    }
                }
                changed.append(shown)
            }
        }

        io.writeError(FormatMessages.summary(changed: changed.count, unchanged: unchangedCount, refused: refusedCount, writes: !checkOnly && !diffOnly)[language] + "\n")
        if hadIOError { return ExitCode.usageOrIOError }
        if refusedCount > 0 || ((checkOnly || diffOnly) && !changed.isEmpty) { return ExitCode.findings }
        return ExitCode.success
    }

    private static func reportRefusal(_ path: String, _ lines: LineIndex, _ errors: [SyntaxError], language: Language, io: CommandIO) {
        for error in errors.prefix(10) {
            let position = lines.position(ofOffset: error.range.lowerBound, in: .utf32)
            io.writeError("\(path):\(position.line + 1):\(position.character + 1): error: \(error.message[language])\n")
        }
        io.writeError("screenkit format: " + FormatMessages.notFormatted(path)[language] + "\n")
    }
}
