extension FileSystem {
    /// The project of a file or folder: the nearest folder upward (from the folder itself, or
    /// the file's folder) that holds a file named `marker`, else that folder (`isMarked`
    /// false). The folder is given as written when it is the one named, so that paths found
    /// under it stay short.
    public static func projectFolder(of target: String, marker: String) -> (folder: String, isMarked: Bool) {
        let given = kind(of: target) == .directory ? target : parentFolder(of: target)
        guard let start = canonicalPath(given) else { return (given, false) }
        var folder = start
        while true {
            if kind(of: (folder == "/" ? "" : folder) + "/" + marker) == .file {
                return (folder == start ? given : folder, true)
            }
            guard folder != "/", let slash = folder.lastIndex(of: "/") else { return (given, false) }
            folder = slash == folder.startIndex ? "/" : String(folder[..<slash])
        }
    }

    /// The files of a project whose names end in `suffix`: the whole tree of a marked
    /// project, or of a folder named; of an unmarked file's folder, that folder's own files
    /// only, so that a file checked in a large folder (a home folder) does not read its tree.
    public static func projectFiles(of target: String, marker: String, suffix: String, unreadable: inout [FileSystemError]) -> (folder: String, files: [String]) {
        let (folder, isMarked) = projectFolder(of: target, marker: marker)
        let recursive = isMarked || kind(of: target) == .directory
        return (folder, findFiles(under: folder, suffix: suffix, recursive: recursive, unreadable: &unreadable))
    }

    /// The folder part of a path: `ws/chat.screen` is in `ws`, `chat.screen` in `.`.
    public static func parentFolder(of path: String) -> String {
        guard let slash = path.lastIndex(of: "/") else { return "." }
        return slash == path.startIndex ? "/" : String(path[..<slash])
    }
}
