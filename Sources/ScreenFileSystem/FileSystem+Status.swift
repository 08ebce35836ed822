#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// What tells one version of a file from the next without reading it: size and modification
/// time, as a poller compares them.
public struct FileStatus: Sendable, Equatable {
    public var size: Int
    public var modifiedSeconds: Int
    public var modifiedNanoseconds: Int
}

extension FileSystem {
    /// The status of the file at `path`, following a symbolic link; nil when nothing is there.
    public static func status(of path: String) -> FileStatus? {
        var info = stat()
        guard stat(path, &info) == 0 else { return nil }
        #if canImport(Darwin)
        let modified = info.st_mtimespec
        #else
        let modified = info.st_mtim
        #endif
        return FileStatus(size: Int(info.st_size), modifiedSeconds: Int(modified.tv_sec), modifiedNanoseconds: Int(modified.tv_nsec))
    }
}
