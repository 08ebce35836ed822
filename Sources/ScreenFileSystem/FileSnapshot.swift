#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// What a file was when a command read it: a later write compares it with the file on disk
/// and refuses when anything differs, so that an edit made meanwhile is never overwritten.
public struct FileSnapshot: Sendable, Equatable {
    public var size: Int
    public var modifiedSeconds: Int
    public var modifiedNanoseconds: Int
    /// FNV-1a over the bytes read: a change that keeps size and time still shows.
    public var contentHash: UInt64

    init(info: stat, bytes: [UInt8]) {
        size = Int(info.st_size)
        #if canImport(Darwin)
        let modified = info.st_mtimespec
        #else
        let modified = info.st_mtim
        #endif
        modifiedSeconds = Int(modified.tv_sec)
        modifiedNanoseconds = Int(modified.tv_nsec)
        contentHash = FileSnapshot.hash(bytes)
    }

    static func hash(_ bytes: [UInt8]) -> UInt64 {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        bytes.withUnsafeBufferPointer { buffer in
            for byte in buffer {
                hash = (hash ^ UInt64(byte)) &* 0x100_0000_01b3
            }
        }
        return hash
    }
}

extension FileSystem {
    /// Reads a file a command may write back: its bytes and the snapshot `writeFile` checks.
    public static func readFileForUpdate(_ path: String) throws(FileSystemError) -> (bytes: [UInt8], snapshot: FileSnapshot) {
        let bytes = try readFile(path)
        var info = stat()
        guard stat(path, &info) == 0 else { throw FileSystemError(path: path, errorNumber: errno) }
        return (bytes, FileSnapshot(info: info, bytes: bytes))
    }
}
