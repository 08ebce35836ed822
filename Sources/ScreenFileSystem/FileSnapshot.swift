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

    /// FNV-1a over 8-byte words (then the bytes left), so that hashing a large file costs
    /// little next to reading it.
    static func hash(_ bytes: [UInt8]) -> UInt64 {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        bytes.withUnsafeBytes { buffer in
            let words = buffer.count / 8
            for index in 0..<words {
                hash = (hash ^ buffer.loadUnaligned(fromByteOffset: index * 8, as: UInt64.self)) &* 0x100_0000_01b3
            }
            for index in (words * 8)..<buffer.count {
                hash = (hash ^ UInt64(buffer[index])) &* 0x100_0000_01b3
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
