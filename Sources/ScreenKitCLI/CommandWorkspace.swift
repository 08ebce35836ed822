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
    var hadIOError = false

    /// Nil when the settings file cannot be read: the command stops with a usage or I/O error.
    init?(targets: [String], configPath: String?, command: String, io: CommandIO) {
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
        for argument in targets {
            switch FileSystem.kind(of: argument) {
            case .directory:
                // A folder that cannot be listed is an I/O error named on stderr, not a
                // folder with nothing in it.
                var unreadable: [FileSystemError] = []
                paths += FileSystem.findFiles(under: argument, suffix: ".screen", unreadable: &unreadable)
                for error in unreadable {
                    io.writeError("screenkit \(command): cannot read the folder \(error)\n")
                    hadIOError = true
                }
            case .file:
                paths.append(argument)
            case .other, nil:
                io.writeError("screenkit \(command): \(argument): no such file or folder\n")
                hadIOError = true
            }
        }
        for path in paths {
            do {
                analyses.append((path, FileAnalysis(path: Self.displayPath(path), source: try FileSystem.readFile(path))))
            } catch {
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
    private static func defaultConfigPath(for targets: [String]) -> String? {
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
