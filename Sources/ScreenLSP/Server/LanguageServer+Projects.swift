import ScreenFileSystem
import ScreenRules

extension LanguageServer {
    /// The workspace of a document opened outside every workspace folder (or with none) is
    /// its project, as on the command line: the nearest folder upward from the document's
    /// real location with a screenkit.json (its whole tree), else that real folder (its own
    /// files only, not its subfolders). A document opened through a link is thus in the
    /// project of the file the link leads to. The project's other `.screen` files (hidden
    /// folders skipped, links that lead out of the project not followed) are read once for
    /// their facts; they are not reported, and the server writes none. A document whose real
    /// location is inside a workspace folder is the folder's, and reads nothing more.
    func loadProjectFacts(around key: String) {
        guard let path = DocumentURI(key).path, FileSystem.kind(of: path) == .file,
              let canonicalDocument = FileSystem.canonicalPath(path),
              !workspace.holds(canonicalDocument) else { return }
        let (project, isMarked) = FileSystem.projectFolder(of: canonicalDocument, marker: Configuration.fileName)
        guard let canonicalProject = FileSystem.canonicalPath(project), factProjects[canonicalProject] == nil else { return }
        factProjects[canonicalProject] = isMarked
        var unreadable: [FileSystemError] = []
        let files = FileSystem.findFiles(under: canonicalProject, suffix: WorkspaceFolders.screenFileSuffix, recursive: isMarked, unreadable: &unreadable)
        var loaded = 0
        for file in files {
            let fileKey = fileKey(file)
            guard documents[fileKey] == nil, !diskFiles.contains(fileKey), !factFiles.contains(fileKey) else { continue }
            if loadFact(path: file, key: fileKey) { loaded += 1 }
        }
        log.info("read \(loaded) file(s) of the project \(project) for facts")
    }

    /// Reads a file of a project for its facts; false when it is no file of a project read
    /// (see `mayReadAsFact`), or cannot be read.
    @discardableResult
    func loadFact(path: String, key: String) -> Bool {
        guard let canonical = FileSystem.canonicalPath(path), mayReadAsFact(canonical) else { return false }
        do {
            let bytes = try FileSystem.readFile(canonical)
            host.setText(bytes, for: key)
            factFiles.insert(key)
            show(key, as: DocumentURI(path: path).string)
            changedKeys.insert(key)
            return true
        } catch {
            log.warning("cannot read \(error)")
            return false
        }
    }

    /// Whether the file at this real path is one a project read lists: a `.screen` file
    /// outside the workspace folders, inside the project and under no hidden folder there,
    /// and in an unmarked project's folder itself, not a subfolder.
    func mayReadAsFact(_ canonical: String) -> Bool {
        guard canonical.hasSuffix(WorkspaceFolders.screenFileSuffix), !workspace.holds(canonical) else { return false }
        return factProjects.contains { project, isMarked in
            guard FileSystem.isInside(canonical, project), canonical != project else { return false }
            let folders = canonical.dropFirst(project.count).split(separator: "/").dropLast()
            return (isMarked || folders.isEmpty) && !folders.contains { $0.hasPrefix(".") }
        }
    }
}
