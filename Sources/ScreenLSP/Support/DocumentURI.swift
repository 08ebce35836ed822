import ScreenSupport

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
        self.init(string: FileURI.uri(ofPath: path), path: path)
    }

    /// Reads a URI sent by a client.
    public init(_ text: String) {
        guard let path = FileURI.path(of: text) else {
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
