import JSONRPC

/// The answer to `textDocument/documentSymbol`: a tree for clients that show one, else a
/// flat list where each entry names its container; null for a document the server does not know.
enum DocumentSymbolResult: Sendable, JSONEncodable {
    case tree([LSPDocumentSymbol])
    case flat([SymbolInformation])
    case unknownDocument

    var json: JSONValue {
        switch self {
        case .tree(let symbols): return .array(symbols.map(\.json))
        case .flat(let symbols): return .array(symbols.map(\.json))
        case .unknownDocument: return .null
        }
    }
}
