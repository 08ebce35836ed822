import JSONRPC
import ScreenIDE

extension LanguageServer {
    /// `workspace/symbol`: screens and their outlined elements across the workspace whose
    /// names match the query fuzzily, best first; an element names its screen as container.
    func workspaceSymbols(_ params: WorkspaceSymbolParams) -> [SymbolInformation] {
        let analysis = host.snapshot
        return analysis.workspaceSymbols(matching: params.query).compactMap { symbol in
            guard let file = analysis.file(symbol.key) else { return nil }
            return toProtocol.symbolInformation(symbol, uri: uri(of: symbol.key), in: file.lines)
        }
    }
}
