import ScreenSupport
import ScreenSyntax
import ScreenRules
import ScreenFileSystem

/// `screenkit check [PATH…]`: checks files and folders and reports in text, JSON or SARIF.
enum CheckCommand {
    static let help = """
        Usage: screenkit check [PATH...] [options]

        Checks .screen files. A folder is searched for *.screen files (hidden folders are
        skipped). With no PATH, the current folder is checked. The workspace of a file is
        its project: the nearest folder upward with a screenkit.json, else the file's folder
        (or the folder named). Every .screen file of the project is read for its screens
        and links, and only the files named are reported: one screen namespace and one
        navigation graph.

        Options:
          --format text|json|sarif   Output format (default: text)
          --locale en|zh-Hans|zh-Hant
                                     Language of the messages (default: the config's
                                     "locale", else LC_ALL, LC_MESSAGES or LANG, else English)
          --config FILE              Settings (default: the screenkit.json of the first
                                     path's project, else in the current folder, if any)
          --fix                      Apply the safe fixes to the files (again on the fixed text,
                                     until none is left), say what was fixed, then report
                                     what is left
          --unsafe-fixes             With --fix, apply the unsafe fixes too (they change what
                                     the screen shows)
          --diff                     With --fix, write nothing: print what the fixes would
                                     change as a unified diff, and say per file what they
                                     would fix (the findings are not reported)
          --jobs N                   Check files on N threads (default: the number of cores);
                                     the report is the same whatever N is
          -h, --help                 Show this help

        Exit status: 0 when no error was found, 1 when one was, 2 on a usage or I/O error.
        With --fix --diff: 0 when no fix would change a file, 1 when one would.

        """

    static func run(_ arguments: [String], io: CommandIO) -> Int32 {
        let options: ArgumentParser
        switch ArgumentParser.parse(arguments, command: "check", valueOptions: ["--format", "--locale", "--config", "--jobs"], flagOptions: ["--fix", "--unsafe-fixes", "--diff"], help: help, io: io) {
        case .success(let parsed): options = parsed
        case .failure(let status): return status.code
        }
        guard let format = ReportFormat(rawValue: options.values["--format"] ?? "text") else {
            io.writeError("screenkit check: unknown format '\(options.values["--format"] ?? "")'; use text, json or sarif\n")
            return ExitCode.usageOrIOError
        }
        if let locale = options.values["--locale"], !CommandWorkspace.isKnownLocale(locale) {
            io.writeError("screenkit check: unknown locale '\(locale)'; use en, zh-Hans or zh-Hant\n")
            return ExitCode.usageOrIOError
        }
        let showsDiff = options.flags.contains("--diff")
        if showsDiff && !options.flags.contains("--fix") {
            io.writeError("screenkit check: --diff needs --fix\n\n" + help)
            return ExitCode.usageOrIOError
        }
        if showsDiff && format != .text {
            io.writeError("screenkit check: --diff prints a diff, not a report; leave out --format\n")
            return ExitCode.usageOrIOError
        }
        var jobs = ParallelMap.coreCount
        if let value = options.values["--jobs"] {
            guard let count = Int(value), count > 0 else {
                io.writeError("screenkit check: --jobs takes a whole number of threads, at least 1, not '\(value)'\n")
                return ExitCode.usageOrIOError
            }
            jobs = count
        }
        let targets = options.positional.isEmpty ? ["."] : options.positional
        // Settings first: they decide the language and which rules run.
        let progress = ProgressLine(io: io)
        // A large file only reported needs no tree once its summary is read: it is checked a
        // section at a time. Fixing it needs the whole tree. SCREENKIT_SECTIONED_FROM sets the
        // size in bytes from which a file is read so, and SCREENKIT_SECTION_BYTES the sections' size
        // (for the tests: small files in many sections).
        let fixes = options.flags.contains("--fix")
        guard let loaded = CommandWorkspace(
            targets: targets, configPath: options.values["--config"], command: "check", io: io, jobs: jobs, progress: progress,
            sectionsFilesFrom: fixes ? nil : io.environment["SCREENKIT_SECTIONED_FROM"].flatMap { Int($0) }.map { max($0, 0) } ?? SectionedFile.sizeToSection,
            sectionBytes: io.environment["SCREENKIT_SECTION_BYTES"].flatMap { Int($0) }.map { max($0, 1) } ?? SectionedFile.defaultSectionBytes,
            writesNamedFiles: fixes)
        else {
            return ExitCode.usageOrIOError
        }
        let configuration = loaded.configuration
        var reports: [FileReport] = loaded.configurationReport.map { [$0] } ?? []
        var hadIOError = loaded.hadIOError
        var files = loaded.files
        let language = ScreenKitCommand.language(option: options.values["--locale"] ?? configuration.locale, environment: io.environment)

        if showsDiff {
            let changes = fixDiffs(loaded.analyses, unsafe: options.flags.contains("--unsafe-fixes"), configuration: configuration, io: io)
            return hadIOError ? ExitCode.usageOrIOError : changes > 0 ? ExitCode.findings : ExitCode.success
        }
        if fixes {
            // What was fixed goes before the findings, or to standard error when the output
            // is JSON or SARIF, which must stay one document.
            let say = format == .text ? io.writeOutput : io.writeError
            files = applyFixes(loaded.analyses, facts: loaded.factSummaries, snapshots: loaded.snapshots, unsafe: options.flags.contains("--unsafe-fixes"), configuration: configuration, say: say, io: io, hadIOError: &hadIOError)
        } else if options.flags.contains("--unsafe-fixes") {
            io.writeError("screenkit check: --unsafe-fixes needs --fix\n\n" + help)
            return ExitCode.usageOrIOError
        }
        let checked = files.map(\.file)
        // The report is in one language, so the findings are worded in that one alone.
        var reportConfiguration = configuration
        reportConfiguration.messageLanguage = language
        reports += check(checked, facts: loaded.factSummaries, configuration: reportConfiguration, jobs: jobs, progress: progress)
        progress.clear()

        io.writeOutput(format.render(reports, fileCount: checked.count, language: language))
        io.keepUntilExit((checked, reports))
        if hadIOError { return ExitCode.usageOrIOError }
        let hasError = reports.contains { $0.diagnostics.contains { $0.severity == .error } }
        return hasError ? ExitCode.findings : ExitCode.success
    }

