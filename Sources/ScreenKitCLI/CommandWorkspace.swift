import ScreenSupport
import ScreenSyntax
import ScreenRules
import ScreenFileSystem

/// The files a command was given, read as one workspace with its settings: what `check` and
/// `preview` share. Problems are written to standard error as they are met.
///
/// The workspace of a file is its project: the nearest folder upward with a screenkit.json,
/// else the folder the path names. Every `.screen` file there is read for its facts (the
/// screens it declares, its links), but only the files named are reported and written.
struct CommandWorkspace {
    var configuration = Configuration.defaults
    /// The settings file's own problems, reported like a checked file's.
    var configurationReport: FileReport?
    /// The files named, reported and written: each read whole, or in sections when it is large
    /// and the command asked for that (`sectionsFilesFrom`).
    var files: [(path: String, file: ReadFile)] = []
    /// The other files of their projects: read for facts only, never reported or written, so
    /// only their summaries are kept.
    var factSummaries: [FileSummary] = []
    /// What each file was when read, so that a command writing it back refuses a file that
    /// changed since (`FileSystem.writeFile`).
    var snapshots: [String: FileSnapshot] = [:]
    var hadIOError = false

    /// Nil when the settings file cannot be read: the command stops with a usage or I/O error.
    /// Files are read and parsed on `jobs` threads; the results keep the order of the files
    /// found, so nothing after depends on which thread finished first.
    /// With `readsProjects` false (rename), the files named are the whole workspace.
    /// With `sectionsFilesFrom`, a file of at least that many bytes is read as a
    /// `SectionedFile` of sections of about `sectionBytes`, without its syntax tree held (for
    /// `check`, which needs no tree after).
    /// With `writesNamedFiles` false (`check` without `--fix`), no snapshot is taken: hashing
    /// the bytes of a file that will not be written is wasted.
    init?(
        targets: [String], configPath: String?, command: String, io: CommandIO, jobs: Int = 1, progress: ProgressLine? = nil, readsProjects: Bool = true,
        sectionsFilesFrom sectioningSize: Int? = nil, sectionBytes: Int = SectionedFile.defaultSectionBytes, writesNamedFiles: Bool = true
    ) {
        if let configPath = configPath ?? Self.defaultConfigPath(for: targets) {
            do {
                let bytes = try FileSystem.readFile(configPath)
                let loaded = Configuration.load(bytes)
                configuration = loaded.configuration
                if !loaded.problems.isEmpty {
                    configurationReport = FileReport(path: Self.displayPath(configPath), lines: LazyLineIndex(bytes), diagnostics: loaded.problems)
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
        let namedCount = paths.count
        if readsProjects {
            // The projects' other files, each read once however many named files share it.
            var projects: Set<String> = []
            for argument in targets where FileSystem.kind(of: argument) == .file || FileSystem.kind(of: argument) == .directory {
                let (project, isMarked) = FileSystem.projectFolder(of: argument, marker: Configuration.fileName)
                let wholeTree = isMarked || FileSystem.kind(of: argument) == .directory
                guard projects.insert((FileSystem.canonicalPath(project) ?? project) + (wholeTree ? "/**" : "")).inserted else { continue }
                var unreadable: [FileSystemError] = []
                for path in FileSystem.projectFiles(of: argument, marker: Configuration.fileName, suffix: ".screen", unreadable: &unreadable).files
                    where seen.insert(FileSystem.canonicalPath(path) ?? path).inserted {
                    paths.append(path)
                }
                // A file not named that cannot be read costs its facts only, so it is said and the command goes on.
                for error in unreadable { io.writeError("screenkit \(command): cannot read the folder \(error) (read for facts only)\n") }
            }
        }
        let found = paths
        let readCount = Locked(0)
        let read = ParallelMap.map(count: found.count, jobs: jobs, finished: { _ in
            progress?.update("read", done: readCount.withLock { $0 += 1; return $0 }, of: found.count)
        }) { index -> Result<(ReadFile, FileSnapshot?), FileSystemError> in
            do throws(FileSystemError) {
                // Only a file named may be written, so only its snapshot is kept.
                let file: (bytes: [UInt8], snapshot: FileSnapshot?) = writesNamedFiles && index < namedCount
                    ? try FileSystem.readFileForUpdate(found[index]) : (try FileSystem.readFile(found[index]), nil)
                let path = Self.displayPath(found[index])
                if let sectioningSize, file.bytes.count >= sectioningSize {
                    return .success((.sectioned(SectionedFile(path: path, source: file.bytes, sectionBytes: sectionBytes)), file.snapshot))
                }
                return .success((.whole(FileAnalysis(path: path, source: file.bytes)), file.snapshot))
            } catch {
                return .failure(error)
            }
        }
        for (position, (path, result)) in zip(found, read).enumerated() {
            let isNamed = position < namedCount
            switch result {
            case .success(let (file, snapshot)):
                if isNamed {
                    files.append((path, file))
                    if let snapshot { snapshots[path] = snapshot }
                } else {
                    factSummaries.append(file.summary)
                }
            case .failure(let error):
                if isNamed {
                    io.writeError("screenkit \(command): \(error)\n")
                    hadIOError = true
                } else {
                    io.writeError("screenkit \(command): \(error) (read for facts only)\n")
                }
            }
        }
    }

    /// The project of a file or folder named (`FileSystem.projectFolder`), marked by a
    /// screenkit.json.
    static func projectFolder(of target: String) -> String {
        FileSystem.projectFolder(of: target, marker: Configuration.fileName).folder
    }

    /// The named files read whole: all of them unless the command asked for sections.
    var analyses: [(path: String, analysis: FileAnalysis)] {
        files.compactMap { entry in
            guard case .whole(let analysis) = entry.file else { return nil }
            return (entry.path, analysis)
        }
    }

    /// The files read together are one workspace: one screen namespace, one navigation graph.
    var index: WorkspaceIndex { WorkspaceIndex(files.map(\.file.summary) + factSummaries) }

    /// Every file's findings, with the workspace's facts and the settings.
    func findings() -> [(analysis: FileAnalysis, diagnostics: [Diagnostic])] {
        let index = index
        return analyses.map { ($0.analysis, RuleEngine.check($0.analysis, workspace: index, configuration: configuration)) }
    }

    static func isKnownLocale(_ tag: String) -> Bool {
        let lowered = tag.lowercased()
        return lowered == "en" || lowered.hasPrefix("en-") || lowered.hasPrefix("en_") || lowered == "zh" || lowered.hasPrefix("zh-") || lowered.hasPrefix("zh_")
    }

    /// `screenkit.json` of the first path's project, else in the first folder named, else in
    /// the current folder.
    static func defaultConfigPath(for targets: [String]) -> String? {
        if let first = targets.first(where: { FileSystem.kind(of: $0) != nil }) {
            let project = projectFolder(of: first)
            let path = (project.hasSuffix("/") ? project : project + "/") + Configuration.fileName
            if FileSystem.kind(of: path) == .file { return path }
        }
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

/// A file as a command read it: whole, with its tree, or in sections, without it.
enum ReadFile {
    case whole(FileAnalysis)
    case sectioned(SectionedFile)

    var summary: FileSummary {
        switch self {
        case .whole(let analysis): analysis.summary
        case .sectioned(let file): file.summary
        }
    }

    /// Its lines: a sectioned file's are scanned as far as its report reads them.
    var lines: LazyLineIndex {
        switch self {
        case .whole(let analysis): LazyLineIndex(made: analysis.lines)
        case .sectioned(let file): file.lazyLines
        }
    }

    var path: String {
        switch self {
        case .whole(let analysis): analysis.path
        case .sectioned(let file): file.path
        }
    }
}
