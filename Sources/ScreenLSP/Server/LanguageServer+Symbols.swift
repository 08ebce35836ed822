import JSONRPC

extension LanguageServer {
    /// `textDocument/documentSymbol`: the outline as a tree for clients that show one, else
    /// as a flat list where each entry names its container.
    func documentSymbols(_ params: DocumentSymbolParams) -> JSONValue {
        let uri = params.textDocument.uri
        let key = key(ofClientURI: uri)
        let analysis = host.snapshot
        guard let file = analysis.file(key) else { return .null }
        let symbols = analysis.documentSymbols(in: key).map { LSPDocumentSymbol($0, lines: file.lines, encoding: session.encoding) }
        if session.capabilities.supportsHierarchicalSymbols {
            return .array(symbols.map(\.json))
        }
        return .array(SymbolInformation.flattening(symbols, uri: uri).map(\.json))
    }
}
