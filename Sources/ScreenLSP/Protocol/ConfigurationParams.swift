import JSONRPC

/// LSP `ConfigurationParams` of `workspace/configuration`: the settings sections asked for.
struct ConfigurationParams: Sendable, JSONEncodable {
    var sections: [String]

    var json: JSONValue {
        ["items": .array(sections.map { ["section": .string($0)] })]
    }
}
