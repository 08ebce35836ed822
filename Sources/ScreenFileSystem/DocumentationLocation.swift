#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Where the rule documentation is on this machine, for the links in diagnostics: installed
/// beside the binary (`PREFIX/share/doc/screenkit`), or in the source tree it was built from.
public enum DocumentationLocation {
    /// A `file://` URI of Docs/rules.md, or nil when no copy is found.
    public static let rulesPage: String? = {
        guard let executable = FileSystem.canonicalPath("/proc/self/exe") else { return nil }
        let folder = String(executable[..<(executable.lastIndex(of: "/") ?? executable.endIndex)])
        for candidate in ["/../share/doc/screenkit/rules.md", "/../../Docs/rules.md", "/../../../Docs/rules.md"] {
            if let path = FileSystem.canonicalPath(folder + candidate), FileSystem.kind(of: path) == .file {
                return fileURI(path)
            }
        }
        return nil
    }()

    /// The link to one rule's section of the rules page.
    public static func link(for ruleID: String) -> String? {
        rulesPage.map { "\($0)#\(ruleID)" }
    }

    /// A `file://` URI with the bytes that URIs do not allow percent-encoded.
    public static func fileURI(_ path: String) -> String {
        var output = "file://"
        for byte in path.utf8 {
            switch byte {
            case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "0")...UInt8(ascii: "9"),
                 UInt8(ascii: "-"), UInt8(ascii: "."), UInt8(ascii: "_"), UInt8(ascii: "~"), UInt8(ascii: "/"):
                output.unicodeScalars.append(Unicode.Scalar(byte))
            default:
                output += "%" + (byte < 16 ? "0" : "") + String(byte, radix: 16, uppercase: true)
            }
        }
        return output
    }
}
