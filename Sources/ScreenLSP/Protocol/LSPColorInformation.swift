import JSONRPC

/// LSP `ColorInformation`: a color literal's range and its color.
struct LSPColorInformation: Sendable, Equatable, JSONEncodable {
    var range: LSPRange
    var color: LSPColor

    var json: JSONValue {
        ["range": range.json, "color": color.json]
    }
}
