import ScreenFileSystem
import ScreenRules

/// The folders the client opened, and the one rule for reading from disk: only `.screen`
/// files that really lie inside one of them (after resolving symbolic links), outside
/// hidden folders, as `FileSystem.findFiles` finds them, and each folder's own screenkit.json.
struct WorkspaceFolders: Sendable {
    struct Folder: Sendable {
        /// The path as the client named it; files found under it keep this prefix, so their
        /// URIs match the ones the client sends.
        var path: String
        var canonicalPath: String
    }

    static let screenFileSuffix = ".screen"

    let folders: [Folder]

    init() {
        folders = []
    }

    /// The folders of these URIs that exist; others (non-file URIs, missing folders) are
    /// left out and reported in `skipped`.
    init(uris: [String], skipped: inout [String]) {
        self = WorkspaceFolders().changed(adding: uris, removing: [], skipped: &skipped)
    }

    private init(folders: [Folder]) {
        self.folders = folders
    }

    /// These folders without the ones `removed` names (as named, or where they really are)
    /// and with those `added` names after them, so the first folder keeps first place (its
    /// screenkit.json wins). Added folders that are not local folders or do not exist are
    /// left out and reported in `skipped`; those already here are left out silently.
    func changed(adding added: [String], removing removed: [String], skipped: inout [String]) -> WorkspaceFolders {
        let removedPaths = Set(removed.compactMap { DocumentURI($0).path.map(Self.trimmed) })
        let removedCanonicalPaths = Set(removedPaths.compactMap(FileSystem.canonicalPath))
        var folders = self.folders.filter { !removedPaths.contains($0.path) && !removedCanonicalPaths.contains($0.canonicalPath) }
        for uri in added {
            guard let path = DocumentURI(uri).path.map(Self.trimmed),
                  FileSystem.kind(of: path) == .directory,
                  let canonical = FileSystem.canonicalPath(path) else {
                skipped.append(uri)
                continue
            }
            guard !folders.contains(where: { $0.canonicalPath == canonical }) else { continue }
            folders.append(Folder(path: path, canonicalPath: canonical))
        }
        return WorkspaceFolders(folders: folders)
    }

    /// A folder's path without a final slash, as files found under it are named.
    private static func trimmed(_ path: String) -> String {
        path.count > 1 && path.hasSuffix("/") ? String(path.dropLast()) : path
    }

    var isEmpty: Bool { folders.isEmpty }

    /// Every `.screen` file in the folders, each once.
    func screenFiles() -> [String] {
        var seen: Set<String> = []
        var result: [String] = []
        for folder in folders {
            for path in FileSystem.findFiles(under: folder.path, suffix: Self.screenFileSuffix) {
                guard let canonical = FileSystem.canonicalPath(path), seen.insert(canonical).inserted else { continue }
                result.append(path)
            }
        }
        return result
    }

    /// Where each folder's screenkit.json would be, in folder order, whether it exists or not.
    var configurationPaths: [String] {
        folders.map { $0.path + "/" + Configuration.fileName }
    }

    /// The screenkit.json that applies to the file at `path`: its folder's (the innermost,
    /// when folders nest); nil for a file outside every folder.
    func configurationPath(for path: String) -> String? {
        folders.filter { path.hasPrefix($0.path + "/") }.max { $0.path.count < $1.path.count }.map { $0.path + "/" + Configuration.fileName }
    }

    /// Whether the server may read the configuration file at `path` (one of
    /// `configurationPaths`): an existing file whose real location is inside its folder.
    func mayReadConfiguration(_ path: String) -> Bool {
        guard let folder = folders.first(where: { $0.path + "/" + Configuration.fileName == path }),
              FileSystem.kind(of: path) == .file,
              let canonical = FileSystem.canonicalPath(path) else { return false }
        return FileSystem.isInside(canonical, folder.canonicalPath)
    }

    /// Whether the real path `canonical` is one of the folders or lies inside one.
    func holds(_ canonical: String) -> Bool {
        folders.contains { FileSystem.isInside(canonical, $0.canonicalPath) }
    }

    /// Whether the server may read `path`: an existing `.screen` file whose real location is
    /// inside a folder and not under a hidden folder there.
    func mayRead(_ path: String) -> Bool {
        guard path.hasSuffix(Self.screenFileSuffix),
              FileSystem.kind(of: path) == .file,
              let canonical = FileSystem.canonicalPath(path) else { return false }
        return folders.contains { folder in
            guard FileSystem.isInside(canonical, folder.canonicalPath), canonical != folder.canonicalPath else { return false }
            let relative = canonical.dropFirst(folder.canonicalPath.count)
            return !relative.split(separator: "/").contains { $0.hasPrefix(".") }
        }
    }
}
