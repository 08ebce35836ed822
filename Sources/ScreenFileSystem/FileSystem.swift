#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Why a file or folder could not be read, with the system's own words.
public struct FileSystemError: Error, Sendable, CustomStringConvertible {
    public let path: String
    public let reason: String

    public var description: String { "\(path): \(reason)" }

    init(path: String, errorNumber: Int32) {
        self.path = path
        self.reason = String(cString: strerror(errorNumber))
    }

    public init(path: String, reason: String) {
        self.path = path
        self.reason = reason
    }
}

/// The few file operations ScreenKit needs, on POSIX calls so that the binary carries no
/// Foundation. Writing is `writeFile` (FileSystem+Writing.swift), the one way commands write.
public enum FileSystem {
    /// The largest file read whole; larger files are refused rather than filling memory.
    public static let maximumFileSize = 1 << 30

    public enum Kind: Sendable {
        case file
        case directory
        case other
    }

    /// What is at `path`, following a symbolic link; nil when nothing is.
    public static func kind(of path: String) -> Kind? {
        var info = stat()
        guard stat(path, &info) == 0 else { return nil }
        switch info.st_mode & S_IFMT {
        case S_IFREG: return .file
        case S_IFDIR: return .directory
        default: return .other
        }
    }

    /// Reads a regular file whole. It is opened without blocking (a FIFO or a device put in
    /// a file's place cannot stall the caller) and what was opened is checked, not the path
    /// before, so a file swapped for something else in between is refused too.
    public static func readFile(_ path: String) throws(FileSystemError) -> [UInt8] {
        let descriptor = open(path, O_RDONLY | O_CLOEXEC | O_NONBLOCK | O_NOCTTY)
        guard descriptor >= 0 else { throw FileSystemError(path: path, errorNumber: errno) }
        defer { close(descriptor) }
        var info = stat()
        guard fstat(descriptor, &info) == 0 else { throw FileSystemError(path: path, errorNumber: errno) }
        guard info.st_mode & S_IFMT != S_IFDIR else { throw FileSystemError(path: path, errorNumber: EISDIR) }
        guard info.st_mode & S_IFMT == S_IFREG else { throw FileSystemError(path: path, reason: "not a regular file") }
        guard Int(info.st_size) <= maximumFileSize else {
            throw FileSystemError(path: path, reason: "larger than \(maximumFileSize >> 20) MiB")
        }
        // Read straight into the array's room, which is not zeroed first (that was a pass
        // over the whole file before the read's own); a file that grows while being read is
        // read further, a chunk at a time.
        var bytes: [UInt8] = []
        var chunk = Int(info.st_size) + 1
        while true {
            var failure: FileSystemError?
            let part = [UInt8](unsafeUninitializedCapacity: chunk) { buffer, initialized in
                initialized = 0
                while initialized < chunk {
                    let count = read(descriptor, buffer.baseAddress! + initialized, chunk - initialized)
                    if count < 0 {
                        if errno == EINTR { continue }
                        failure = FileSystemError(path: path, errorNumber: errno)
                        return
                    }
                    if count == 0 { break }
                    initialized += count
                }
            }
            if let failure { throw failure }
            if bytes.isEmpty { bytes = part } else { bytes += part }
            if part.count < chunk { break }
            guard bytes.count <= maximumFileSize else {
                throw FileSystemError(path: path, reason: "larger than \(maximumFileSize >> 20) MiB")
            }
            chunk = bytes.count
        }
        return bytes
    }

    /// The absolute, symlink-free form of a path that exists.
    public static func canonicalPath(_ path: String) -> String? {
        guard let resolved = realpath(path, nil) else { return nil }
        defer { free(resolved) }
        return String(cString: resolved)
    }

    /// Every file under `root` whose name ends with `suffix`, sorted. Hidden folders (`.git`,
    /// `.build`) are skipped, and so is any symbolic link that leads out of `root`. The walk
    /// keeps its own stack, so a deep tree cannot exhaust the call stack, and it visits each
    /// real folder once, so a link cycle cannot make it loop.
    public static func findFiles(under root: String, suffix: String) -> [String] {
        var unreadable: [FileSystemError] = []
        return findFiles(under: root, suffix: suffix, unreadable: &unreadable)
    }

    /// `findFiles(under:suffix:)`, telling in `unreadable` the folders it could not list (the
    /// root included), with the system's reason; not `recursive`, the files of `root` alone.
    public static func findFiles(under root: String, suffix: String, recursive: Bool = true, unreadable: inout [FileSystemError]) -> [String] {
        guard let canonicalRoot = canonicalPath(root) else {
            unreadable.append(FileSystemError(path: root, errorNumber: errno))
            return []
        }
        var found: [String] = []
        var visited: Set<String> = [canonicalRoot]
        var pending: [String] = [root]
        while let folder = pending.popLast() {
            guard let directory = opendir(folder) else {
                unreadable.append(FileSystemError(path: folder, errorNumber: errno))
                continue
            }
            defer { closedir(directory) }
            while let entry = readdir(directory) {
                let name = withUnsafeBytes(of: entry.pointee.d_name) { raw in
                    String(decoding: raw.prefix(while: { $0 != 0 }), as: UTF8.self)
                }
                if name.hasPrefix(".") { continue }
                let path = folder.hasSuffix("/") ? folder + name : folder + "/" + name
                guard let real = canonicalPath(path), isInside(real, canonicalRoot) else { continue }
                switch kind(of: path) {
                case .directory:
                    if recursive, visited.insert(real).inserted { pending.append(path) }
                case .file where name.hasSuffix(suffix):
                    found.append(path)
                default:
                    break
                }
            }
        }
        return found.sorted()
    }

    /// Whether `path` is `root` or lies below it; both must be canonical.
    public static func isInside(_ path: String, _ root: String) -> Bool {
        path == root || path.hasPrefix(root.hasSuffix("/") ? root : root + "/")
    }
}
