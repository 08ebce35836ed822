#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

extension FileSystem {
    /// Writes `bytes` over the file at `path`, which `readFileForUpdate` read as `snapshot`,
    /// the one way every ScreenKit command writes (`format`, `check --fix`):
    ///
    /// - a symbolic link stays a link and the file it leads to is written;
    /// - a file that differs from the snapshot (size, modification time, content) is not
    ///   written: someone changed it since it was read;
    /// - a file whose mode does not let the user write it is refused, whatever its folder allows;
    /// - the new text goes to a temporary file in the same folder, is synced, gets the old
    ///   file's mode exactly (not through the umask) and its owner, and is renamed over it;
    ///   then the folder is synced, so the rename survives a crash;
    /// - a file with more than one hard link is written in place, after the complete new text
    ///   is safe in the temporary file, so that every name sees it;
    /// - the temporary file is removed on every way out, SIGINT and SIGTERM included.
    public static func writeFile(_ path: String, bytes: [UInt8], expecting snapshot: FileSnapshot) throws(FileSystemError) {
        guard let target = canonicalPath(path) else { throw FileSystemError(path: path, errorNumber: errno) }
        var info = stat()
        guard lstat(target, &info) == 0 else { throw FileSystemError(path: path, errorNumber: errno) }
        guard info.st_mode & S_IFMT == S_IFREG else { throw FileSystemError(path: path, reason: "not a regular file; not written") }
        guard mayWrite(target, info) else {
            throw FileSystemError(path: path, reason: "the file's mode does not allow writing it (\(String(info.st_mode & 0o7777, radix: 8))); not written")
        }
        try checkUnchanged(path, target, snapshot)

        let folder = target.lastIndex(of: "/").map { String(target[..<$0]) } ?? "."
        let name = target.lastIndex(of: "/").map { String(target[target.index(after: $0)...]) } ?? target
        let temporary = (folder.isEmpty ? "" : folder) + "/." + name + ".screenkit-\(getpid())-\(TemporaryFiles.nextNumber()).tmp"
        TemporaryFiles.register(temporary)
        defer { TemporaryFiles.unregister() }

        let descriptor = open(temporary, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o600)
        guard descriptor >= 0 else { throw FileSystemError(path: temporary, errorNumber: errno) }
        var keepTemporary = false
        defer { if !keepTemporary { unlink(temporary) } }
        do throws(FileSystemError) {
            try writeAll(bytes, to: descriptor, path: temporary)
            // The mode is set exactly, and the owner kept where the user may give it.
            guard fchmod(descriptor, info.st_mode & 0o7777) == 0 else { throw FileSystemError(path: temporary, errorNumber: errno) }
            if geteuid() == 0 {
                guard fchown(descriptor, info.st_uid, info.st_gid) == 0 else { throw FileSystemError(path: temporary, errorNumber: errno) }
            } else if info.st_gid != getegid() {
                _ = fchown(descriptor, uid_t.max, info.st_gid)
            }
            guard fsync(descriptor) == 0 else { throw FileSystemError(path: temporary, errorNumber: errno) }
        } catch {
            close(descriptor)
            throw error
        }
        guard close(descriptor) == 0 else { throw FileSystemError(path: temporary, errorNumber: errno) }
        TemporaryFiles.beforeReplacing?()
        // Checked again right before the file is replaced: the window for a lost edit is the
        // rename alone.
        try checkUnchanged(path, target, snapshot)

        if info.st_nlink > 1 {
            try writeInPlace(target, bytes: bytes, path: path)
        } else {
            guard rename(temporary, target) == 0 else { throw FileSystemError(path: path, errorNumber: errno) }
            keepTemporary = true
            syncFolder(folder.isEmpty ? "/" : folder)
        }
    }

    /// Writes a new file at `path`, which must not exist: through a temporary file in the same
    /// folder, synced, then linked into place (which fails rather than replace a file made
    /// meanwhile), with the mode a new file gets under the umask; then the folder is synced.
    public static func createFile(_ path: String, bytes: [UInt8]) throws(FileSystemError) {
        let folder = path.lastIndex(of: "/").map { String(path[..<$0]) } ?? "."
        let name = path.lastIndex(of: "/").map { String(path[path.index(after: $0)...]) } ?? path
        let temporary = (folder.isEmpty ? "" : folder) + "/." + name + ".screenkit-\(getpid())-\(TemporaryFiles.nextNumber()).tmp"
        TemporaryFiles.register(temporary)
        defer { TemporaryFiles.unregister() }
        let descriptor = open(temporary, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o666)
        guard descriptor >= 0 else { throw FileSystemError(path: temporary, errorNumber: errno) }
        defer { unlink(temporary) }
        do throws(FileSystemError) {
            try writeAll(bytes, to: descriptor, path: temporary)
            guard fsync(descriptor) == 0 else { throw FileSystemError(path: temporary, errorNumber: errno) }
        } catch {
            close(descriptor)
            throw error
        }
        guard close(descriptor) == 0 else { throw FileSystemError(path: temporary, errorNumber: errno) }
        guard link(temporary, path) == 0 else { throw FileSystemError(path: path, errorNumber: errno) }
        syncFolder(folder.isEmpty ? "/" : folder)
    }

    /// Whether the file's mode lets this user write it; root needs a write bit set somewhere,
    /// as editors treat a 0444 file as read-only even for root.
    private static func mayWrite(_ path: String, _ info: stat) -> Bool {
        if geteuid() == 0 { return info.st_mode & (S_IWUSR | S_IWGRP | S_IWOTH) != 0 }
        return access(path, W_OK) == 0
    }

    private static func checkUnchanged(_ path: String, _ target: String, _ snapshot: FileSnapshot) throws(FileSystemError) {
        let current: (bytes: [UInt8], snapshot: FileSnapshot)
        do {
            current = try readFileForUpdate(target)
        } catch {
            throw FileSystemError(path: path, reason: "changed on disk since it was read (\(error.reason)); not written")
        }
        guard current.snapshot == snapshot else {
            throw FileSystemError(path: path, reason: "changed on disk since it was read; not written")
        }
    }

    private static func writeInPlace(_ target: String, bytes: [UInt8], path: String) throws(FileSystemError) {
        let descriptor = open(target, O_WRONLY | O_CLOEXEC)
        guard descriptor >= 0 else { throw FileSystemError(path: path, errorNumber: errno) }
        defer { close(descriptor) }
        try writeAll(bytes, to: descriptor, path: path)
        guard ftruncate(descriptor, off_t(bytes.count)) == 0, fsync(descriptor) == 0 else {
            throw FileSystemError(path: path, errorNumber: errno)
        }
    }

    private static func writeAll(_ bytes: [UInt8], to descriptor: Int32, path: String) throws(FileSystemError) {
        var written = 0
        while written < bytes.count {
            let count = bytes.withUnsafeBytes { write(descriptor, $0.baseAddress! + written, bytes.count - written) }
            if count < 0 {
                if errno == EINTR { continue }
                throw FileSystemError(path: path, errorNumber: errno)
            }
            written += count
        }
    }

    private static func syncFolder(_ folder: String) {
        let descriptor = open(folder, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        guard descriptor >= 0 else { return }
        fsync(descriptor)
        close(descriptor)
    }
}
