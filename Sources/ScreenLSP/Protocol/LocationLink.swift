import JSONRPC

/// LSP `LocationLink`: where a jump leads, with the range it starts from so that the client
/// can underline the whole name.
struct LocationLink: Sendable, Hashable, JSONEncodable {
    var originSelectionRange: LSPRange
    var targetURI: String
    /// What the target is about; a screen's name, as with `targetSelectionRange`.
    var targetRange: LSPRange
    var targetSelectionRange: LSPRange

    var json: JSONValue {
        [
            "originSelectionRange": originSelectionRange.json,
            "targetUri": .string(targetURI),
            "targetRange": targetRange.json,
            "targetSelectionRange": targetSelectionRange.json,
        ]
    }
}
