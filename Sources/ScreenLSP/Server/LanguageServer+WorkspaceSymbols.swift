import JSONRPC
import ScreenIDE

extension LanguageServer {
    /// `workspace/symbol`: screens and their outlined elements across the workspace whose
    /// names match the query fuzzily, best first; an element names its screen as container.
    func workspaceSymbols(_ params: WorkspaceSymbolParams) -> [SymbolInformation] {
        let analysis = host.snapshot
        return analysis.workspaceSymbols(matching: params.query).compactMap { symbol in
            guard let file = analysis.file(symbol.key) else { return nil }
            return SymbolInformation(
                name: symbol.name, kind: LSPDocumentSymbol.kind(symbol.kind), uri: uri(of: symbol.key),
                range: LSPRange(symbol.range, in: file.lines, encoding: session.encoding), containerName: symbol.containerName)
        }
    }
}
