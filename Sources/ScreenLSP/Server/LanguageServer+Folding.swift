import JSONRPC
import ScreenIDE

extension LanguageServer {
    /// `textDocument/foldingRange`: blocks, lists and comments that span lines.
    func foldingRanges(_ params: TextDocumentParams) -> FoldingRangeList? {
        let key = key(ofClientURI: params.textDocument.uri)
        let analysis = host.snapshot
        let capabilities = session.capabilities
        guard let file = analysis.file(key), let regions = analysis.foldingRegions(in: key, collapsedText: capabilities.supportsCollapsedText) else { return nil }
        let convert = toProtocol
        return FoldingRangeList(ranges: regions.compactMap {
            convert.foldingRange($0, in: file.lines, wholeLines: capabilities.foldsWholeLinesOnly, collapsedText: capabilities.supportsCollapsedText)
        })
    }

    /// `textDocument/selectionRange`: for each position, the ranges "expand selection" steps
    /// through, word to file.
    func selectionRanges(_ params: SelectionRangeParams) -> [LSPSelectionRange]? {
        let key = key(ofClientURI: params.textDocument.uri)
        let analysis = host.snapshot
        guard let file = analysis.file(key) else { return nil }
        let (from, convert) = (fromProtocol, toProtocol)
        return params.positions.map { position in
            let offset = from.offset(position, in: file.lines)
            return convert.selectionRange(analysis.selectionRanges(in: key, at: offset) ?? [offset..<offset], in: file.lines)
        }
    }
}
