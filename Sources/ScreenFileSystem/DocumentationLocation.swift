#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import ScreenSupport

/// Where the rule documentation is on this machine, for the links in diagnostics: installed
/// beside the binary (`PREFIX/share/doc/screenkit`), or in the source tree it was built from.
public enum DocumentationLocation {
    /// A `file://` URI of Docs/rules.md, or nil when no copy is found.
    public static let rulesPage: String? = {
        guard let executable = FileSystem.canonicalPath("/proc/self/exe") else { return nil }
        let folder = String(executable[..<(executable.lastIndex(of: "/") ?? executable.endIndex)])
        for candidate in ["/../share/doc/screenkit/rules.md", "/../../Docs/rules.md", "/../../../Docs/rules.md"] {
            if let path = FileSystem.canonicalPath(folder + candidate), FileSystem.kind(of: path) == .file {
                return FileURI.uri(ofPath: path)
            }
        }
        return nil
    }()

    /// The link to one rule's section of the rules page.
    public static func link(for ruleID: String) -> String? {
        rulesPage.map { "\($0)#\(ruleID)" }
    }
}
