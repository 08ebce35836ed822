/// A document URI as the server keys it. `file:` URIs are decoded to a path and encoded
/// again in one canonical form, so that `%e4%b8%ad`, `%E4%B8%AD` and `file://localhost/`
/// name the same file; other URIs (`untitled:1`) are kept verbatim and have no path.
public struct DocumentURI: Sendable, Hashable, CustomStringConvertible {
    /// The canonical text, used as the analysis key.
    public let string: String
    /// The absolute file path of a `file:` URI.
    public let path: String?

    /// The URI of an absolute path: `file://` and the path with every byte outside the
    /// unreserved set and `/` percent-encoded (as Python's `Path.as_uri` and most editors do).
    public init(path: String) {
        self.init(string: "file://" + Self.percentEncoded(path), path: path)
    }

    /// Reads a URI sent by a client.
    public init(_ text: String) {
        guard let path = Self.filePath(of: text) else {
            self.init(string: text, path: nil)
            return
        }
        self.init(path: path)
    }

    private init(string: String, path: String?) {
        self.string = string
        self.path = path
    }

    public var description: String { string }
}

extension DocumentURI {
    /// The path of a local `file:` URI (`file:///p`, `file://localhost/p`, `file:/p`), or nil.
    private static func filePath(of text: String) -> String? {
        let bytes = Array(text.utf8)
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
                  let high = hexValue(bytes[index + 1]), let low = hexValue(bytes[index + 2]) else { return nil }
            result.append(high << 4 | low)
            index += 3
        }
        return result
    }

    private static func percentEncoded(_ path: String) -> String {
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

    private static func hexValue(_ byte: UInt8) -> UInt8? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): return byte - UInt8(ascii: "0")
        case UInt8(ascii: "a")...UInt8(ascii: "f"): return byte - UInt8(ascii: "a") + 10
        case UInt8(ascii: "A")...UInt8(ascii: "F"): return byte - UInt8(ascii: "A") + 10
        default: return nil
        }
    }

    private static func lowercased(_ byte: UInt8) -> UInt8 {
        byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z") ? byte + 32 : byte
    }
}
