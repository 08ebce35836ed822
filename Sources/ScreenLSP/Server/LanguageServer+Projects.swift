import ScreenFileSystem
import ScreenRules

extension LanguageServer {
    /// With no workspace folder, the workspace of an opened document is its project, as on
    /// the command line: the nearest folder upward with a screenkit.json, else the
    /// document's folder (its own files only, not its subfolders). Its other `.screen` files
    /// (hidden folders skipped, links that lead out of the project not followed) are read
    /// once for their facts; they are not
    /// reported, and the server writes none. With workspace folders, nothing outside them
    /// is read, so a document opened outside them has only its own facts.
    func loadProjectFacts(around key: String) {
        guard workspace.isEmpty, let path = DocumentURI(key).path, FileSystem.kind(of: path) == .file else { return }
        var unreadable: [FileSystemError] = []
        let (project, files) = FileSystem.projectFiles(of: path, marker: Configuration.fileName, suffix: WorkspaceFolders.screenFileSuffix, unreadable: &unreadable)
        guard let canonicalProject = FileSystem.canonicalPath(project), factProjects.insert(canonicalProject).inserted else { return }
        var loaded = 0
        for file in files {
            guard let canonical = FileSystem.canonicalPath(file), FileSystem.isInside(canonical, canonicalProject) else { continue }
            let fileKey = fileKey(file)
            guard documents[fileKey] == nil, !diskFiles.contains(fileKey), !factFiles.contains(fileKey) else { continue }
            if loadFact(path: file, key: fileKey) { loaded += 1 }
        }
        log.info("read \(loaded) file(s) of the project \(project) for facts")
    }

    /// Reads a file of a project for its facts; false when it lies in no project read, or
    /// cannot be read.
    @discardableResult
    func loadFact(path: String, key: String) -> Bool {
        guard workspace.isEmpty, let canonical = FileSystem.canonicalPath(path),
              factProjects.contains(where: { FileSystem.isInside(canonical, $0) }) else { return false }
        do {
            let bytes = try FileSystem.readFile(path)
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
}
