import ScreenSupport
import ScreenSyntax
import ScreenRules
import ScreenFileSystem

/// The files a command was given, read as one workspace with its settings: what `check` and
/// `preview` share. Problems are written to standard error as they are met.
struct CommandWorkspace {
    var configuration = Configuration.defaults
    /// The settings file's own problems, reported like a checked file's.
    var configurationReport: FileReport?
    var analyses: [(path: String, analysis: FileAnalysis)] = []
    /// What each file was when read, so that a command writing it back refuses a file that
    /// changed since (`FileSystem.writeFile`).
    var snapshots: [String: FileSnapshot] = [:]
    var hadIOError = false

    /// Nil when the settings file cannot be read: the command stops with a usage or I/O error.
    /// Files are read and parsed on `jobs` threads; the results keep the order of the files
    /// found, so nothing after depends on which thread finished first.
    init?(targets: [String], configPath: String?, command: String, io: CommandIO, jobs: Int = 1, progress: ProgressLine? = nil) {
        if let configPath = configPath ?? Self.defaultConfigPath(for: targets) {
            do {
                let bytes = try FileSystem.readFile(configPath)
                let loaded = Configuration.load(bytes)
                configuration = loaded.configuration
                if !loaded.problems.isEmpty {
                    configurationReport = FileReport(path: Self.displayPath(configPath), lines: LineIndex(bytes), diagnostics: loaded.problems)
                }
            } catch {
                io.writeError("screenkit \(command): \(error)\n")
                return nil
            }
        }
        var paths: [String] = []
        var seen: Set<String> = []
        for argument in targets {
            var found: [String] = []
            switch FileSystem.kind(of: argument) {
            case .directory:
                // A folder that cannot be listed is an I/O error named on stderr, not a
                // folder with nothing in it.
                var unreadable: [FileSystemError] = []
                found = FileSystem.findFiles(under: argument, suffix: ".screen", unreadable: &unreadable)
                for error in unreadable {
                    io.writeError("screenkit \(command): cannot read the folder \(error)\n")
                    hadIOError = true
                }
            case .file:
                found = [argument]
            case .other, nil:
                io.writeError("screenkit \(command): \(argument): no such file or folder\n")
                hadIOError = true
            }
            // A file reached twice (named twice, or through a symbolic link) is read once.
            for path in found where seen.insert(FileSystem.canonicalPath(path) ?? path).inserted {
                paths.append(path)
            }
        }
        let found = paths
        let readCount = Locked(0)
        let read = ParallelMap.map(count: found.count, jobs: jobs, finished: { _ in
            progress?.update("read", done: readCount.withLock { $0 += 1; return $0 }, of: found.count)
        }) { index -> Result<(FileAnalysis, FileSnapshot), FileSystemError> in
            do throws(FileSystemError) {
                let file = try FileSystem.readFileForUpdate(found[index])
                return .success((FileAnalysis(path: Self.displayPath(found[index]), source: file.bytes), file.snapshot))
            } catch {
                return .failure(error)
            }
        }
        for (path, result) in zip(found, read) {
            switch result {
            case .success(let (analysis, snapshot)):
                analyses.append((path, analysis))
                snapshots[path] = snapshot
            case .failure(let error):
                io.writeError("screenkit \(command): \(error)\n")
                hadIOError = true
            }
        }
    }

    /// The files read together are one workspace: one screen namespace, one navigation graph.
    var index: WorkspaceIndex { WorkspaceIndex(analyses.map(\.analysis.summary)) }

    /// Every file's findings, with the workspace's facts and the settings.
    func findings() -> [(analysis: FileAnalysis, diagnostics: [Diagnostic])] {
        let index = index
        return analyses.map { ($0.analysis, RuleEngine.check($0.analysis, workspace: index, configuration: configuration)) }
    }

    static func isKnownLocale(_ tag: String) -> Bool {
        let lowered = tag.lowercased()
        return lowered == "en" || lowered.hasPrefix("en-") || lowered.hasPrefix("en_") || lowered == "zh" || lowered.hasPrefix("zh-") || lowered.hasPrefix("zh_")
    }

    /// `screenkit.json` in the first folder named, else in the current folder.
    static func defaultConfigPath(for targets: [String]) -> String? {
        let folder = targets.first { FileSystem.kind(of: $0) == .directory } ?? "."
        let path = (folder.hasSuffix("/") ? folder : folder + "/") + Configuration.fileName
        return FileSystem.kind(of: path) == .file ? path : nil
    }

    /// Paths as the user would type them: `./a.screen` is shown as `a.screen`.
    static func displayPath(_ path: String) -> String {
        var path = path
        while path.hasPrefix("./") { path.removeFirst(2) }
        return path
    }
}
