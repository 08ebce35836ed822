import ScreenSupport
import ScreenFileSystem

/// The `.screen` files a command works on: the files named, and those in the folders named
/// (hidden folders skipped). Together they are one workspace.
enum WorkspacePaths {
    /// The files of `targets`; a target that is neither a file nor a folder is reported on
    /// `io` as `command: PATH: no such file or folder` and sets `hadIOError`.
    static func screenFiles(in targets: [String], command: String, io: CommandIO, hadIOError: inout Bool) -> [String] {
        var paths: [String] = []
        for argument in targets {
            switch FileSystem.kind(of: argument) {
            case .directory:
                paths += FileSystem.findFiles(under: argument, suffix: ".screen")
            case .file:
                paths.append(argument)
            case .other, nil:
                io.writeError("screenkit \(command): \(argument): no such file or folder\n")
                hadIOError = true
            }
        }
        return paths
    }

    /// Paths as the user would type them: `./a.screen` is shown as `a.screen`.
    static func displayPath(_ path: String) -> String {
        var path = path
        while path.hasPrefix("./") { path.removeFirst(2) }
        return path
    }
}
