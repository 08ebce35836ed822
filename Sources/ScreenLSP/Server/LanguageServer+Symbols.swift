import JSONRPC

extension LanguageServer {
    /// `textDocument/documentSymbol`: the outline as a tree for clients that show one, else
    /// as a flat list where each entry names its container.
    func documentSymbols(_ params: DocumentSymbolParams) -> DocumentSymbolResult {
        let uri = params.textDocument.uri
        let key = key(ofClientURI: uri)
        let analysis = host.snapshot
        guard let file = analysis.file(key) else { return .unknownDocument }
        let convert = toProtocol
        let symbols = analysis.documentSymbols(in: key).map { convert.documentSymbol($0, in: file.lines) }
        if session.capabilities.supportsHierarchicalSymbols {
            return .tree(symbols)
        }
        return .flat(SymbolInformation.flattening(symbols, uri: uri))
    }
}
