extension FileSystem {
    /// The path that names a file's real identity, so that aliases of one file (`./a.screen`,
    /// `deep/../a.screen`, a path through a symbolic link or a link loop) are one: the
    /// symlink-free absolute path of an existing file; for a file that does not exist (yet, or
    /// any more), its folder's real path and its name; else the path with `.`, `..` and
    /// repeated slashes worked out. Only status calls, nothing is opened.
    public static func identityPath(_ path: String) -> String {
        let normalized = lexicallyNormalized(path)
        if let real = canonicalPath(normalized) { return real }
        guard let slash = normalized.lastIndex(of: "/"), slash != normalized.startIndex else { return normalized }
        let folder = String(normalized[..<slash])
        guard let realFolder = canonicalPath(folder) else { return normalized }
        return (realFolder == "/" ? "" : realFolder) + normalized[slash...]
    }

    /// An absolute path without `.` or empty components, each `..` taking away the one before
    /// (as a path through no symbolic link means it). A relative path is returned as it is.
    public static func lexicallyNormalized(_ path: String) -> String {
        guard path.hasPrefix("/") else { return path }
        var components: [Substring] = []
        for component in path.split(separator: "/", omittingEmptySubsequences: true) {
            switch component {
            case ".": continue
            case "..": _ = components.popLast()
            default: components.append(component)
            }
        }
        return "/" + components.joined(separator: "/")
    }
}
