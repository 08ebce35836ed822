import JSONRPC

/// The result of `textDocument/definition` and `textDocument/declaration`: links for clients
/// that take them, locations for the others. No declaration is an empty list, not null, so
/// that clients say "no definition found" rather than show an error.
enum DefinitionResult: Sendable, Hashable, JSONEncodable, LSPResult {
    case locations([Location])
    case links([LocationLink])

    var json: JSONValue {
        switch self {
        case .locations(let locations): return .array(locations.map(\.json))
        case .links(let links): return .array(links.map(\.json))
        }
    }
}
