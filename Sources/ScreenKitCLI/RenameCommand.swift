import ScreenSupport
import ScreenSyntax
import ScreenRules
import ScreenIDE
import ScreenFileSystem

/// `screenkit rename OLD NEW [PATH…]`: renames a screen in every file of the workspace, as
/// the language server's rename does.
enum RenameCommand {
    static let help = """
        Usage: screenkit rename OLD NEW [PATH...] [options]

        Renames the screen OLD to NEW: its declaration and every `pushes:`, `presents:` and
        tab `screen:` that names it, in all the .screen files of the workspace, and nothing
        else (words in strings and comments stay). The workspace is the files and folders
        named (folders are searched for *.screen files, hidden folders skipped); with no
        PATH, the current folder. Each file is replaced whole through a temporary file, and
        none is written when any of them could not be read or changed meanwhile.

        Options:
          --dry-run                  Print the changes as a unified diff; write nothing
          --locale en|zh-Hans|zh-Hant
                                     Language of the messages (default: the "locale" of
                                     screenkit.json in the first folder named, else LC_ALL,
                                     LC_MESSAGES or LANG, else English)
          -h, --help                 Show this help

        Exit status: 0 when the screen was renamed (or would be, with --dry-run), 1 when the
        rename is refused (no such screen, or NEW is taken or no name), 2 on a usage or I/O
        error.

        """

    static func run(_ arguments: [String], io: CommandIO) -> Int32 {
        let options: ArgumentParser
        switch ArgumentParser.parse(arguments, command: "rename", valueOptions: ["--locale"], flagOptions: ["--dry-run"], help: help, io: io) {
        case .success(let parsed): options = parsed
        case .failure(let status): return status.code
        }
        guard options.positional.count >= 2 else {
            io.writeError("screenkit rename: give the screen's name and its new name\n\n" + help)
            return ExitCode.usageOrIOError
        }
        if let locale = options.values["--locale"], !CommandWorkspace.isKnownLocale(locale) {
            io.writeError("screenkit rename: unknown locale '\(locale)'; use en, zh-Hans or zh-Hant\n")
            return ExitCode.usageOrIOError
        }
        let (oldName, newName) = (options.positional[0], options.positional[1])
        let targets = options.positional.count > 2 ? Array(options.positional.dropFirst(2)) : ["."]
        guard let workspace = CommandWorkspace(targets: targets, configPath: nil, command: "rename", io: io, readsProjects: false) else {
            return ExitCode.usageOrIOError
        }
        // The settings' locale, as `check` reads it.
        let language = ScreenKitCommand.language(option: options.values["--locale"] ?? workspace.configuration.locale, environment: io.environment)
        // A file left out could hold a use: renaming the others would break it.
        if workspace.hadIOError {
            io.writeError("screenkit rename: nothing renamed, since not every file could be read\n")
            return ExitCode.usageOrIOError
        }
        // A file named twice (as itself and in its folder) is one file.
        var seen: Set<String> = []
        let host = AnalysisHost()
        var texts: [String: [UInt8]] = [:]
        for (path, analysis) in workspace.analyses where seen.insert(FileSystem.canonicalPath(path) ?? path).inserted {
            texts[path] = analysis.tree.source
            host.setText(analysis.tree.source, for: path)
        }
        let rename: ScreenRename
        switch host.snapshot.renameScreen(named: oldName, to: newName) {
        case .failure(let refusal):
            io.writeError("screenkit rename: \(refusal.message[language])\n")
            return ExitCode.findings
        case .success(let result):
            rename = result
        }
        let renamed = rename.edits.map { file in
            (path: file.key, old: texts[file.key]!, new: SourceEdit.apply(file.edits, to: texts[file.key]!).result, count: file.edits.count,
             edits: file.edits.sorted { $0.range.lowerBound < $1.range.lowerBound }.map { SourceEdit(range: $0.range, replacement: Array($0.newText.utf8)) })
        }
        if options.flags.contains("--dry-run") {
            io.writeOutput(renamed.map { UnifiedDiff.render(path: CommandWorkspace.displayPath($0.path), old: $0.old, new: $0.new, edits: $0.edits) }.joined())
            return ExitCode.success
        }
        var snapshots: [String: FileSnapshot] = [:]
        for (path, snapshot) in workspace.snapshots { snapshots[CommandWorkspace.displayPath(path)] = snapshot }
        if let code = write(renamed.map { ($0.path, $0.old, $0.new) }, snapshots: snapshots, io: io) { return code }
        for file in renamed {
            io.writeOutput("\(CommandWorkspace.displayPath(file.path)): \(places(file.count, language))\n")
        }
        io.writeOutput(summary(rename, files: renamed.count, language: language))
        return ExitCode.success
    }

    /// Writes the new texts as every command writes (`FileSystem.writeFile`: the link kept,
    /// mode and owner kept, a file changed since it was read refused). First every file is
    /// read again: when one changed since it was read, nothing is written. Returns an exit
    /// code on failure.
    private static func write(_ files: [(path: String, old: [UInt8], new: [UInt8])], snapshots: [String: FileSnapshot], io: CommandIO) -> Int32? {
        for file in files {
            let current: [UInt8]
            do { current = try FileSystem.readFile(file.path) } catch {
                io.writeError("screenkit rename: \(error)\nscreenkit rename: nothing renamed\n")
                return ExitCode.usageOrIOError
            }
            guard current == file.old else {
                io.writeError("screenkit rename: \(file.path) changed while it was being renamed; nothing renamed\n")
                return ExitCode.usageOrIOError
            }
        }
        for file in files {
            do throws(FileSystemError) {
                guard let snapshot = snapshots[file.path] else { throw FileSystemError(path: file.path, reason: "not read before; not written") }
                try FileSystem.writeFile(file.path, bytes: file.new, expecting: snapshot)
            } catch {
                io.writeError("screenkit rename: \(error)\n")
                return ExitCode.usageOrIOError
            }
        }
        return nil
    }

    private static func places(_ count: Int, _ language: Language) -> String {
        LocalizedText(count == 1 ? "1 place" : "\(count) places", "\(count) 处", "\(count) 處")[language]
    }

    private static func summary(_ rename: ScreenRename, files: Int, language: Language) -> String {
        let fileCount = LocalizedText(files == 1 ? "1 file" : "\(files) files", "\(files) 个文件", "\(files) 個檔案")[language]
        return LocalizedText(
            "Renamed \(rename.oldName) to \(rename.newName): \(places(rename.editCount, language)) in \(fileCount).\n",
            "已将 \(rename.oldName) 重命名为 \(rename.newName)：\(fileCount)中共 \(places(rename.editCount, language))。\n",
            "已將 \(rename.oldName) 重新命名為 \(rename.newName)：\(fileCount)中共 \(places(rename.editCount, language))。\n")[language]
    }
}
