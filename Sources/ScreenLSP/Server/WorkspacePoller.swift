import ScreenFileSystem
import ScreenSupport

/// Watches the workspace folders for clients that cannot: every `interval` seconds it lists
/// the `.screen` files and the screenkit.json files, compares sizes and modification times
/// with the previous scan, and hands what changed to the server loop through the inbox. It
/// only reads directories and file status; the loop reads the files.
final class WorkspacePoller: @unchecked Sendable {
    private let interval: Double
    private let inbox: ServerInbox
    private let lock = Mutex()
    /// Guarded by `lock`.
    private var stopping = false
    private var thread: JoinableThread?
    private var folders: WorkspaceFolders
    /// The status of files loaded since the last scan, for the polling thread to take over.
    private var loaded: [String: FileStatus] = [:]
    /// Touched only by the polling thread after `start`.
    private var known: [String: FileStatus]

    /// Reports changes relative to `baseline`, a `scan` taken when the files were loaded,
    /// so that nothing changed between the load and the start of polling goes unseen.
    init(folders: WorkspaceFolders, interval: Double, inbox: ServerInbox, baseline: [String: FileStatus]) {
        self.folders = folders
        self.interval = interval
        self.inbox = inbox
        known = baseline
    }

    /// Starts polling; false when no thread could be started.
    func start() -> Bool {
        let thread = JoinableThread { [self] in run() }
        lock.withLock { self.thread = thread }
        return thread != nil
    }

    /// Polls `folders` from the next scan on. `baseline` is the status of the files of
    /// folders just added, as they were loaded, so that they do not come back as created;
    /// files the poller knew keep their own status. Files of removed folders come back as
    /// deleted, which the server ignores, having dropped them already.
    func watch(_ folders: WorkspaceFolders, baseline: [String: FileStatus]) {
        lock.withLock {
            self.folders = folders
            loaded.merge(baseline) { earlier, _ in earlier }
        }
    }

    /// Stops polling and waits for the thread to end.
    func stop() {
        let thread: JoinableThread? = lock.withLock {
            stopping = true
            lock.broadcast()
            defer { self.thread = nil }
            return self.thread
        }
        thread?.join()
    }

    private func run() {
        while true {
            let (stop, folders, loaded) = lock.withLock { () -> (Bool, WorkspaceFolders, [String: FileStatus]) in
                if !stopping { lock.wait(seconds: interval) }
                defer { self.loaded = [:] }
                return (stopping, self.folders, self.loaded)
            }
            if stop { return }
            known.merge(loaded) { current, _ in current }
            let current = Self.scan(folders)
            let changes = Self.changes(from: known, to: current)
            known = current
            if !changes.isEmpty { inbox.push(.filesChangedOnDisk(changes)) }
        }
    }

    /// The status of every `.screen` file and configuration file in the folders.
    static func scan(_ folders: WorkspaceFolders) -> [String: FileStatus] {
        var result: [String: FileStatus] = [:]
        for path in folders.screenFiles() + folders.configurationPaths {
            result[path] = FileSystem.status(of: path)
        }
        return result
    }

    private static func changes(from old: [String: FileStatus], to new: [String: FileStatus]) -> [DiskChange] {
        var changes: [DiskChange] = []
        for (path, status) in new.sorted(by: { $0.key < $1.key }) {
            switch old[path] {
            case nil: changes.append(DiskChange(path: path, kind: .created))
            case let previous? where previous != status: changes.append(DiskChange(path: path, kind: .changed))
            default: break
            }
        }
        for path in old.keys.sorted() where new[path] == nil {
            changes.append(DiskChange(path: path, kind: .deleted))
        }
        return changes
    }
}