    /// The reports of the files `checked`. The workspace index and the facts it works out live
    /// only while they are checked, not while the report is written.
    private static func check(_ checked: [ReadFile], facts: [FileSummary], configuration settings: Configuration, jobs: Int, progress: ProgressLine) -> [FileReport] {
        // The files checked and the rest of their projects are one workspace: one screen
        // namespace, one navigation graph; only the files checked are reported.
        let workspace = WorkspaceIndex(checked.map(\.summary) + facts)
        let checkedCount = Locked(0)
        // One file alone has its screens spread over the threads instead.
        let screenJobs = checked.count == 1 ? jobs : 1
        return ParallelMap.map(count: checked.count, jobs: jobs, finished: { _ in
            progress.update("checked", done: checkedCount.withLock { $0 += 1; return $0 }, of: checked.count)
        }) { index in
            let diagnostics = switch checked[index] {
            case .whole(let analysis): RuleEngine.check(analysis, workspace: workspace, configuration: settings, jobs: screenJobs)
            case .sectioned(let file): RuleEngine.check(file, workspace: workspace, configuration: settings, jobs: screenJobs)
            }
            return FileReport(path: checked[index].path, lines: checked[index].lines, diagnostics: diagnostics)
        }
    }

    /// Applies the fixes to each file until none is left, writes the files that changed, and
    /// says per file what was fixed and what was left and why; the findings left are
    /// reported after.
    private static func applyFixes(
        _ analyses: [(path: String, analysis: FileAnalysis)], facts: [FileSummary], snapshots: [String: FileSnapshot], unsafe: Bool, configuration: Configuration,
        say: (String) -> Void, io: CommandIO, hadIOError: inout Bool
    ) -> [(path: String, file: ReadFile)] {
        let workspace = WorkspaceIndex(analyses.map(\.analysis.summary) + facts)
        var unsafeLeft = 0
        let fixed = analyses.map { entry -> (path: String, file: ReadFile) in
            let outcome = entry.analysis.fixingAll(unsafe: unsafe, configuration: configuration, workspace: workspace.replacing)
            unsafeLeft += outcome.unsafeLeft
            guard outcome.source != entry.analysis.tree.source, let snapshot = snapshots[entry.path] else { return (entry.path, .whole(entry.analysis)) }
            do {
                try FileSystem.writeFile(entry.path, bytes: outcome.source, expecting: snapshot)
            } catch {
                io.writeError("screenkit check: \(error)\n")
                hadIOError = true
                return (entry.path, .whole(entry.analysis))
            }
            say(fixReport(outcome, path: entry.analysis.path))
            return (entry.path, .whole(FileAnalysis(path: entry.analysis.path, source: outcome.source)))
        }
        if unsafeLeft > 0 { say(unsafeFixesLeft(unsafeLeft)) }
        return fixed
    }

