/// `file:` URIs and the paths they name: the one percent-encoding the package uses.
public enum FileURI {
    /// `file://` and the path with every byte outside the unreserved set and `/`
    /// percent-encoded (as Python's `Path.as_uri` and most editors write it).
    public static func uri(ofPath path: String) -> String {
        "file://" + percentEncoded(path)
    }

    /// The path with every byte outside the unreserved set and `/` percent-encoded: a URI
    /// reference for it (relative when the path is).
    public static func percentEncoded(_ path: String) -> String {
        let hex = Array("0123456789ABCDEF".utf8)
        var result: [UInt8] = []
        result.reserveCapacity(path.utf8.count)
        for byte in path.utf8 {
            if isUnreserved(byte) || byte == UInt8(ascii: "/") {
                result.append(byte)
            } else {
                result.append(contentsOf: [UInt8(ascii: "%"), hex[Int(byte >> 4)], hex[Int(byte & 0xF)]])
            }
        }
        return String(decoding: result, as: UTF8.self)
    }

    /// The path of a local `file:` URI (`file:///p`, `file://localhost/p`, `file:/p`), or nil
    /// for another scheme, another host, a bad escape, a NUL byte or bytes that are not UTF-8.
    public static func path(of uri: String) -> String? {
        let bytes = Array(uri.utf8)
        let scheme = Array("file:".utf8)
        guard bytes.count > scheme.count,
              zip(bytes, scheme).allSatisfy({ lowercased($0) == $1 }) else { return nil }
        var rest = bytes[scheme.count...]
        if rest.starts(with: "//".utf8) {
            rest = rest.dropFirst(2)
            let authorityEnd = rest.firstIndex(of: UInt8(ascii: "/")) ?? rest.endIndex
            let authority = String(decoding: rest[..<authorityEnd], as: UTF8.self).lowercased()
            // Another host's file (a UNC share) is not a local path.
            guard authority.isEmpty || authority == "localhost" else { return nil }
            rest = rest[authorityEnd...]
        }
        // A query or fragment is no part of the path.
        if let end = rest.firstIndex(where: { $0 == UInt8(ascii: "?") || $0 == UInt8(ascii: "#") }) {
            rest = rest[..<end]
        }
        guard rest.first == UInt8(ascii: "/"), let decoded = percentDecoded(rest) else { return nil }
        // A path with a NUL byte cannot be opened and would be cut short by C calls.
        guard !decoded.contains(0) else { return nil }
        return String(validating: decoded, as: UTF8.self)
    }

    private static func percentDecoded(_ bytes: ArraySlice<UInt8>) -> [UInt8]? {
        var result: [UInt8] = []
        result.reserveCapacity(bytes.count)
        var index = bytes.startIndex
        while index < bytes.endIndex {
            let byte = bytes[index]
            guard byte == UInt8(ascii: "%") else {
                result.append(byte)
                index += 1
                continue
            }
            guard index + 2 < bytes.endIndex,
                  let high = bytes[index + 1].hexDigitValue, let low = bytes[index + 2].hexDigitValue else { return nil }
            result.append(high << 4 | low)
            index += 3
        }
        return result
    }

    private static func isUnreserved(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "a")...UInt8(ascii: "z"),
             UInt8(ascii: "0")...UInt8(ascii: "9"),
             UInt8(ascii: "-"), UInt8(ascii: "."), UInt8(ascii: "_"), UInt8(ascii: "~"):
            return true
        default:
            return false
        }
    }

    private static func lowercased(_ byte: UInt8) -> UInt8 {
        byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z") ? byte + 32 : byte
    }
}
