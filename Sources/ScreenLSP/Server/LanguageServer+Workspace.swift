import ScreenFileSystem

extension LanguageServer {
    /// The glob patterns the client is asked to watch.
    static let watchedPatterns = ["**/*.screen", "**/screenkit.json"]

    /// Loads the folders' screenkit.json and every `.screen` file in them, and starts watching
    /// them: through the client's watcher when it can register one, else (or when it refuses)
    /// by polling. The file status noted before the load is the poller's starting point, so
    /// that no change made after the load goes unseen, however late polling starts. (The
    /// diagnostics of the first files are worked out after this, under their configuration.)
    func watchAndLoadWorkspace() {
        guard !workspace.isEmpty else { return }
        statusAtLoad = WorkspacePoller.scan(workspace)
        loadConfigurationFiles()
        let loaded = loadScreenFiles()
        log.info("loaded \(loaded) workspace file(s)")
        watchWorkspace()
    }

    /// `workspace/didChangeWorkspaceFolders`: files from disk that no folder holds any more
    /// are dropped (the client clears their diagnostics), and the folders added are read as
    /// those given at `initialize` were. Open documents stay, whatever their folder. Screen
    /// names come and go with the folders, so every file is checked again.
    func didChangeWorkspaceFolders(_ params: DidChangeWorkspaceFoldersParams) {
        var skipped: [String] = []
        workspace = workspace.changed(adding: params.event.added.map(\.uri), removing: params.event.removed.map(\.uri), skipped: &skipped)
        for uri in skipped {
            log.warning("workspace folder \(uri) is not a local folder; its files are not loaded")
        }
        var dropped = 0
        for key in diskFiles.sorted() where !(DocumentURI(key).path.map(workspace.mayRead) ?? false) {
            diskFiles.remove(key)
            diskURIs[key] = nil
            host.removeFile(key)
            changedKeys.insert(key)
            dropped += 1
        }
        // Files already loaded keep their status at load; the new folders' are noted now,
        // before they are read.
        let baseline = WorkspacePoller.scan(workspace).filter { statusAtLoad[$0.key] == nil }
        statusAtLoad.merge(baseline) { earlier, _ in earlier }
        poller?.watch(workspace, baseline: baseline)
        loadConfigurationFiles()
        let loaded = loadScreenFiles()
        log.info("workspace folders changed: \(workspace.folders.count) folder(s), \(loaded) file(s) loaded, \(dropped) dropped")
        watchWorkspace()
        changedKeys.formUnion(host.snapshot.fileKeys)
        requestDiagnosticRefresh()
    }

    /// Reads the `.screen` files of the folders that are neither open nor read already;
    /// returns how many were read.
    private func loadScreenFiles() -> Int {
        var loaded = 0
        for path in workspace.screenFiles() {
            let key = fileKey(path)
            guard documents[key] == nil, !diskFiles.contains(key) else { continue }
            if loadFromDisk(path: path, key: key, uri: DocumentURI(path: path).string) { loaded += 1 }
        }
        return loaded
    }

    /// Has the workspace files watched, once there are folders: the client is asked to
    /// watch them (its glob patterns cover folders added later), else they are polled.
    private func watchWorkspace() {
        guard !workspace.isEmpty, !watchingWorkspace else { return }
        watchingWorkspace = true
        if session.capabilities.supportsWatchedFilesRegistration {
            let registration = Registration.watchedFiles(id: "screenkit-watched-files", globPatterns: Self.watchedPatterns)
            request(RegisterCapabilityRequest.self, RegistrationParams(registrations: [registration]), purpose: .watcherRegistration)
        } else {
            startPolling()
        }
    }

    /// Polls the folders, for clients that cannot watch files (or refused to).
    func startPolling() {
        guard poller == nil, phase == .running, !workspace.isEmpty else { return }
        start(WorkspacePoller(folders: workspace, interval: options.pollInterval, inbox: inbox, baseline: statusAtLoad))
    }

    func didChangeWatchedFiles(_ params: DidChangeWatchedFilesParams) {
        var changes: [DiskChange] = []
        for event in params.changes {
            guard let path = DocumentURI(event.uri).path else {
                log.debug("ignored watched-file event for \(event.uri): not a file URI")
                continue
            }
            changes.append(DiskChange(path: path, kind: event.kind))
        }
        applyDiskChanges(changes)
    }

    /// Brings disk files up to date. Open documents keep the editor's text (the disk is read
    /// again when they close); paths the workspace may not read are ignored. A change to a
    /// folder's screenkit.json reloads the configuration.
    func applyDiskChanges(_ changes: [DiskChange]) {
        var changedAny = false
        let configurationPaths = Set(workspace.configurationPaths)
        if changes.contains(where: { configurationPaths.contains($0.path) }) {
            loadConfigurationFiles()
        }
        for change in changes where !configurationPaths.contains(change.path) {
            let key = fileKey(change.path)
            guard documents[key] == nil else { continue }
            switch change.kind {
            case .created, .changed:
                guard workspace.mayRead(change.path) else {
                    log.debug("ignored \(change.path): not a .screen file inside the workspace")
                    continue
                }
                if loadFromDisk(path: change.path, key: key, uri: diskURIs[key] ?? DocumentURI(path: change.path).string) {
                    changedAny = true
                } else if diskFiles.remove(key) != nil {
                    diskURIs[key] = nil
                    host.removeFile(key)
                    changedKeys.insert(key)
                    changedAny = true
                }
            case .deleted:
                guard diskFiles.remove(key) != nil else { continue }
                diskURIs[key] = nil
                host.removeFile(key)
                changedKeys.insert(key)
                changedAny = true
            }
        }
        if changedAny { requestDiagnosticRefresh() }
    }

    /// Reads a workspace file into the analysis; false (and a log line) when it cannot be read.
    @discardableResult
    func loadFromDisk(path: String, key: String, uri: String) -> Bool {
        do {
            let bytes = try FileSystem.readFile(path)
            host.setText(bytes, for: key)
            // A file of a project read for facts that a folder added since holds is reported now.
            factFiles.remove(key)
            diskFiles.insert(key)
            diskURIs[key] = uri
            show(key, as: uri)
            changedKeys.insert(key)
            return true
        } catch {
            log.warning("cannot read \(error)")
            return false
        }
    }

    private func start(_ newPoller: WorkspacePoller) {
        guard newPoller.start() else {
            log.error("cannot start the workspace poller; files changed on disk will not be seen")
            return
        }
        poller = newPoller
        log.info("polling the workspace every \(options.pollInterval) s")
    }
}