    private static func unsafeFixesLeft(_ count: Int) -> String {
        count == 1 ? "1 fix is unsafe (it changes what the screen shows); use --unsafe-fixes to apply it.\n"
            : "\(count) fixes are unsafe (they change what the screen shows); use --unsafe-fixes to apply them.\n"
    }

    /// Prints, as a unified diff, what applying the fixes to each file until none is left
    /// would change, and says on standard error what they would fix; writes nothing. Returns
    /// how many files would change.
    private static func fixDiffs(
        _ analyses: [(path: String, analysis: FileAnalysis)], unsafe: Bool, configuration: Configuration, io: CommandIO
    ) -> Int {
        let workspace = WorkspaceIndex(analyses.map(\.analysis.summary))
        var unsafeLeft = 0
        var changed = 0
        for entry in analyses {
            let outcome = entry.analysis.fixingAll(unsafe: unsafe, configuration: configuration, workspace: workspace.replacing)
            unsafeLeft += outcome.unsafeLeft
            guard outcome.source != entry.analysis.tree.source else { continue }
            changed += 1
            io.writeOutput(UnifiedDiff.render(path: entry.analysis.path, old: entry.analysis.tree.source, new: outcome.source, edits: outcome.edits))
            io.writeError(fixReport(outcome, path: entry.analysis.path, wouldFix: true))
        }
        if unsafeLeft > 0 { io.writeError(unsafeFixesLeft(unsafeLeft)) }
        return changed
    }

    /// `Fixed 3 findings in settings.screen (button-title-case ×2, duplicate-property)`, or
    /// `Would fix …` for a diff.
    static func fixReport(_ outcome: FixOutcome, path: String, wouldFix: Bool = false) -> String {
        let rules = outcome.fixed.sorted { ($1.value, $0.key) < ($0.value, $1.key) }.map { $0.value > 1 ? "\($0.key) ×\($0.value)" : $0.key }
        let count = outcome.fixedCount
        var line = "\(wouldFix ? "Would fix" : "Fixed") \(count) finding\(count == 1 ? "" : "s") in \(path) (\(rules.joined(separator: ", ")))"
        if outcome.isUnsettled { line += "; fixes kept making new findings, so the file may need another look" }
        if outcome.isHeldBack { line += "; the other fixes would have lost or moved a comment, so they are left to do by hand" }
        return line + "\n"
    }
}

/// One reported file (a `.screen` file or the configuration) and its diagnostics, by position.
struct FileReport {
    let path: String
    let lines: LazyLineIndex
    let diagnostics: [Diagnostic]

    init(path: String, lines: LazyLineIndex, diagnostics: [Diagnostic]) {
        self.path = path
        self.lines = lines
        self.diagnostics = diagnostics.sorted {
            ($0.range.lowerBound, $0.severity, $0.ruleID) < ($1.range.lowerBound, $1.severity, $1.ruleID)
        }
    }

    func position(_ offset: Int, _ encoding: PositionEncoding) -> LinePosition {
        lines.position(ofOffset: offset, in: encoding)
    }
}
