import JSONRPC
import ScreenIDE

extension LanguageServer {
    /// `textDocument/foldingRange`: blocks, lists and comments that span lines.
    func foldingRanges(_ params: FoldingRangeParams) -> JSONValue {
        let key = key(ofClientURI: params.textDocument.uri)
        let analysis = host.snapshot
        guard let file = analysis.file(key), let regions = analysis.foldingRegions(in: key) else { return .null }
        let capabilities = session.capabilities
        return .array(regions.compactMap {
            LSPFoldingRange($0, lines: file.lines, encoding: session.encoding, wholeLines: capabilities.foldsWholeLinesOnly, collapsedText: capabilities.supportsCollapsedText)?.json
        })
    }

    /// `textDocument/selectionRange`: for each position, the ranges "expand selection" steps
    /// through, word to file.
    func selectionRanges(_ params: SelectionRangeParams) -> JSONValue {
        let key = key(ofClientURI: params.textDocument.uri)
        let analysis = host.snapshot
        guard let file = analysis.file(key) else { return .null }
        return .array(params.positions.map { position in
            let offset = file.lines.offset(of: position.linePosition, in: session.encoding)
            let ranges = analysis.selectionRanges(in: key, at: offset) ?? [offset..<offset]
            return LSPSelectionRange(ranges: ranges.map { LSPRange($0, in: file.lines, encoding: session.encoding) }).json
        })
    }
}
