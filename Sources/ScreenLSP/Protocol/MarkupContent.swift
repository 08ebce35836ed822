import JSONRPC

/// LSP `MarkupContent`. The server writes Markdown; a client that takes only plain text
/// gets the same text marked as such (Markdown reads well enough unrendered).
struct MarkupContent: Sendable, Hashable, JSONEncodable {
    var value: String
    var isMarkdown: Bool

    var json: JSONValue {
        ["kind": .string(isMarkdown ? "markdown" : "plaintext"), "value": .string(value)]
    }

    /// Whether a client's list of formats (`contentFormat`, `documentationFormat`) allows
    /// Markdown; a client that lists none is not assumed to render it.
    static func allowsMarkdown(_ formats: [String]?) -> Bool {
        formats?.contains("markdown") ?? false
    }
}
