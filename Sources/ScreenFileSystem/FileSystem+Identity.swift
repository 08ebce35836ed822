#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

extension FileSystem {
    /// The path that names a file's real identity, so that aliases of one file (`./a.screen`,
    /// `deep/../a.screen`, a path through a symbolic link or a link loop) are one: the
    /// symlink-free absolute path of an existing file; for a file that does not exist (yet, or
    /// any more), its folder's real path and its name; else the path with `.`, `..` and
    /// repeated slashes worked out. Only status calls, nothing is opened.
    public static func identityPath(_ path: String) -> String {
        let normalized = lexicallyNormalized(path)
        // A path longer than the system takes names nothing on disk.
        guard normalized.utf8.count < Int(PATH_MAX) else { return normalized }
        if let real = canonicalPath(normalized) { return real }
        let bytes = Array(normalized.utf8)
        guard let slash = bytes.lastIndex(of: UInt8(ascii: "/")), slash > 0 else { return normalized }
        guard let realFolder = canonicalPath(String(decoding: bytes[..<slash], as: UTF8.self)) else { return normalized }
        return (realFolder == "/" ? "" : realFolder) + String(decoding: bytes[slash...], as: UTF8.self)
    }

    /// An absolute path without `.` or empty components, each `..` taking away the one before
    /// (as a path through no symbolic link means it). A relative path is returned as it is.
    public static func lexicallyNormalized(_ path: String) -> String {
        let slash = UInt8(ascii: "/"), dot = UInt8(ascii: ".")
        let bytes = Array(path.utf8)
        guard bytes.first == slash else { return path }
        var components: [ArraySlice<UInt8>] = []
        for component in bytes.split(separator: slash, omittingEmptySubsequences: true) {
            if component.count == 1, component.first == dot { continue }
            if component.count == 2, component.allSatisfy({ $0 == dot }) {
                _ = components.popLast()
                continue
            }
            components.append(component)
        }
        var result: [UInt8] = []
        result.reserveCapacity(bytes.count)
        for component in components {
            result.append(slash)
            result += component
        }
        return result.isEmpty ? "/" : String(decoding: result, as: UTF8.self)
    }
}
